import { Schema, type Types } from 'mongoose';
import { defineModel } from '../../db/define-model';

/**
 * How a notification left (or waits to leave) on one channel:
 * - inApp: the receipt of one actor's effect on a grouped row (a retried like is not counted twice);
 * - email / sms: one message per notification effect and channel (claimed before it is sent);
 * - digest: an item waiting for the recipient's daily digest (claimed by exactly one digest).
 */
export const DELIVERY_CHANNELS = ['inApp', 'email', 'sms', 'digest'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * `sending`: claimed, not finished; `outbox`: stored in the mail outbox (no SMTP), never "sent";
 * `simulated`: the SMS provider is the simulator, so nothing left this server; `failed`: given up.
 */
export const DELIVERY_STATUSES = ['done', 'sending', 'sent', 'outbox', 'queued', 'simulated', 'failed', 'pending'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface INotificationDelivery {
  _id: Types.ObjectId;
  /** `<channel>:<effect key>:<recipient>`: unique, so nobody gets the same event twice on a channel. */
  key: string;
  channel: DeliveryChannel;
  recipientId: Types.ObjectId;
  notificationId: Types.ObjectId | null;
  status: DeliveryStatus;
  /** The digest that took this item (digest items only); null while it waits. */
  digestId: Types.ObjectId | null;
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
    digestId: { type: Schema.Types.ObjectId, default: null },
    detail: { type: String, default: null },
  },
  { collection: 'notification_deliveries', timestamps: true, versionKey: false },
);
schema.index({ key: 1 }, { unique: true, name: 'once_per_channel' });
// The digest job: who has items waiting, and claiming them.
schema.index({ channel: 1, digestId: 1, recipientId: 1, createdAt: 1 });
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
