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

export type SessionMiddleware = RequestHandler & { store: session.Store };

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
  return Object.assign(middleware, { store });
}
