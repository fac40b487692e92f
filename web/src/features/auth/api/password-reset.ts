import type { TPasswordResetConfirm } from '@app/shared-types/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/password-reset: 202 with one neutral message, whether or not an account uses the address. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/password-reset', { email });
}

/** POST /api/password-reset/confirm: 204 once the password is set; 400 for a link that is invalid, expired or used. */
export function confirmPasswordReset(input: TPasswordResetConfirm): Promise<void> {
  return apiRequest<void>('POST', '/api/password-reset/confirm', input);
}
