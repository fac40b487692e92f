import type { z } from 'zod';
import type { TUser, ZRegisterRequest } from '@app/shared-types/auth';
import { apiRequest } from '../../../lib/api-client';

/** The request as the schema outputs it (trimmed, empty optional fields dropped). */
export type TRegisterBody = z.output<typeof ZRegisterRequest>;

/** POST /api/register: 201 with the new user, already signed in; 400 field errors; 409 taken username/email. */
export function register(input: TRegisterBody): Promise<TUser> {
  return apiRequest<TUser>('POST', '/api/register', input);
}
