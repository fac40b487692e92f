import { createHash, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import type { TMonitoringFigures } from '@app/shared-types/monitoring';
import type { Figures } from './figures';
import type { HttpMetrics } from './http-metrics';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Scrapes closer together than this share one measurement (several Prometheus replicas). */
const REUSE_MS = 1_000;

/**
 * GET /metrics in Prometheus' text format for a scraper holding METRICS_TOKEN (Authorization:
 * Bearer). Without a configured token the endpoint does not exist (404), so nothing about the
 * process is public by default.
 */
export function metricsRoutes({ token, http, figures }: { token: string | undefined; http: HttpMetrics; figures: Figures }): Router {
  const router = Router();
  if (!token) {
    router.get('/metrics', (_req, res) => {
      res.status(404).json({ message: 'Metrics are off: set METRICS_TOKEN to enable them', code: 'NOT_FOUND' });
    });
    return router;
  }
  const expected = digest(token);

  const usage = http.gauge('app_usage', 'Usage against the plan (users, premium_users, posts, comments, api_requests_today, storage_bytes, live_sessions, live_attendees)', ['resource']);
  const sockets = http.gauge('socketio_connected_sockets', 'Socket.IO connections on this node');
  let last: TMonitoringFigures | null = null;

  router.get('/metrics', async (req, res) => {
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!given || !timingSafeEqual(digest(given), expected)) {
      res.status(401).set('WWW-Authenticate', 'Bearer realm="metrics"').json({ message: 'A valid metrics token is required', code: 'UNAUTHENTICATED' });
      return;
    }
    if (!last || Date.now() - last.at > REUSE_MS) last = await figures.measure({ fresh: false });
    const f = last;
    const values: Record<string, number> = {
      users: f.totalUsers,
      premium_users: f.premiumUsers,
      posts: f.totalPosts,
      comments: f.totalComments,
      api_requests_today: f.apiRequestsToday,
      storage_bytes: f.storageUsed,
      live_sessions: f.liveSessions,
      live_attendees: f.liveAttendees,
      scans_queued: f.scansQueued,
      scans_running: f.scansRunning,
    };
    for (const [resource, value] of Object.entries(values)) usage.set({ resource }, value);
    sockets.set(f.sockets);
    res.set('Content-Type', http.registry.contentType).set('Cache-Control', 'no-store').send(await http.registry.metrics());
  });
  return router;
}
