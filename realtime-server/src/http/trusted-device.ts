import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { parse as parseCookies } from 'cookie';

const COOKIE = 'device';
const LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

/**
 * OWASP's "device cookie": after a successful sign-in the browser gets a signed note saying it
 * signed in to this account. When guessing spread over many addresses has closed an account to
 * unknown browsers, a browser holding the note is still let through to try its password, so the
 * attack does not lock the owner out. It names one account (the last signed in to) and grants
 * nothing by itself: the password is still checked.
 */
export function trustedDevices({ secret, secure }: { secret: string; secure: boolean }) {
  const sign = (payload: string) => createHmac('sha256', secret).update(`trusted-device|${payload}`).digest('base64url');

  function remember(res: Response, usernameKey: string): void {
    const payload = `${Buffer.from(usernameKey).toString('base64url')}.${Date.now() + LIFETIME_MS}`;
    res.cookie(COOKIE, `${payload}.${sign(payload)}`, { httpOnly: true, sameSite: 'lax', secure, path: '/api', maxAge: LIFETIME_MS });
  }

  function isTrustedFor(req: Request, usernameKey: string): boolean {
    const header = req.headers.cookie;
    const value = header?.includes(`${COOKIE}=`) ? parseCookies(header)[COOKIE] : undefined;
    const [user, expires, signature] = value?.split('.') ?? [];
    if (!user || !expires || !signature) return false;
    const expected = Buffer.from(sign(`${user}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    return Number(expires) > Date.now() && Buffer.from(user, 'base64url').toString() === usernameKey;
  }

  return { remember, isTrustedFor };
}
