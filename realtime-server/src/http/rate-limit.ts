import { isIPv6 } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ErrorCode } from '@app/shared-types/errors';
import type { LimiterStore } from '../db/limiter-store';
import { AUTH_MESSAGES, usernameKey } from '@app/shared-types/auth';
import { AppError, tooManyRequests } from '../errors/app-error';
import { trustedDevices } from './trusted-device';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

export type AuthLimitOptions = {
  /** Every sign-in, sign-up and password confirmation from one address, per 15 minutes. */
  perAddress: number;
  /** Failed attempts for one username from one address, per 15 minutes (a success starts it again). */
  perUsernameAndAddress: number;
  /** Failed attempts for one username from all addresses, per hour, before unknown browsers are refused. */
  perAccount: number;
  store: LimiterStore;
  /** Signs the trusted-device cookie. */
  secret: string;
  cookieSecure: boolean;
};

/**
 * Limits on guessing passwords that do not hand attackers a way to lock people out (OWASP
 * Authentication Cheat Sheet): failures count per (username, address), so a stranger's guesses
 * only close their own address; failures from all addresses together close the account only to
 * browsers that never signed in to it (see trusted-device.ts); and every attempt counts per address.
 */
export function createAuthLimits(options: AuthLimitOptions) {
  const byAddress = options.store({ keyPrefix: 'auth-address', points: options.perAddress, duration: FIFTEEN_MINUTES });
  const byUsernameAndAddress = options.store({ keyPrefix: 'auth-user-address', points: options.perUsernameAndAddress, duration: FIFTEEN_MINUTES });
  const byAccount = options.store({ keyPrefix: 'auth-account', points: options.perAccount, duration: ONE_HOUR });
  const byConfirmingAccount = options.store({ keyPrefix: 'auth-confirm', points: options.perUsernameAndAddress, duration: FIFTEEN_MINUTES });
  const devices = trustedDevices({ secret: options.secret, secure: options.cookieSecure });

  const perAddress: RequestHandler = (req, _res, next) => {
    byAddress.consume(addressKey(req.ip)).then(
      () => next(),
      (rejection: unknown) => next(limited(rejection)),
    );
  };

  /**
   * Runs a sign-in's password check. A point is taken before the check (so a burst of parallel
   * guesses cannot all slip under the limit) and given back unless the password was wrong.
   */
  async function signIn<T>(req: Request, res: Response, username: string, check: () => Promise<T>): Promise<T> {
    const user = usernameKey(username);
    const pairKey = `${user}|${addressKey(req.ip)}`;
    await reserve(byUsernameAndAddress, pairKey);
    const refund = () => Promise.all([byUsernameAndAddress.reward(pairKey, 1), byAccount.reward(user, 1)]);
    const accountClosed = await byAccount.consume(user).then(
      () => null,
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) return rejection;
        throw rejection;
      },
    );
    if (accountClosed && !devices.isTrustedFor(req, user)) {
      await refund();
      throw limited(accountClosed);
    }
    const outcome = await settle(check);
    if (outcome.ok) {
      await Promise.all([byUsernameAndAddress.delete(pairKey), byAccount.reward(user, 1)]);
      devices.remember(res, user);
      return outcome.value;
    }
    if (!isWrongPassword(outcome.error)) await refund();
    throw outcome.error;
  }

  /** Runs a signed-in member's password confirmation, counted against their account (never against what the request names). */
  async function confirmPassword<T>(userId: string, check: () => Promise<T>): Promise<T> {
    await reserve(byConfirmingAccount, userId);
    const outcome = await settle(check);
    if (outcome.ok || !isWrongPassword(outcome.error)) await byConfirmingAccount.reward(userId, 1);
    if (outcome.ok) return outcome.value;
    throw outcome.error;
  }

  return { perAddress, signIn, confirmPassword };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;

/** Takes a point for `key`, or refuses with the API's 429 (Retry-After, and `message` when given). */
export async function reserve(limiter: RateLimiterAbstract, key: string, message?: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    throw limited(rejection, message);
  }
}

async function settle<T>(fn: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await fn() };
  } catch (error) {
    return { ok: false, error };
  }
}

const isWrongPassword = (error: unknown) => error instanceof AppError && error.code === ErrorCode.UNAUTHENTICATED;

/** A limiter's refusal as the API's 429; a store failure stays an error of ours. */
function limited(rejection: unknown, message: string = AUTH_MESSAGES.rateLimited): unknown {
  if (!(rejection instanceof RateLimiterRes)) return rejection;
  return tooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), message);
}

/**
 * The address a limit counts against: IPv4 as it is, IPv6 by its /64 (one subscriber's whole
 * block, which they can rotate through at will).
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.split('%')[0]!;
  if (!isIPv6(bare)) return bare;
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
