import session from 'express-session';
import MongoStore from 'connect-mongo';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { CacheRegistry } from '../cache/caches';
import { CachedSessionStore } from './cached-session-store';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

export const SESSION_COOKIE = 'sid';
const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;

export type SessionMiddleware = RequestHandler & {
  store: session.Store;
  /**
   * Ends every stored session of a user but `keep` (the browser that asked, if any): each is
   * destroyed through the store, so every app node's session cache drops it before this resolves
   * and the next request with its cookie is a visitor's. Returns the ids it ended.
   */
  endSessionsOf: (userId: string, keep?: string) => Promise<string[]>;
};

/** Sessions live in MongoDB (TTL-indexed), so any app node can serve any request. */
export function createSessionMiddleware(config: Pick<AppConfig, 'sessionSecret' | 'cookieSecure'>, db: Database, caches: CacheRegistry): SessionMiddleware {
  const mongoStore = MongoStore.create({
    client: db.connection.getClient(),
    dbName: db.connection.name,
    collectionName: 'sessions',
    ttl: SESSION_TTL_SECONDS,
    autoRemove: 'native',
    touchAfter: 60 * 60,
  });
  const store = new CachedSessionStore(mongoStore, caches.create<session.SessionData>('sessions', { max: 20_000, ttlMs: 5_000 }));
  const middleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      maxAge: SESSION_TTL_SECONDS * 1000,
    },
  });
  const sessionIds = db.connection.getClient().db(db.connection.name).collection<{ _id: string; session: string }>('sessions');
  async function endSessionsOf(userId: string, keep?: string): Promise<string[]> {
    // connect-mongo keeps each session as JSON text (its default), so a user's sessions are found by
    // the id inside it; ids are 24 hex digits, nothing in them to escape. A full scan, for an event
    // as rare as a password change.
    if (!/^[0-9a-f]{24}$/i.test(userId)) return [];
    const found = await sessionIds.find({ session: { $regex: `"userId":"${userId}"` } }, { projection: { _id: 1 } }).toArray();
    const ended = found.map((doc) => doc._id).filter((sid) => sid !== keep);
    await Promise.all(ended.map((sid) => new Promise<void>((resolve, reject) => store.destroy(sid, (err) => (err ? reject(err as Error) : resolve())))));
    return ended;
  }
  return Object.assign(middleware, { store, endSessionsOf });
}
