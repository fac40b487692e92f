import type { Model } from 'mongoose';
import {
  ALERT_THRESHOLDS,
  MONITORING_LIMITS,
  USAGE_ALERT_TYPES,
  alertMessage,
  alertOpenAt,
  percentOf,
  type TMonitoringFigures,
  type TUsageAlert,
  type TUsageResource,
} from '@app/shared-types/monitoring';
import { toIso } from '../../db/define-model';
import type { IUsageAlert } from './monitoring.models';

export const toAlertDTO = (a: IUsageAlert): TUsageAlert => ({
  id: a._id.toString(),
  alertType: a.alertType,
  resource: a.resource,
  currentValue: a.currentValue,
  limitValue: a.limitValue,
  threshold: a.threshold,
  message: a.message,
  isResolved: a.isResolved,
  createdAt: a.createdAt.toISOString(),
  resolvedAt: toIso(a.resolvedAt),
});

/** The three resources with plan limits and where their current value is in the figures. */
export function resourceReadings(f: Pick<TMonitoringFigures, 'totalUsers' | 'storageUsed' | 'apiRequestsToday'>): { resource: TUsageResource; current: number; limit: number }[] {
  return [
    { resource: 'users', current: f.totalUsers, limit: MONITORING_LIMITS.users },
    { resource: 'storage', current: f.storageUsed, limit: MONITORING_LIMITS.storageBytes },
    { resource: 'api_requests', current: f.apiRequestsToday, limit: MONITORING_LIMITS.apiRequestsPerDay },
  ];
}

/**
 * Opens an alert when a resource crosses a threshold and resolves it when the resource falls back.
 * The partial unique index keeps one open alert per resource and type even when two nodes evaluate
 * at once: the second insert fails with a duplicate key and is ignored.
 */
export function createAlertsService(Alerts: Model<IUsageAlert>) {
  async function open(): Promise<TUsageAlert[]> {
    const rows = await Alerts.find({ isResolved: false }).sort({ createdAt: -1, _id: -1 }).lean<IUsageAlert[]>();
    return rows.map(toAlertDTO);
  }

  /** Brings the stored alerts in line with `figures`; returns whether anything changed. */
  async function evaluate(figures: Pick<TMonitoringFigures, 'totalUsers' | 'storageUsed' | 'apiRequestsToday'>, now = new Date()): Promise<boolean> {
    let changed = false;
    for (const { resource, current, limit } of resourceReadings(figures)) {
      const percent = percentOf(current, limit);
      for (const alertType of USAGE_ALERT_TYPES) {
        if (alertOpenAt(alertType, percent)) {
          const message = alertMessage(alertType, resource, current, limit);
          const kept = await Alerts.updateOne({ resource, alertType, isResolved: false }, { $set: { currentValue: current, message } });
          if (kept.matchedCount) continue;
          try {
            await Alerts.create({ alertType, resource, currentValue: current, limitValue: limit, threshold: ALERT_THRESHOLDS[alertType], message });
            changed = true;
          } catch (err) {
            if ((err as { code?: number }).code !== 11000) throw err;
          }
        } else {
          const resolved = await Alerts.updateMany({ resource, alertType, isResolved: false }, { $set: { isResolved: true, resolvedAt: now, currentValue: current } });
          if (resolved.modifiedCount) changed = true;
        }
      }
    }
    return changed;
  }

  return { open, evaluate };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
