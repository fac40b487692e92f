import { Router } from 'express';
import { ZDeleteAccountRequest, ZLoginRequest, ZRegisterRequest, safeReturnTo } from '@app/shared-types/auth';
import { rooms } from '@app/shared-types/realtime';
import type { Request } from 'express';
import { parseInput } from '../../errors/parse-input';
import { currentUser, requireUser } from '../../http/guards';
import { memoryLimiterStore, type LimiterStore } from '../../db/limiter-store';
import { createAuthLimits, type AuthLimits } from '../../http/rate-limit';
import { SESSION_COOKIE } from '../../http/session';
import type { RealtimeEmitter } from '../../realtime/emitter';
import { internalRooms } from '../../realtime/types';
import type { UsersService } from './users.service';
import { createSecretBox } from '../../crypto/secret-box';
import { updateUserSettings } from './user-settings';
import type { AppConfig } from '../../config';

/**
 * Starts a fresh session id for the signed-in user (no fixation), saved before the reply. The
 * session it replaces is gone, so its sockets (this browser's other tabs) must not keep it: a new
 * user's tabs hear that the old identity ended (as at sign-out) and lose its rooms, premium ones
 * included; the same user's tabs are only disconnected, and reconnect on the new session.
 */
async function signIn(req: Request, userId: string, emitter: RealtimeEmitter): Promise<void> {
  const previous = req.session?.userId ? { sessionId: req.sessionID, userId: req.session.userId } : null;
  await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
  req.session.userId = userId;
  await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
  if (previous) {
    const room = internalRooms.browserSession(previous.sessionId);
    if (previous.userId !== userId) emitter.emit({ room }, 'session:expired');
    emitter.disconnect(room);
  }
}

/** The limits on password guessing, shared by every route that checks a password. */
export function authLimits(config: AppConfig, limiterStore: LimiterStore = memoryLimiterStore): AuthLimits {
  return createAuthLimits({
    perAddress: config.authRateLimitMax,
    perUsernameAndAddress: config.authRateLimitPerUsername,
    perAccount: config.authRateLimitPerAccount,
    store: limiterStore,
    secret: config.sessionSecret,
    cookieSecure: config.cookieSecure,
  });
}

export function authRoutes({ users, emitter, config, limits }: { users: UsersService; emitter: RealtimeEmitter; config: AppConfig; limits: AuthLimits }): Router {
  const router = Router();
  const box = createSecretBox(config.secretsKey.key);

  // The site's login entry (full-page navigation): the SPA's sign-in page, or straight back when signed in.
  router.get('/login', (req, res) => {
    const returnTo = safeReturnTo(req.query.returnTo);
    if (req.user) return res.redirect(303, returnTo);
    res.redirect(303, `/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  });

  router.post('/register', limits.perAddress, async (req, res) => {
    const input = parseInput(ZRegisterRequest, req.body);
    const user = await users.register(input);
    await signIn(req, user.id, emitter);
    res.status(201).json(user);
  });

  router.post('/login', limits.perAddress, async (req, res) => {
    const { username, password } = parseInput(ZLoginRequest, req.body);
    const user = await limits.signIn(req, res, username, () => users.authenticate(username, password));
    await signIn(req, user.id, emitter);
    res.json(user);
  });

  router.post('/logout', async (req, res) => {
    const sessionId = req.session?.userId ? req.sessionID : null;
    await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure });
    if (sessionId) {
      // Other tabs of this browser session hear it, then their sockets drop the old identity.
      const room = internalRooms.browserSession(sessionId);
      emitter.emit({ room }, 'session:expired');
      emitter.disconnect(room);
    }
    res.status(204).end();
  });

  router.get('/user', requireUser, (req, res) => {
    res.json(req.user);
  });

  router.get('/auth/user', (req, res) => {
    res.json(req.user ?? null);
  });

  router.patch('/auth/user/settings', requireUser, async (req, res) => {
    res.json(await updateUserSettings(users, box, currentUser(req), req.body));
  });

  // Account deletion asks for the password again, so an unattended signed-in tab cannot do it.
  router.delete('/auth/user', requireUser, limits.perAddress, async (req, res) => {
    const { password } = parseInput(ZDeleteAccountRequest, req.body);
    const user = currentUser(req);
    await limits.confirmPassword(user.id, () => users.authenticate(user.username, password));
    await users.deleteUser(user.id);
    await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure });
    const room = rooms.user(user.id);
    emitter.emit({ room }, 'session:expired');
    emitter.disconnect(room);
    res.status(204).end();
  });

  return router;
}
