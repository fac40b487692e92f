import express, { type Express, Router } from 'express';
import helmet from 'helmet';
import compression from 'compression';
import { pinoHttp } from 'pino-http';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { RedisConnection } from './db/redis';
import type { Logger } from './logger';
import { apiNotFound, errorMiddleware } from './http/error-middleware';
import { crossOriginProtection } from './http/csrf';
import { keepWebhookRawBody } from './http/raw-body';
import { loadUser } from './http/guards';
import { spaRouter } from './http/spa';
import type { SessionMiddleware } from './http/session';
import { sessionsWithReadFastPath } from './http/read-only-session';
import type { ModuleParts } from './modules/module';
import type { UsersService } from './modules/auth/users.service';

export type AppDeps = {
  config: AppConfig;
  logger: Logger;
  database: Database;
  /** Set on a cluster (REDIS_URL). */
  redis?: RedisConnection;
  sessions: SessionMiddleware;
  users: UsersService;
  parts: ModuleParts[];
  /** Extra routes mounted before the fallbacks (tests use it for probes such as a slow request). */
  configure?: (app: Express) => void;
};

const MEDIA_DIR = fileURLToPath(new URL('../media', import.meta.url));

export function trustedOrigins(config: Pick<AppConfig, 'publicUrl' | 'isProduction' | 'port'>): string[] {
  const origins = config.publicUrl ? [config.publicUrl] : [];
  if (!config.isProduction) origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return origins;
}

export function createApp(deps: AppDeps): Express {
  const { config, logger, database, redis, sessions, users, parts } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  // API answers are `Cache-Control: no-store`, so an ETag (a SHA-1 of every body) would never be
  // used; static files get theirs from express.static.
  app.set('etag', false);

  for (const middleware of parts.flatMap((p) => p.httpMiddleware ?? [])) app.use(middleware);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics' },
      // One compact line per request; headers (cookies, CSP) stay out of the logs.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  // same-origin-allow-popups, not helmet's same-origin: the Google Calendar popup must keep its
  // `opener` to report back (a same-origin policy severs it at the first cross-origin page).
  app.use(helmet({ contentSecurityPolicy: { directives: cspDirectives(config) }, hsts: config.isProduction, crossOriginEmbedderPolicy: false, crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' } }));
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // The balancer sends traffic only to nodes that can reach both stores; both clients reconnect by themselves.
  app.get('/readyz', async (_req, res) => {
    try {
      await database.ping();
    } catch {
      return res.status(503).json({ status: 'unavailable', message: 'Database not reachable' });
    }
    try {
      await redis?.ping();
    } catch {
      return res.status(503).json({ status: 'unavailable', message: 'Redis not reachable' });
    }
    res.json({ status: 'ready' });
  });

  // Training media (narrated videos, captions, transcripts); range requests let players seek. Who
  // may fetch a file is the modules' call (members-only and premium videos), so the viewer is
  // loaded first, and browsers may keep a copy but shared caches may not.
  app.use(
    '/media',
    sessionsWithReadFastPath(sessions, sessions.store, config.sessionSecret),
    loadUser(users.findById),
    ...parts.flatMap((p) => p.mediaAccess ?? []),
    express.static(MEDIA_DIR, {
      maxAge: '7d',
      index: false,
      fallthrough: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'private, max-age=604800'),
    }),
  );

  for (const part of parts) if (part.rootRoutes) app.use(part.rootRoutes);

  const api = Router();
  api.use(express.json({ limit: config.jsonBodyLimit, verify: keepWebhookRawBody }));
  api.use(crossOriginProtection(trustedOrigins(config)));
  api.use(sessionsWithReadFastPath(sessions, sessions.store, config.sessionSecret));
  api.use(loadUser(users.findById));
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  for (const part of parts) if (part.routes) api.use(part.routes);
  deps.configure?.(app);
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(spaRouter(config.webDistDir, { pageData: parts.flatMap((p) => p.pageData ?? []), pageDataBudgetMs: config.pageDataBudgetMs, logger }));
  app.use(errorMiddleware);
  return app;
}

function cspDirectives(config: AppConfig): Record<string, string[] | null> {
  // Without Zoom, live sessions embed their Jitsi meeting: its IFrame API script and the meeting frame come from that server.
  const jitsi = config.zoom ? [] : [`https://${config.jitsiDomain}`];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...jitsi],
    'frame-src': ["'self'", ...jitsi],
    // MUI's emotion injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'upgrade-insecure-requests': config.isProduction && config.cookieSecure ? [] : null,
  };
}

