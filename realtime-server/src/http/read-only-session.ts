import type { RequestHandler } from 'express';
import { parse as parseCookies } from 'cookie';
import { unsign } from 'cookie-signature';
import type { SessionData, Store } from 'express-session';
import { SESSION_COOKIE, type SessionMiddleware } from './session';

declare module 'express-serve-static-core' {
  interface Locals {
    /** The signed-in user's id from the session, for reads that skip express-session. */
    sessionUserId?: string;
  }
}

function signedInUserId(session: SessionData | null | undefined, now: number): string | undefined {
  if (!session?.userId) return undefined;
  const expires = session.cookie?.expires;
  if (expires && new Date(expires).getTime() <= now) return undefined;
  return session.userId;
}

/**
 * Reads (GET/HEAD) never change a session here — signing in and out are POSTs — so they only need
 * to know whose session it is: verify the cookie's signature exactly as express-session does
 * (`s:<id>.<HMAC-SHA256>`), read the session through the same (cached) store, and skip the rest of
 * express-session's per-request bookkeeping. Writes go through express-session as usual.
 */
export function sessionsWithReadFastPath(sessions: SessionMiddleware, store: Store, secret: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sessions(req, res, next);
    const header = req.headers.cookie;
    const raw = header?.includes(`${SESSION_COOKIE}=`) ? parseCookies(header)[SESSION_COOKIE] : undefined;
    const sid = raw?.startsWith('s:') ? unsign(raw.slice(2), secret) : false;
    if (!sid) return next();
    store.get(sid, (err, session) => {
      if (err) return next(err);
      res.locals.sessionUserId = signedInUserId(session, Date.now());
      next();
    });
  };
}
