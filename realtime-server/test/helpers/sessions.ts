import { randomBytes } from 'node:crypto';
import { sign } from 'cookie-signature';
import type { SessionData } from 'express-session';
import { SESSION_COOKIE } from '../../src/http/session';
import type { RunningServer } from '../../src/server';

/**
 * A signed-in session for `userId`, stored as express-session stores one and signed as it signs its
 * cookie: a Cookie header value for a test browser, without paying for a password check.
 */
export async function signedInCookie(server: Pick<RunningServer, 'sessions'> & { config: { sessionSecret: string } }, userId: string): Promise<string> {
  const sid = randomBytes(24).toString('base64url');
  const maxAge = 60 * 60 * 1000;
  const session = {
    cookie: { originalMaxAge: maxAge, expires: new Date(Date.now() + maxAge), httpOnly: true, path: '/', sameSite: 'lax', secure: false },
    userId,
  } as unknown as SessionData;
  await new Promise<void>((resolve, reject) => server.sessions.store.set(sid, session, (err) => (err ? reject(err as Error) : resolve())));
  return `${SESSION_COOKIE}=${encodeURIComponent(`s:${sign(sid, server.config.sessionSecret)}`)}`;
}
