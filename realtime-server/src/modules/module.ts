import type { RequestHandler, Router } from 'express';
import type { Connection, Model } from 'mongoose';
import type { AppConfig } from '../config';
import type { CacheRegistry } from '../cache/caches';
import type { Database } from '../db/database';
import type { EventBus } from '../events/event-bus';
import type { Jobs, ModuleJob } from '../jobs/jobs';
import type { Logger } from '../logger';
import type { PortRegistry, Ports } from '../ports/ports';
import type { HandlerContext } from '../realtime/define-handler';
import type { RealtimeEmitter } from '../realtime/emitter';
import type { RoomAuthorizer } from '../realtime/rooms';
import type { RoomMembers } from '../realtime/room-members';
import type { LimiterStore } from '../db/limiter-store';
import type { Clock } from '../lib/clock';
import type { Store } from 'express-session';
import type { Seed } from '../seed/seeds';
import type { UsersService } from './auth/users.service';

/**
 * What feature modules use of accounts. Modules never import the users module's files (lint rule):
 * they look people up and follow account changes through these, so identity and the premium rule
 * (`hasPremiumAccess` on the TUser these return) live in one place.
 */
export type Accounts = Pick<UsersService, 'findById' | 'findManyById' | 'findByUsername' | 'namesByIds' | 'idsWithRole' | 'countPremium' | 'register' | 'onChange' | 'onDelete' | 'setPremium'>;

/**
 * Figures a module contributes to operator monitoring (its `metrics()`), by name. Empty here: each
 * module declares its own in its contracts.ts (`declare module '../module' { interface ModuleMetrics
 * { totalPosts: number } }`), so monitoring reads them typed without knowing where they are stored.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleMetrics {}

/** What every module's setup receives: config, logs, the database, the emitter and the job registry. */
export type ModuleContext = {
  config: AppConfig;
  logger: Logger;
  database: Database;
  db: Connection;
  emitter: RealtimeEmitter;
  jobs: Jobs;
  /** The session middleware and its store, as http/session.ts makes them. */
  /** `endSessionsOf`: ends an account's sessions on every node (password change or reset), but `keep`. */
  sessions: RequestHandler & { store: Store; endSessionsOf: (userId: string, keep?: string) => Promise<string[]> };
  /** The whole service for the users module; other modules use only its `Accounts` part. */
  users: UsersService;
  /** Who is in a room across every node, and local join/leave notices (presence features). */
  roomMembers: RoomMembers;
  /** Bounded read caches with cross-node invalidation (see cache/caches.ts). */
  caches: CacheRegistry;
  /** Where rate-limit counters live: shared by every node on a cluster (see http/rate-limit.ts). */
  limiterStore: LimiterStore;
  /** Domain events: publish after a write commits, subscribe in setup (see events/event-bus.ts). */
  events: EventBus;
  /** Capabilities other modules provide (their `provides`), resolved after every module's setup. */
  ports: PortRegistry;
  /** Every module's `metrics()` at once (call it at run time, not during setup). */
  metrics: () => Promise<Partial<ModuleMetrics>>;
  /** The time rules read (timers, windows): the system clock, or a test's manual clock. */
  clock: Clock;
};

/** The parts a module plugs into the app; each is optional. */
export type ModuleParts = {
  /** Mounted under /api. */
  routes?: Router;
  /**
   * Runs first for every HTTP request, before logging and sessions (request metrics and counters:
   * they must see every request and cost next to nothing).
   */
  httpMiddleware?: RequestHandler[];
  /** Mounted at the site root before /api and the web app (e.g. GET /metrics for Prometheus). */
  rootRoutes?: Router;
  /** Called for every new socket to register its client->server handlers. */
  onSocket?: (ctx: HandlerContext) => void;
  /**
   * Decides whether the viewer (req.user, loaded) may fetch a file under /media: next() serves it,
   * next(error) refuses. Runs before the static files are served.
   */
  mediaAccess?: RequestHandler;
  /** Room prefixes this module owns and who may join them. */
  rooms?: Record<string, RoomAuthorizer>;
  /** Models whose indexes must exist before the app takes traffic. */
  models?: Pick<Model<unknown>, "init">[];
  seeds?: Seed[];
  /**
   * Background jobs, registered before the scheduler starts; those with `every` are scheduled as one
   * recurring job per name, which agenda's lock runs once per due time across app nodes. Build them
   * with `moduleJob(defineJob(...), { every, data })`.
   */
  jobs?: ModuleJob[];
  /**
   * Public data for a route's first screen, as a visitor sees it: the web app's prerendered HTML of
   * that route carries it for requests without a session (http/spa.ts), so the page fills in without
   * waiting for a second round trip. Never per-user data.
   */
  pageData?: PageDataProvider[];
  /** Ports this module offers others (declared in its contracts.ts), reached by them through `ctx.ports`. */
  provides?: Partial<Ports>;
  /** This module's figures for operator monitoring (counts from its own collections). */
  metrics?: () => Promise<Partial<ModuleMetrics>>;
  /** Called on shutdown before the database closes (timers, subscriptions). */
  stop?: () => void | Promise<void>;
};

/** `load` answers the JSON text the web app reads under `key` (web/src/lib/page-data.ts). */
export type PageDataProvider = { route: string; key: string; load: () => Promise<string | Buffer> };

export type AppModule = {
  name: string;
  setup: (ctx: ModuleContext) => ModuleParts | Promise<ModuleParts>;
};
