import { ErrorCode } from '@app/shared-types/errors';
import { Router } from 'express';
import { AUTH_MESSAGES, ZChangePasswordRequest, ZUpdateProfileRequest } from '@app/shared-types/auth';
import { currentUser, requireUser } from '../../http/guards';
import { AppError, badRequest, unauthenticated } from '../../errors/app-error';
import type { AuthLimits } from '../../http/rate-limit';
import { parseInput } from '../../errors/parse-input';
import type { PasswordResets } from './password-reset.service';
import type { UsersService } from './users.service';

/** The signed-in member's own account: profile fields and password. Identity comes from the session, never the body. */
export function accountRoutes({
  users,
  limits,
  resets,
  endAccess,
}: {
  users: UsersService;
  limits: AuthLimits;
  resets: Pick<PasswordResets, 'revokeAll'>;
  endAccess: (userId: string, keep?: string) => Promise<void>;
}): Router {
  const router = Router();

  // The answer is the account as stored; users.update tells the member's other tabs (user:updated).
  router.patch('/auth/user/profile', requireUser, async (req, res) => {
    const input = parseInput(ZUpdateProfileRequest, req.body);
    const user = currentUser(req);
    const updated = await users.updateProfile(user.id, input);
    if (!updated) throw unauthenticated();
    // Links mailed to the old address must not keep working once the account no longer uses it.
    if (input.email !== undefined && input.email !== user.email) await resets.revokeAll(user.id);
    res.json(updated);
  });

  /**
   * Asks for the current password (counted against the account, as account deletion does), then ends
   * every other session and live connection of the account: someone who had the old password is
   * out. This browser stays signed in.
   */
  router.post('/auth/user/password', requireUser, limits.perAddress, async (req, res) => {
    const { currentPassword, newPassword } = parseInput(ZChangePasswordRequest, req.body);
    const user = currentUser(req);
    await limits.confirmPassword(user.id, () => users.authenticate(user.username, currentPassword)).catch((error: unknown) => {
      // A wrong password is the form's field error, not "signed out" (401).
      if (error instanceof AppError && error.code === ErrorCode.UNAUTHENTICATED) {
        throw badRequest(AUTH_MESSAGES.currentPasswordWrong, [{ path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordWrong }]);
      }
      throw error;
    });
    await users.setPassword(user.id, newPassword);
    await resets.revokeAll(user.id);
    await endAccess(user.id, req.sessionID);
    res.status(204).end();
  });

  return router;
}
