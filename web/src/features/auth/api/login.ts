import type { TLoginRequest, TUser } from '@app/shared-types/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/login: 200 with the user (and a session cookie); 401 for wrong credentials; 429 when rate-limited. */
export function login(input: TLoginRequest): Promise<TUser> {
  return apiRequest<TUser>('POST', '/api/login', input);
}
