import type { TChangePasswordRequest } from '@app/shared-types/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/user/password: 204 once changed (the account's other sessions are signed out);
 * 400 with the field at fault (a wrong current password is one); 429 after too many wrong ones.
 */
export function changePassword(input: TChangePasswordRequest): Promise<void> {
  return apiRequest<void>('POST', '/api/auth/user/password', input);
}
