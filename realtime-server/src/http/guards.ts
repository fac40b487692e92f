import type { RequestHandler } from 'express';
import { hasPremiumAccess, type TRole, type TUser } from '@app/shared-types/auth';
import { forbidden, premiumRequired, unauthenticated } from '../errors/app-error';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The signed-in user, loaded from the session on every request (null for visitors). */
      user: TUser | null;
    }
  }
}

/** Loads req.user from the session (or the read-only session path); a session whose user was deleted is cleared. */
export function loadUser(findById: (id: string) => Promise<TUser | null>): RequestHandler {
  return async (req, res, next) => {
    req.user = null;
    const userId = req.session?.userId ?? res.locals.sessionUserId;
    if (!userId) return next();
    const user = await findById(userId);
    if (user) req.user = user;
    else if (req.session) delete req.session.userId;
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => next(req.user ? undefined : unauthenticated());

export function requireRole(...roles: TRole[]): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(unauthenticated());
    next(roles.includes(req.user.role) ? undefined : forbidden());
  };
}

/** Premium members, plus the staff who run premium content. */
export const requirePremium: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(unauthenticated());
  next(hasPremiumAccess(req.user) ? undefined : premiumRequired());
};

/** Narrows req.user after requireUser ran (for handlers' types). */
export function currentUser(req: { user: TUser | null }): TUser {
  if (!req.user) throw unauthenticated();
  return req.user;
}
