import { hostname } from 'node:os';
import type { Model } from 'mongoose';
import {
  HISTORY_METRICS,
  summarize,
  type THistoryPoint,
  type THistoryRange,
  type TMonitoringFigures,
  type TMonitoringHistory,
  type TMonitoringResponse,
} from '@app/shared-types/monitoring';
import type { AlertsService } from './alerts.service';
import type { Figures } from './figures';
import type { MonitoringEvents } from './monitoring.events';
import type { ISystemMetric } from './monitoring.models';

/** The figures stored per sample, by metricType (usage: against plan limits or activity; system: this node). */
const SAMPLED: Record<Exclude<keyof TMonitoringFigures, 'at' | 'problems'>, 'usage' | 'system'> = {
  totalUsers: 'usage',
  premiumUsers: 'usage',
  totalPosts: 'usage',
  totalComments: 'usage',
  apiRequestsToday: 'usage',
  storageUsed: 'usage',
  liveSessions: 'usage',
  liveAttendees: 'usage',
  scansQueued: 'usage',
  scansRunning: 'usage',
  campaignsSending: 'usage',
  sockets: 'system',
  eventLoopLagMs: 'system',
  memoryRss: 'system',
  heapUsed: 'system',
  requestLatencyP95Ms: 'system',
};

const RANGE_MS: Record<THistoryRange, number> = { hour: 3_600_000, day: 86_400_000 };
/** The day chart shows one point per 5 minutes (288), the hour chart every sample. */
const BUCKET_MS: Record<THistoryRange, number> = { hour: 0, day: 300_000 };
const NODE = `${hostname()}:${process.pid}`;

export function createMonitoringService({ Metrics, figures, alerts, events }: { Metrics: Model<ISystemMetric>; figures: Figures; alerts: AlertsService; events: MonitoringEvents }) {
  async function overview(): Promise<TMonitoringResponse> {
    const [measured, open] = await Promise.all([figures.measure(), alerts.open()]);
    return { summary: summarize(measured), alerts: open };
  }

  /** One sample into system_metrics, then the alerts brought in line (the recurring job, once per cluster). */
  async function sample(now = new Date()): Promise<void> {
    const measured = await figures.measure();
    const rows = Object.entries(SAMPLED).map(([metricName, metricType]) => ({
      metricType,
      metricName,
      value: measured[metricName as keyof typeof SAMPLED],
      metadata: metricType === 'system' ? { node: NODE } : null,
      timestamp: now,
    }));
    await Metrics.insertMany(rows);
    if (await alerts.evaluate(measured, now)) events.alertsChanged(await alerts.open());
  }

  async function history(range: THistoryRange, now = Date.now()): Promise<TMonitoringHistory> {
    const rows = await Metrics.find({ metricName: { $in: HISTORY_METRICS }, timestamp: { $gte: new Date(now - RANGE_MS[range]) } }, { metricName: 1, value: 1, timestamp: 1 })
      .sort({ timestamp: 1 })
      .lean<Pick<ISystemMetric, 'metricName' | 'value' | 'timestamp'>[]>();
    const bucket = BUCKET_MS[range];
    const points = new Map<number, THistoryPoint>();
    for (const row of rows) {
      const t = row.timestamp.getTime();
      const at = bucket ? t - (t % bucket) : t;
      let point = points.get(at);
      if (!point) {
        point = { at, ...(Object.fromEntries(HISTORY_METRICS.map((m) => [m, 0])) as Omit<THistoryPoint, 'at'>) };
        points.set(at, point);
      }
      // Within a bucket the latest sample stands for it (rows come in time order).
      point[row.metricName as (typeof HISTORY_METRICS)[number]] = row.value;
    }
    return { range, points: [...points.values()] };
  }

  return { overview, sample, history };
}

export type MonitoringService = ReturnType<typeof createMonitoringService>;
