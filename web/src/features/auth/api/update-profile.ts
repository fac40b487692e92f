import type { z } from 'zod';
import type { TUser, ZUpdateProfileRequest } from '@app/shared-types/auth';
import { apiRequest } from '../../../lib/api-client';

/** The request as the schema outputs it (trimmed; empty fields null, which clears them). */
export type TProfileBody = z.output<typeof ZUpdateProfileRequest>;

/** PATCH /api/auth/user/profile: 200 with the saved account; 400 field errors; 409 an email another account uses. */
export function updateProfile(input: TProfileBody): Promise<TUser> {
  return apiRequest<TUser>('PATCH', '/api/auth/user/profile', input);
}
