import { createHash } from 'node:crypto';
import { Router, type Request } from 'express';
import { AUTH_MESSAGES, ZPasswordResetConfirm, ZPasswordResetRequest } from '@app/shared-types/auth';
import type { AppConfig } from '../../config';
import type { LimiterStore } from '../../db/limiter-store';
import { addressKey, reserve } from '../../http/rate-limit';
import { AppError } from '../../errors/app-error';
import { parseInput } from '../../errors/parse-input';
import { ErrorCode } from '@app/shared-types/errors';
import type { PasswordResets } from './password-reset.service';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;
/** Reset emails one address may be sent per hour, whoever asks (a mailbox is not to be flooded). */
export const RESET_EMAILS_PER_HOUR = 5;

/**
 * Forgot password (public). Limits count requests that passed validation: per client address
 * (AUTH_RATE_LIMIT_MAX per 15 minutes, as sign-in) and, for requests, per email address. A limit
 * answers 429 alike for known and unknown addresses.
 */
export function passwordResetRoutes({
  resets,
  config,
  limiterStore,
}: {
  resets: Pick<PasswordResets, 'request' | 'confirm'>;
  config: Pick<AppConfig, 'authRateLimitMax' | 'publicUrl' | 'isProduction'>;
  limiterStore: LimiterStore;
}): Router {
  const router = Router();
  const requestsByAddress = limiterStore({ keyPrefix: 'reset-address', points: config.authRateLimitMax, duration: FIFTEEN_MINUTES });
  const requestsByEmail = limiterStore({ keyPrefix: 'reset-email', points: RESET_EMAILS_PER_HOUR, duration: ONE_HOUR });
  const confirmsByAddress = limiterStore({ keyPrefix: 'reset-confirm-address', points: config.authRateLimitMax, duration: FIFTEEN_MINUTES });
  // The link names the configured public origin. Without PUBLIC_URL, outside production, the one the
  // request came to; in production never that: the Host header is the sender's to choose, and a reset
  // link pointing at someone else's host would hand them the token.
  const origin = (req: Request) => {
    if (config.publicUrl) return config.publicUrl;
    if (config.isProduction) throw new AppError(ErrorCode.UNAVAILABLE, AUTH_MESSAGES.resetUnavailable);
    return `${req.protocol}://${req.get('host')}`;
  };

  router.post('/password-reset', async (req, res) => {
    const { email } = parseInput(ZPasswordResetRequest, req.body);
    const linkOrigin = origin(req);
    await reserve(requestsByAddress, addressKey(req.ip), AUTH_MESSAGES.resetTooMany);
    // Counted under a hash: the counters (Redis on a cluster) hold no email addresses.
    await reserve(requestsByEmail, createHash('sha256').update(email).digest('base64url'), AUTH_MESSAGES.resetTooMany);
    resets.request(email, linkOrigin);
    res.status(202).json({ message: AUTH_MESSAGES.resetRequested });
  });

  router.post('/password-reset/confirm', async (req, res) => {
    const { token, password } = parseInput(ZPasswordResetConfirm, req.body);
    await reserve(confirmsByAddress, addressKey(req.ip));
    await resets.confirm(token, password);
    res.status(204).end();
  });

  return router;
}
