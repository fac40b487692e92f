import type { RequestHandler, Router } from 'express';
import type { Connection, Model } from 'mongoose';
import type { AppConfig } from '../config';
import type { CacheRegistry } from '../cache/caches';
import type { Database } from '../db/database';
import type { Jobs } from '../jobs/jobs';
import type { Logger } from '../logger';
import type { HandlerContext } from '../realtime/define-handler';
import type { RealtimeEmitter } from '../realtime/emitter';
import type { RoomAuthorizer } from '../realtime/rooms';
import type { SessionMiddleware } from '../http/session';
import type { Seed } from '../seed/seeds';
import type { UsersService } from './users/users.service';

/** What every module's setup receives: config, logs, the database, the emitter and the job registry. */
export type ModuleContext = {
  config: AppConfig;
  logger: Logger;
  database: Database;
  db: Connection;
  emitter: RealtimeEmitter;
  jobs: Jobs;
  sessions: SessionMiddleware;
  users: UsersService;
  /** Bounded read caches with cross-node invalidation (see cache/caches.ts). */
  caches: CacheRegistry;
};

/** The parts a module plugs into the app; each is optional. */
export type ModuleParts = {
  /** Mounted under /api. */
  routes?: Router;
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
  /** Called on shutdown before the database closes (timers, subscriptions). */
  stop?: () => void | Promise<void>;
};

export type AppModule = {
  name: string;
  setup: (ctx: ModuleContext) => ModuleParts | Promise<ModuleParts>;
};
