import { Schema, type Types } from 'mongoose';
import { MONITORING_RETENTION_DAYS, USAGE_ALERT_TYPES, USAGE_RESOURCES, type TUsageAlert } from '@app/shared-types/monitoring';
import { defineModel } from '../../db/define-model';
import { maxChars } from '../../db/text-limits';
import type { StoredShape } from '../../db/stored-shape';

/** A stored metric name or type is a short identifier; an alert message a sentence. */
export const MONITORING_TEXT_LIMITS = { metricName: 100, metricType: 50, alertMessage: 500 } as const;

/** system_metrics (spec 000): one row per metric per sample, kept MONITORING_RETENTION_DAYS days. */
export interface ISystemMetric {
  _id: Types.ObjectId;
  metricType: string;
  metricName: string;
  value: number;
  metadata: Record<string, unknown> | null;
  timestamp: Date;
}

const systemMetricSchema = new Schema<ISystemMetric>(
  {
    metricType: { type: String, required: true, validate: maxChars(MONITORING_TEXT_LIMITS.metricType) },
    metricName: { type: String, required: true, validate: maxChars(MONITORING_TEXT_LIMITS.metricName) },
    value: { type: Number, required: true },
    metadata: { type: Schema.Types.Mixed, default: null },
    timestamp: { type: Date, required: true },
  },
  { collection: 'system_metrics', versionKey: false },
);
// Retention: the database drops samples older than the limit (MongoDB's TTL monitor; embedded-mongo's too).
systemMetricSchema.index({ timestamp: 1 }, { expireAfterSeconds: MONITORING_RETENTION_DAYS * 86_400, name: 'retention' });
systemMetricSchema.index({ metricName: 1, timestamp: 1 });

/** usage_alerts (spec 000). At most one open alert per resource and type (partial unique index). */
export type IUsageAlert = StoredShape<TUsageAlert, 'resolvedAt' | 'createdAt'>;

const usageAlertSchema = new Schema<IUsageAlert>(
  {
    alertType: { type: String, enum: USAGE_ALERT_TYPES, required: true },
    resource: { type: String, enum: USAGE_RESOURCES, required: true },
    currentValue: { type: Number, required: true },
    limitValue: { type: Number, required: true },
    threshold: { type: Number, required: true },
    message: { type: String, required: true, validate: maxChars(MONITORING_TEXT_LIMITS.alertMessage) },
    isResolved: { type: Boolean, default: false },
    resolvedAt: { type: Date, default: null },
  },
  { collection: 'usage_alerts', timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
usageAlertSchema.index({ resource: 1, alertType: 1 }, { unique: true, name: 'one_open_alert', partialFilterExpression: { isResolved: false } });
usageAlertSchema.index({ isResolved: 1, createdAt: -1 });

/** API requests counted per day in the firm's time zone (`_id` is the date, YYYY-MM-DD). */
export interface IApiRequestDay {
  _id: string;
  count: number;
}

const apiRequestDaySchema = new Schema<IApiRequestDay>({ _id: { type: String, required: true }, count: { type: Number, default: 0 } }, { collection: 'api_request_days', versionKey: false });

export const systemMetricModel = defineModel<ISystemMetric>('SystemMetric', systemMetricSchema);
export const usageAlertModel = defineModel<IUsageAlert>('UsageAlert', usageAlertSchema);
export const apiRequestDayModel = defineModel<IApiRequestDay>('ApiRequestDay', apiRequestDaySchema);
