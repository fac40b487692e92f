/**
 * Operator monitoring: plan limits, alert and recommendation rules, health badges and the wire
 * shapes, without zod (the dashboard's bundle imports only these). Spec 000 sections 3, 4 and 9.
 */

/** Spec 000 section 9: storage 10 GB, users 10,000, API requests 100,000 per day. */
export const MONITORING_LIMITS = {
  storageBytes: 10 * 1024 * 1024 * 1024,
  users: 10_000,
  apiRequestsPerDay: 100_000,
} as const;

/** The API counter's day starts at midnight in the firm's time zone. */
export const MONITORING_TIME_ZONE = 'America/New_York';

/** The live stream's cadence while anyone watches (the history's sampling interval is the server's MONITORING_SAMPLE_SECONDS). */
export const MONITORING_STREAM_INTERVAL_MS = 1_000;
/** How long history samples are kept (the day chart needs one day; a week leaves room to compare). */
export const MONITORING_RETENTION_DAYS = 7;

export const USAGE_ALERT_TYPES = ['high_usage', 'limit_warning', 'limit_exceeded'] as const;
export type TUsageAlertType = (typeof USAGE_ALERT_TYPES)[number];

export const USAGE_RESOURCES = ['users', 'storage', 'api_requests'] as const;
export type TUsageResource = (typeof USAGE_RESOURCES)[number];

export const RESOURCE_LABELS: Record<TUsageResource, string> = {
  users: 'Total users',
  storage: 'Database storage',
  api_requests: 'API requests today',
};

/**
 * Percent of the limit above which each alert type is open (limit_exceeded from the limit itself).
 * Each type is its own alert: at 95% a resource has an open high_usage and an open limit_warning.
 */
export const ALERT_THRESHOLDS: Record<TUsageAlertType, number> = {
  high_usage: 75,
  limit_warning: 90,
  limit_exceeded: 100,
};

/** Spec 000 section 4: limit_exceeded red, limit_warning yellow, high_usage blue, other gray. */
export const ALERT_COLORS = { limit_exceeded: 'red', limit_warning: 'yellow', high_usage: 'blue' } as const;
export type TAlertColor = 'red' | 'yellow' | 'blue' | 'gray';
export const alertColor = (alertType: string): TAlertColor => (ALERT_COLORS as Record<string, TAlertColor>)[alertType] ?? 'gray';

export const alertTypeLabel = (alertType: string) =>
  ({ high_usage: 'High usage', limit_warning: 'Limit warning', limit_exceeded: 'Limit exceeded' })[alertType] ?? alertType;

/** Whether an alert of `type` is open at `percent` of the limit. */
export function alertOpenAt(type: TUsageAlertType, percent: number): boolean {
  const threshold = ALERT_THRESHOLDS[type];
  return type === 'limit_exceeded' ? percent >= threshold : percent > threshold;
}

export type TUsageAlert = {
  id: string;
  alertType: TUsageAlertType;
  resource: TUsageResource;
  currentValue: number;
  limitValue: number;
  threshold: number;
  message: string;
  isResolved: boolean;
  createdAt: string;
  resolvedAt: string | null;
};

export function alertMessage(type: TUsageAlertType, resource: TUsageResource, current: number, limit: number): string {
  const figures = resource === 'storage' ? `${formatBytes(current)} of ${formatBytes(limit)}` : `${current.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')}`;
  const pct = formatPercent(percentOf(current, limit));
  if (type === 'limit_exceeded') return `${RESOURCE_LABELS[resource]} reached the limit: ${figures} (${pct}).`;
  if (type === 'limit_warning') return `${RESOURCE_LABELS[resource]} above 90% of the limit: ${figures} (${pct}).`;
  return `${RESOURCE_LABELS[resource]} above 75% of the limit: ${figures} (${pct}).`;
}

/**
 * The measured figures: the spec's summary fields (totalUsers, totalPosts, totalComments,
 * apiRequestsToday, storageUsed in bytes, premiumUsers) and the live ones the page shows. This is
 * also the whole payload of the once-a-second `monitoring:update` (numbers only; the page derives
 * percentages, badges and recommendations with the functions below).
 */
export type TMonitoringFigures = {
  /** Epoch milliseconds when measured. */
  at: number;
  totalUsers: number;
  premiumUsers: number;
  totalPosts: number;
  totalComments: number;
  apiRequestsToday: number;
  storageUsed: number;
  /** Socket.IO connections on the node that measured. */
  sockets: number;
  /** Event-loop delay on that node since its previous measurement (p99, ms). */
  eventLoopLagMs: number;
  /** Resident memory of that node's process (bytes). */
  memoryRss: number;
  heapUsed: number;
  /** p95 duration of that node's recent HTTP requests (ms). */
  requestLatencyP95Ms: number;
  liveSessions: number;
  liveAttendees: number;
  /** Compliance scans waiting for a browser slot, and those being scanned now (the whole cluster's). */
  scansQueued: number;
  scansRunning: number;
  /** SMS campaigns sending now. */
  campaignsSending: number;
  /** What the server's own checks found wrong; empty while everything passes. */
  problems: string[];
};

