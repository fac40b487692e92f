import { createHash } from 'node:crypto';
import { Router, type Request } from 'express';
import { AUTH_MESSAGES, ZPasswordResetConfirm, ZPasswordResetRequest } from '@app/shared-types/auth';
import type { AppConfig } from '../../config';
import type { LimiterStore } from '../../db/limiter-store';
import { addressKey, reserve } from '../../http/rate-limit';
import { parseInput } from '../../errors/parse-input';
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
  config: Pick<AppConfig, 'authRateLimitMax' | 'publicUrl'>;
  limiterStore: LimiterStore;
}): Router {
  const router = Router();
  const requestsByAddress = limiterStore({ keyPrefix: 'reset-address', points: config.authRateLimitMax, duration: FIFTEEN_MINUTES });
  const requestsByEmail = limiterStore({ keyPrefix: 'reset-email', points: RESET_EMAILS_PER_HOUR, duration: ONE_HOUR });
  const confirmsByAddress = limiterStore({ keyPrefix: 'reset-confirm-address', points: config.authRateLimitMax, duration: FIFTEEN_MINUTES });
  // The link names the configured public origin; without PUBLIC_URL, the one the request came to.
  const origin = (req: Request) => config.publicUrl ?? `${req.protocol}://${req.get('host')}`;

  router.post('/password-reset', async (req, res) => {
    const { email } = parseInput(ZPasswordResetRequest, req.body);
    await reserve(requestsByAddress, addressKey(req.ip), AUTH_MESSAGES.resetTooMany);
    // Counted under a hash: the counters (Redis on a cluster) hold no email addresses.
    await reserve(requestsByEmail, createHash('sha256').update(email).digest('base64url'), AUTH_MESSAGES.resetTooMany);
    resets.request(email, origin(req));
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
