import { createHash, randomBytes } from 'node:crypto';
import { Types, type Connection } from 'mongoose';
import { AUTH_MESSAGES, PASSWORD_RESET_TTL_MINUTES, displayName, type TUser } from '@app/shared-types/auth';
import { FIRM } from '@app/shared-types/firm';
import { badRequest } from '../../errors/app-error';
import type { Mailer } from '../../integrations/mail';
import type { Logger } from '../../logger';
import { passwordResetTokenModel } from './password-reset.model';
import type { UsersService } from './users.service';

export type PasswordResets = ReturnType<typeof createPasswordResets>;

/** The outbox tag of every reset email (operators and tests find them by it). */
export const PASSWORD_RESET_TAG = 'password-reset';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Forgotten passwords: a single-use link by email (30 minutes), whose token is kept only as a hash.
 * `endAccess` ends the account's sessions and live connections once the password has changed.
 */
export function createPasswordResets(deps: {
  db: Connection;
  users: Pick<UsersService, 'findByEmail' | 'setPassword'>;
  mailer: Pick<Mailer, 'send'>;
  endAccess: (userId: string) => Promise<void>;
  logger: Logger;
  now?: () => Date;
}) {
  const { users, mailer, endAccess, logger, now = () => new Date() } = deps;
  const Tokens = passwordResetTokenModel(deps.db);
  const pending = new Set<Promise<void>>();

  /**
   * Mails a link when an account uses `email`; nothing otherwise. The work runs after the caller
   * has answered, so the answer is the same, in the same time, for a known and an unknown address
   * (no account enumeration by content or timing, whatever SMTP takes).
   */
  function request(email: string, origin: string): void {
    const work = sendLink(email, origin).catch((err: unknown) => logger.error({ err }, 'password reset email not sent'));
    pending.add(work);
    void work.finally(() => pending.delete(work));
  }

  async function sendLink(email: string, origin: string): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user?.email) return;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000);
    await Tokens.create({ userId: new Types.ObjectId(user.id), tokenHash: hashToken(token), expiresAt });
    await mailer.send({
      to: user.email,
      subject: `Reset your ${FIRM.name} password`,
      text: resetEmailText(user, `${origin}/reset-password?token=${token}`),
      tags: [PASSWORD_RESET_TAG, `${PASSWORD_RESET_TAG}:${user.id}`],
    });
  }

  /**
   * Sets a new password with a link's token. The token is claimed in one atomic update (unused and
   * not expired), so two requests with one link cannot both succeed; then every other link of the
   * account dies, and every session and live connection of the account ends.
   */
  async function confirm(token: string, password: string): Promise<void> {
    const at = now();
    const claimed = await Tokens.findOneAndUpdate(
      { tokenHash: hashToken(token), usedAt: null, expiresAt: { $gt: at } },
      { $set: { usedAt: at } },
      { returnDocument: 'after' },
    ).lean();
    if (!claimed) throw badRequest(AUTH_MESSAGES.resetTokenInvalid, [{ path: 'token', message: AUTH_MESSAGES.resetTokenInvalid }]);
    const userId = claimed.userId.toString();
    await users.setPassword(userId, password);
    await revokeAll(userId);
    await endAccess(userId);
  }

  /** Every reset link of the account stops working (its password changed, or its email did). */
  async function revokeAll(userId: string | Types.ObjectId): Promise<void> {
    await Tokens.deleteMany({ userId: new Types.ObjectId(userId.toString()) });
  }

  /** Lets mail still being sent finish (shutdown). */
  async function settle(): Promise<void> {
    await Promise.allSettled([...pending]);
  }

  return { request, confirm, revokeAll, settle, model: Tokens };
}

function resetEmailText(user: TUser, link: string): string {
  return [
    `Hello ${displayName(user)},`,
    '',
    `Someone asked to reset the password of your ${FIRM.name} account (username: ${user.username}).`,
    `To choose a new password, open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes. It works once:`,
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
  ].join('\n');
}
