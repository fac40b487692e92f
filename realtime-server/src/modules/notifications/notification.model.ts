import { Schema, type Types } from 'mongoose';
import { EMAIL_MODES, NOTIFICATION_TYPES, type TNotification, type TNotificationPreference, type TNotificationType } from '@app/shared-types/notifications/model';
import { defineModel } from '../../db/define-model';
import { maxChars } from '../../db/text-limits';

/** Longest stored text and link (sources build them from titles the other modules already bound). */
export const TEXT_MAX = 600;
export const LINK_MAX = 300;

/**
 * notifications: one row per recipient and effect. Stored fields are the wire shape's (TNotification)
 * plus who the row is for and the two keys that make sources idempotent:
 * - `dedupeKey` (single rows): the effect's key, unique, so a duplicated or retried event inserts nothing twice;
 * - `groupKey` (grouped rows, e.g. likes on one post): unique per recipient and subject; each new
 *   actor updates the row in place ($inc actorCount, new actor, moves to the top, unread again).
 *   `actorIds` holds who is counted, so the same person is never counted twice (one atomic update
 *   conditioned on their absence); it is never sent to the browser.
 * `digestPending`: the row waits for its recipient's daily digest (a grouped row that changes after
 * its digest waits again, as it now reads). Timestamps are set by the service (a read does not move a
 * row; a grouped update does).
 */
export interface INotification extends Pick<TNotification, 'type' | 'actorCount' | 'text' | 'link'> {
  _id: Types.ObjectId;
  recipientId: Types.ObjectId;
  actorId: Types.ObjectId | null;
  actorName: string | null;
  dedupeKey: string | null;
  groupKey: string | null;
  actorIds?: Types.ObjectId[];
  digestPending: boolean;
  /** The digest that took the row (set when claimed). */
  digestId: Types.ObjectId | null;
  readAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<INotification>(
  {
    recipientId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    type: { type: String, enum: NOTIFICATION_TYPES, required: true },
    actorId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    actorName: { type: String, default: null, validate: maxChars(200) },
    actorCount: { type: Number, default: 1, min: 0 },
    text: { type: String, required: true, validate: maxChars(TEXT_MAX) },
    link: { type: String, required: true, validate: maxChars(LINK_MAX) },
    dedupeKey: { type: String, default: null },
    groupKey: { type: String, default: null },
    actorIds: { type: [Schema.Types.ObjectId], default: undefined, select: false },
    digestPending: { type: Boolean, default: false },
    digestId: { type: Schema.Types.ObjectId, default: null },
    readAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'notifications', versionKey: false },
);
// The list, newest change first, paged on (updatedAt, _id); the type filter has its own.
schema.index({ recipientId: 1, updatedAt: -1, _id: -1 });
schema.index({ recipientId: 1, type: 1, updatedAt: -1, _id: -1 });
// The unread filter and mark-all-read.
schema.index({ recipientId: 1, readAt: 1, updatedAt: -1, _id: -1 });
schema.index({ dedupeKey: 1 }, { unique: true, name: 'one_row_per_effect', partialFilterExpression: { dedupeKey: { $type: 'string' } } });
schema.index({ groupKey: 1 }, { unique: true, name: 'one_row_per_group', partialFilterExpression: { groupKey: { $type: 'string' } } });
// The digest job: who has rows waiting, and claiming them.
schema.index({ digestPending: 1, recipientId: 1, updatedAt: 1 });

export const notificationModel = defineModel<INotification>('Notification', schema);

/**
 * notification_counters: one per recipient. `version` is incremented after every change to their
 * rows, and `unread` moved in the same atomic update by what the change did to their unread rows, so
 * the count with the highest version is exact (TUnreadCount) without counting the rows again.
 */
export interface INotificationCounter {
  _id: Types.ObjectId;
  version: number;
  unread: number;
}
const counterSchema = new Schema<INotificationCounter>({ version: { type: Number, default: 0 }, unread: { type: Number, default: 0 } }, { collection: 'notification_counters', versionKey: false });
export const notificationCounterModel = defineModel<INotificationCounter>('NotificationCounter', counterSchema);

/** notification_preferences: one row per person and kind they changed; kinds without a row use the defaults. */
export interface INotificationPreference extends TNotificationPreference {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  type: TNotificationType;
}
const preferenceSchema = new Schema<INotificationPreference>(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    type: { type: String, enum: NOTIFICATION_TYPES, required: true },
    muted: { type: Boolean, required: true },
    email: { type: String, enum: EMAIL_MODES, required: true },
    sms: { type: Boolean, required: true },
  },
  { collection: 'notification_preferences', versionKey: false },
);
preferenceSchema.index({ userId: 1, type: 1 }, { unique: true, name: 'one_preference_per_kind' });
export const notificationPreferenceModel = defineModel<INotificationPreference>('NotificationPreference', preferenceSchema);
