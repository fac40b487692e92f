import { rateLimit, ipKeyGenerator, type Options, type RateLimitInfo } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { AUTH_MESSAGES } from '@app/shared-types/auth';
import { tooManyRequests } from './errors';

const WINDOW_MS = 15 * 60 * 1000;

const answer429: Options['handler'] = (req, _res, next, options) => {
  const resetTime = (req as typeof req & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime?.getTime();
  const retryAfter = resetTime ? Math.max(1, Math.ceil((resetTime - Date.now()) / 1000)) : Math.ceil(options.windowMs / 1000);
  next(tooManyRequests(retryAfter, AUTH_MESSAGES.rateLimited));
};

/**
 * Sign-in and sign-up limits: every attempt counts per IP; failed attempts count per username
 * (so one attacker cannot lock a user out from everywhere, nor spray one account from many IPs).
 */
export function authRateLimits({ perIp, perUsername }: { perIp: number; perUsername: number }): RequestHandler[] {
  const byIp = rateLimit({
    windowMs: WINDOW_MS,
    limit: perIp,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`,
    handler: answer429,
  });
  const byUsername = rateLimit({
    windowMs: WINDOW_MS,
    limit: perUsername,
    standardHeaders: false,
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => {
      const username: unknown = (req.body as { username?: unknown } | undefined)?.username;
      return typeof username === 'string' && username.trim() ? `user:${username.trim().toLowerCase().slice(0, 100)}` : `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;
    },
    handler: answer429,
  });
  return [byIp, byUsername];
}
