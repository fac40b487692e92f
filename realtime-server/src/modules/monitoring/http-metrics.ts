import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Duration buckets (seconds) around what members notice: tens of ms to a few seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** How many recent request durations the dashboard's p95 latency is computed from. */
const RECENT_DURATIONS = 1024;

/**
 * The route template Express matched (`/api/posts/:id`), never the raw path: a label per URL would
 * let anyone grow the series without bound. Requests no route took (404s, the web app's files,
 * socket.io's polling) are folded into a few fixed names.
 */
export function routeLabel(req: Request): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  const url = req.originalUrl;
  if (url.startsWith('/api/') || url === '/api') return '/api/unmatched';
  if (url.startsWith('/media/')) return '/media';
  if (url.startsWith('/assets/')) return '/assets';
  return 'unmatched';
}

/**
 * One prom-client registry per app (tests run several apps in one process): default Node metrics,
 * HTTP request duration by method, route template and status, and gauges the module sets.
 */
export function createHttpMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const recent = new Float64Array(RECENT_DURATIONS);
  let recentCount = 0;

  const middleware: RequestHandler = (req, res, next) => {
    const start = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      // Methods are a fixed set; an invented one is folded so it cannot add series either.
      const method = KNOWN_METHODS.has(req.method) ? req.method : 'OTHER';
      httpDuration.observe({ method, route: routeLabel(req), status_code: String(res.statusCode) }, seconds);
      recent[recentCount++ % RECENT_DURATIONS] = seconds * 1000;
    });
    next();
  };

  /** p95 of the recent request durations in ms (0 before any request). */
  function latencyP95Ms(): number {
    const n = Math.min(recentCount, RECENT_DURATIONS);
    if (!n) return 0;
    const sorted = Array.from(recent.subarray(0, n)).sort((a, b) => a - b);
    return sorted[Math.min(n - 1, Math.floor(n * 0.95))]!;
  }

  const gauge = (name: string, help: string, labelNames: string[] = []) => new Gauge({ name, help, labelNames, registers: [registry] });
  const counter = (name: string, help: string) => new Counter({ name, help, registers: [registry] });

  return { registry, middleware, latencyP95Ms, gauge, counter };
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export type HttpMetrics = ReturnType<typeof createHttpMetrics>;
