import { Schema, type Types } from 'mongoose';
import { defineModel } from '../../db/define-model';

/**
 * How a notification left (or waits to leave) by email or SMS: one message per notification effect
 * and channel, its receipt written before it is queued and claimed before it is sent.
 */
export const DELIVERY_CHANNELS = ['email', 'sms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * `pending`: queued; `sending`: claimed by a send; `outbox`: stored in the mail outbox (no SMTP), never
 * "sent"; `queued`/`sent`: the SMS provider's answer; `simulated`: the SMS provider is the simulator,
 * so nothing left this server; `failed`: given up (`detail` says why).
 */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'outbox', 'queued', 'simulated', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface INotificationDelivery {
  _id: Types.ObjectId;
  /** `<channel>:<kind>:<effect key>:<recipient>`: unique, so nobody gets the same event twice on a channel. */
  key: string;
  channel: DeliveryChannel;
  recipientId: Types.ObjectId;
  notificationId: Types.ObjectId | null;
  status: DeliveryStatus;
  /** Why it failed, or the provider's message id. */
  detail: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<INotificationDelivery>(
  {
    key: { type: String, required: true },
    channel: { type: String, enum: DELIVERY_CHANNELS, required: true },
    recipientId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    notificationId: { type: Schema.Types.ObjectId, default: null },
    status: { type: String, enum: DELIVERY_STATUSES, required: true },
    detail: { type: String, default: null },
  },
  { collection: 'notification_deliveries', timestamps: true, versionKey: false },
);
schema.index({ key: 1 }, { unique: true, name: 'once_per_channel' });
schema.index({ recipientId: 1 });

export const notificationDeliveryModel = defineModel<INotificationDelivery>('NotificationDelivery', schema);

/** notification_digests: one per recipient and day (the firm's calendar day), so a digest goes out once a day. */
export interface INotificationDigest {
  _id: Types.ObjectId;
  recipientId: Types.ObjectId;
  /** YYYY-MM-DD in the firm's time zone. */
  day: string;
  items: number;
  status: 'sending' | 'sent' | 'outbox' | 'empty' | 'no-email';
  createdAt: Date;
}

const digestSchema = new Schema<INotificationDigest>(
  {
    recipientId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    day: { type: String, required: true },
    items: { type: Number, default: 0 },
    status: { type: String, enum: ['sending', 'sent', 'outbox', 'empty', 'no-email'], default: 'sending' },
    createdAt: { type: Date, required: true },
  },
  { collection: 'notification_digests', versionKey: false },
);
digestSchema.index({ recipientId: 1, day: 1 }, { unique: true, name: 'one_digest_per_day' });

export const notificationDigestModel = defineModel<INotificationDigest>('NotificationDigest', digestSchema);
