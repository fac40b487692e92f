import type { THistoryPoint, THistoryRange, TMonitoringFigures, TMonitoringResponse, TUsageAlert } from '@app/shared-types/monitoring/model';

/** The live hour chart keeps one streamed point per this interval (an hour of seconds would be 3,600 SVG points). */
export const LIVE_POINT_SPACING_MS = 10_000;
const HOUR_MS = 3_600_000;

export type TDashboardState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  figures: TMonitoringFigures | null;
  alerts: TUsageAlert[];
  history: Record<THistoryRange, THistoryPoint[]>;
};

export const initialDashboardState: TDashboardState = { status: 'idle', error: null, figures: null, alerts: [], history: { hour: [], day: [] } };

export const beginLoad = (s: TDashboardState): TDashboardState => ({ ...s, status: s.figures ? s.status : 'loading', error: null });

export const applyOverview = (s: TDashboardState, r: TMonitoringResponse): TDashboardState => ({ ...s, status: 'ready', error: null, figures: r.summary, alerts: r.alerts });

export const applyLoadError = (s: TDashboardState, error: string): TDashboardState => ({ ...s, status: s.figures ? s.status : 'error', error });

export const applyAlerts = (s: TDashboardState, alerts: TUsageAlert[]): TDashboardState => ({ ...s, alerts });

export const applyHistory = (s: TDashboardState, range: THistoryRange, points: THistoryPoint[]): TDashboardState => ({
  ...s,
  history: { ...s.history, [range]: points },
});

const toPoint = (f: TMonitoringFigures): THistoryPoint => ({
  at: f.at,
  totalUsers: f.totalUsers,
  apiRequestsToday: f.apiRequestsToday,
  sockets: f.sockets,
  memoryRss: f.memoryRss,
  eventLoopLagMs: f.eventLoopLagMs,
  requestLatencyP95Ms: f.requestLatencyP95Ms,
  liveAttendees: f.liveAttendees,
});

/**
 * A streamed update: the cards show it at once; the hour chart gets it as its newest point (the
 * previous newest is kept only if it is LIVE_POINT_SPACING_MS older than the one before it), and
 * points older than an hour drop off. An update older than what is shown is ignored.
 */
export function applyUpdate(s: TDashboardState, f: TMonitoringFigures): TDashboardState {
  if (s.figures && f.at < s.figures.at) return s;
  const hour = s.history.hour.filter((p) => p.at > f.at - HOUR_MS && p.at < f.at);
  const last = hour.at(-1);
  const beforeLast = hour.at(-2);
  if (last && beforeLast && last.at - beforeLast.at < LIVE_POINT_SPACING_MS) hour.pop();
  hour.push(toPoint(f));
  return { ...s, status: 'ready', figures: f, history: { ...s.history, hour } };
}
