import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { createApp, trustedOrigins } from './app';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { openRedis, type RedisConnection } from './db/redis';
import { memoryLimiterStore, redisLimiterStore } from './db/limiter-store';
import { createSessionMiddleware, type SessionMiddleware } from './http/session';
import { rooms } from '@app/shared-types/realtime';
import { createCacheRegistry } from './cache/caches';
import { connectCacheChannel } from './realtime/cache-channel';
import { createEventBus, type EventBus } from './events/event-bus';
import { createJobs, type Jobs } from './jobs/jobs';
import { createLogger, type Logger } from './logger';
import { appModules } from './modules';
import type { AppModule, ModuleContext, ModuleMetrics, ModuleParts } from './modules/module';
import { createPorts, type PortAssembly } from './ports/ports';
import { createUsersService, type UsersService } from './modules/auth/users.service';
import { createIoEmitter } from './realtime/emitter';
import { attachSocketHandlers, createIo } from './realtime/io';
import { createRoomMembers } from './realtime/room-members';
import type { AppServer } from './realtime/types';
import { runSeeds } from './seed/seeds';
import { systemClock, type Clock } from './lib/clock';

export type RunningServer = {
  url: string;
  port: number;
  app: Express;
  io: AppServer;
  database: Database;
  jobs: Jobs;
  users: UsersService;
  /** The session middleware and its store (tests sign a browser in without a password round trip). */
  sessions: SessionMiddleware;
  /** The app's domain events (tests subscribe, publish a provider's input, or wait for `idle()`). */
  events: EventBus;
  /** The ports modules provide (tests stand provider fakes in with `replace`). */
  ports: PortAssembly;
  logger: Logger;
  /** Demo-account lines printed at start-up when the database was empty. */
  seedLines: string[];
  stop: () => Promise<void>;
};

export type StartOptions = {
  logger?: Logger;
  modules?: AppModule[];
  configure?: (app: Express) => void;
  /** How long a failed event handler waits before each retry (tests shorten them). */
  eventRetryDelaysMs?: number[];
  /** The clock time rules read (tests move a manual one); the system clock by default. */
  clock?: Clock;
};

/** Opens the store, wires HTTP + Socket.IO + jobs + modules, seeds an empty database, and listens. */
export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config);
  const database = await openDatabase(config, logger);
  let redis: RedisConnection | undefined;
  // Socket.IO wraps the server's request listener and hands non-socket.io requests to it, so the
  // listener must exist before Socket.IO attaches; the app is plugged in once it is built.
  let handle: http.RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const httpServer = createHttpServer(config.http, (req, res) => handle(req, res));
  // Node hands an upgrading socket over without an 'error' listener, and Socket.IO first awaits the
  // session middleware: a connection reset in that window (a balancer dropping it) must not crash.
  httpServer.prependListener('upgrade', (_req, socket) => {
    socket.on('error', (err) => logger.debug({ err }, 'socket error during upgrade'));
  });
  let createdJobs: Jobs | undefined;
  try {
    redis = config.redisUrl ? await openRedis(config.redisUrl, logger) : undefined;
    const caches = createCacheRegistry();
    const sessions = createSessionMiddleware(config, database, caches);
    const users = createUsersService({ db: database.connection, caches });
    const { io, close: closeIo } = await createIo({
      httpServer,
      sessions,
      findUser: users.findById,
      trustedOrigins: trustedOrigins(config),
      trustProxy: config.trustProxy,
      redis,
      logger,
    });
    const emitter = createIoEmitter(io);
    // A changed account (role, premium) reaches the user's tabs, which refresh their identity and
    // reconnect so every room is authorised again with the new rights.
    users.onChange((user) => emitter.emit({ room: rooms.user(user.id) }, 'user:updated', user));
    if (redis) {
      // Several app nodes: cache invalidations travel to the others through the Redis adapter.
      connectCacheChannel(io, redis, caches, logger);
    }
    const jobs = createJobs({ db: database, logger, processEvery: config.jobsProcessEvery });
    createdJobs = jobs;
    const roomMembers = createRoomMembers(io, { clustered: !!redis, logger });
    const limiterStore = redis ? redisLimiterStore(redis.client) : memoryLimiterStore;
    // One bus and one set of ports per app: two apps in one process (tests, a cluster test) share nothing.
    const events = createEventBus({ logger: logger.child({ part: 'events' }), jobs, retryDelaysMs: options.eventRetryDelaysMs });
    const ports = createPorts();
    const parts: ModuleParts[] = [];
    const metrics = () => collectMetrics(parts);
    const clock = options.clock ?? systemClock;
    const ctx: ModuleContext = { config, logger, database, db: database.connection, emitter, jobs, sessions, users, roomMembers, caches, limiterStore, events, ports, metrics, clock };

    const modules = options.modules ?? appModules;
    for (const module of modules) parts.push(await module.setup(ctx));
    // Setup order varies, so what a module provides is handed out only once every module is set up.
    parts.forEach((part, i) => ports.provide(modules[i]!.name, part.provides ?? {}));
    ports.seal();
    await Promise.all(parts.flatMap((p) => p.models ?? []).map((model) => model.init()));

    const app = createApp({ config, logger, database, redis, sessions, users, parts, configure: options.configure });
    handle = app;
    attachSocketHandlers(io, {
      logger,
      findUser: users.findById,
      authorizers: Object.assign({}, ...parts.map((p) => p.rooms ?? {})),
      moduleHandlers: parts.flatMap((p) => (p.onSocket ? [p.onSocket] : [])),
    });

    // Every module's jobs are defined before agenda starts, so no due job meets an unknown name.
    await jobs.registerModuleJobs([...events.jobs, ...parts.flatMap((p) => p.jobs ?? [])]);
    await jobs.start();

    let seedLines: string[] = [];
    if (config.seedDemoData && (await users.model.estimatedDocumentCount()) === 0) {
      seedLines = await runSeeds(parts.flatMap((p) => p.seeds ?? []), logger);
    }

    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, () => {
        httpServer.off('error', reject);
        resolve();
      });
    });
    const { port } = httpServer.address() as AddressInfo;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= gracefulStop({
        httpServer,
        closeIo,
        jobs,
        database,
        redis,
        logger,
        timeoutMs: config.shutdownTimeoutMs,
        events,
        stopModules: () => Promise.all(parts.map((p) => p.stop?.())).then(() => undefined),
      }));

    return { url, port, app, io, database, jobs, users, sessions, events, ports, logger, seedLines, stop };
  } catch (error) {
    httpServer.close();
    await createdJobs?.settle();
    await createdJobs?.stop().catch(() => {});
    await redis?.close();
    await database.close().catch(() => {});
    throw error;
  }
}