export type TUsagePercents = { users: number; premiumConversion: number; storage: number; api: number };

export const percentOf = (value: number, limit: number) => (limit > 0 ? (value / limit) * 100 : 0);

export function usagePercents(f: Pick<TMonitoringFigures, 'totalUsers' | 'premiumUsers' | 'storageUsed' | 'apiRequestsToday'>): TUsagePercents {
  return {
    users: percentOf(f.totalUsers, MONITORING_LIMITS.users),
    premiumConversion: percentOf(f.premiumUsers, f.totalUsers),
    storage: percentOf(f.storageUsed, MONITORING_LIMITS.storageBytes),
    api: percentOf(f.apiRequestsToday, MONITORING_LIMITS.apiRequestsPerDay),
  };
}

export type TBadgeTone = 'success' | 'warning' | 'error';
export type THealthBadge = { label: string; tone: TBadgeTone };
export type THealth = { database: THealthBadge; api: THealthBadge; platform: THealthBadge };

/**
 * Spec 000 section 4: Database 'High Usage' above 90% storage else 'Healthy'; API 'High Load' above
 * 90% of the daily limit else 'Normal'. Platform Status is 'Operational' only while the server's own
 * checks pass (the original always said so); otherwise it names what is wrong.
 */
export function healthBadges(p: Pick<TUsagePercents, 'storage' | 'api'>, problems: string[]): THealth {
  return {
    database: p.storage > 90 ? { label: 'High Usage', tone: 'error' } : { label: 'Healthy', tone: 'success' },
    api: p.api > 90 ? { label: 'High Load', tone: 'warning' } : { label: 'Normal', tone: 'success' },
    platform: problems.length ? { label: problems.join('; '), tone: 'error' } : { label: 'Operational', tone: 'success' },
  };
}

export type TRecommendation = { id: 'storage' | 'api' | 'community' | 'optimal'; title: string; text: string; tone: 'warning' | 'info' | 'success' };

/** Spec 000 section 9. */
export function recommendations(p: Pick<TUsagePercents, 'storage' | 'api' | 'users'>): TRecommendation[] {
  const out: TRecommendation[] = [];
  if (p.storage > 75)
    out.push({ id: 'storage', title: 'Storage Warning', text: 'Database storage is above 75% of the 10 GB limit. Archive old data or plan a storage upgrade.', tone: 'warning' });
  if (p.api > 75)
    out.push({ id: 'api', title: 'High API Usage', text: 'API requests today are above 75% of the daily limit. Consider caching or rate limiting heavy clients.', tone: 'warning' });
  if (p.users > 50)
    out.push({ id: 'community', title: 'Growing Community', text: 'Your community is growing: more than half of the 10,000-user limit. Plan for a higher user tier.', tone: 'info' });
  if (p.storage < 50 && p.api < 50 && p.users < 50)
    out.push({ id: 'optimal', title: 'System Running Optimally', text: 'Storage, API requests and users are all below 50% of their limits.', tone: 'success' });
  return out;
}

export type TMonitoringSummary = TMonitoringFigures & {
  commentsPerPost: number;
  limits: typeof MONITORING_LIMITS;
  percents: TUsagePercents;
  health: THealth;
  recommendations: TRecommendation[];
};

export function summarize(f: TMonitoringFigures): TMonitoringSummary {
  const percents = usagePercents(f);
  return {
    ...f,
    commentsPerPost: f.totalPosts ? f.totalComments / f.totalPosts : 0,
    limits: MONITORING_LIMITS,
    percents,
    health: healthBadges(percents, f.problems),
    recommendations: recommendations(percents),
  };
}

/** GET /api/monitoring */
export type TMonitoringResponse = { summary: TMonitoringSummary; alerts: TUsageAlert[] };

export const HISTORY_RANGES = ['hour', 'day'] as const;
export type THistoryRange = (typeof HISTORY_RANGES)[number];
/** The series the history charts draw (one system_metrics row per name per sample). */
export const HISTORY_METRICS = ['totalUsers', 'apiRequestsToday', 'sockets', 'memoryRss', 'eventLoopLagMs', 'requestLatencyP95Ms', 'liveAttendees'] as const;
export type THistoryMetric = (typeof HISTORY_METRICS)[number];
export type THistoryPoint = { at: number } & Record<THistoryMetric, number>;
/** GET /api/monitoring/history?range=hour|day */
export type TMonitoringHistory = { range: THistoryRange; points: THistoryPoint[] };

export type MonitoringEvents = {
  /** About once a second while anyone is in the `monitoring` room (volatile). */
  'monitoring:update': (figures: TMonitoringFigures) => void;
  /** The open alerts after an evaluation changed them. */
  'monitoring:alerts': (alerts: TUsageAlert[]) => void;
};

export function formatPercent(pct: number): string {
  if (pct > 0 && pct < 0.1) return '<0.1%';
  return `${pct.toFixed(1)}%`;
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? v.toFixed(0) : v.toFixed(v < 10 ? 2 : 1)} ${units[i]}`;
}
