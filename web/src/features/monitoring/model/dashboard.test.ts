import { describe, expect, it } from 'vitest';
import type { TMonitoringFigures } from '@app/shared-types/monitoring/model';
import { applyOverview, applyUpdate, initialDashboardState, LIVE_POINT_SPACING_MS } from './dashboard';

const figures = (at: number, totalUsers = 10): TMonitoringFigures => ({
  at,
  totalUsers,
  premiumUsers: 1,
  totalPosts: 2,
  totalComments: 3,
  apiRequestsToday: 100,
  storageUsed: 1000,
  sockets: 1,
  eventLoopLagMs: 0,
  memoryRss: 1,
  heapUsed: 1,
  requestLatencyP95Ms: 1,
  liveSessions: 0,
  liveAttendees: 0,
  scansQueued: 3,
  scansRunning: 2,
  campaignsSending: 1,
  problems: [],
});

describe('monitoring dashboard state', () => {
  it('shows each update at once and keeps at most one chart point per spacing interval', () => {
    let s = initialDashboardState;
    const t0 = 1_000_000_000;
    for (let i = 0; i < 30; i++) s = applyUpdate(s, figures(t0 + i * 1000, 10 + i));
    expect(s.figures?.totalUsers).toBe(39);
    const points = s.history.hour;
    expect(points.at(-1)!.totalUsers).toBe(39);
    expect(points.length).toBeLessThanOrEqual(30_000 / LIVE_POINT_SPACING_MS + 2);
    for (let i = 1; i < points.length - 1; i++) expect(points[i]!.at - points[i - 1]!.at).toBeGreaterThanOrEqual(LIVE_POINT_SPACING_MS);
  });

  it('drops points older than an hour and ignores an update older than the one shown', () => {
    let s = applyUpdate(initialDashboardState, figures(0));
    s = applyUpdate(s, figures(3_700_000, 20));
    expect(s.history.hour.map((p) => p.at)).toEqual([3_700_000]);
    expect(applyUpdate(s, figures(3_600_000, 5))).toBe(s);
  });

  it('replaces the figures and alerts with a fresh snapshot', () => {
    const s = applyOverview(applyUpdate(initialDashboardState, figures(1)), { summary: { ...figures(2, 99) } as never, alerts: [] });
    expect(s.figures?.totalUsers).toBe(99);
    expect(s.status).toBe('ready');
  });
});