/** Every module's figures for monitoring, gathered at once (each module counts its own collections). */
async function collectMetrics(parts: ModuleParts[]): Promise<Partial<ModuleMetrics>> {
  const figures = await Promise.all(parts.map((p) => p.metrics?.() ?? {}));
  return Object.assign({}, ...figures) as Partial<ModuleMetrics>;
}

/**
 * Bounded patience with slow clients, so a slow-loris (headers or a body dribbled a byte at a
 * time) cannot hold connections for minutes: Node answers 408 and closes once the headers or the
 * whole request take longer than allowed. The request timeout is sized for the largest upload
 * (ten 10MB files) on an ordinary connection. Node checks these on an interval, kept to a quarter
 * of the headers timeout so the bound is close to what is configured.
 */
function createHttpServer(limits: AppConfig['http'], listener: http.RequestListener): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(2_000, Math.max(100, Math.floor(limits.headersTimeoutMs / 4))),
    },
    listener,
  );
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  return server;
}

/**
 * Stop taking new connections, let in-flight requests finish (bounded by a timeout), close sockets,
 * stop the job scheduler (running jobs are unlocked for another node), then close the database.
 */
async function gracefulStop(deps: {
  httpServer: http.Server;
  closeIo: () => Promise<void>;
  jobs: Jobs;
  database: Database;
  redis: RedisConnection | undefined;
  logger: Logger;
  timeoutMs: number;
  events: EventBus;
  stopModules: () => Promise<void>;
}): Promise<void> {
  const { httpServer, closeIo, jobs, database, redis, logger, timeoutMs, events, stopModules } = deps;
  logger.info('shutting down');
  const httpClosed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
  httpServer.closeIdleConnections();
  const idleSweep = setInterval(() => httpServer.closeIdleConnections(), 100);
  const forceTimer = setTimeout(() => {
    logger.warn('in-flight requests did not finish in time; closing their connections');
    httpServer.closeAllConnections();
  }, timeoutMs);
  try {
    await closeIo();
    await httpClosed;
  } finally {
    clearInterval(idleSweep);
    clearTimeout(forceTimer);
  }
  await jobs.stop().catch((err: unknown) => logger.error({ err }, 'job scheduler did not stop cleanly'));
  // Handlers of events published by the last requests and jobs finish their writes first.
  await events.idle();
  await stopModules();
  await redis?.close();
  await database.close();
  logger.info('stopped');
}
