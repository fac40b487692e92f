import { Types, type Model, type mongo } from 'mongoose';
import type { z } from 'zod';
import type { TUser } from '@app/shared-types/auth';
import type { TNotification, TNotificationActor, TNotificationPage, TNotificationType, TUnreadCount, ZNotificationListQuery } from '@app/shared-types/notifications';
import { notFound } from '../../errors/app-error';
import { isDuplicateKeyError } from '../../errors/model-errors';
import { decodeCursor, encodeCursor, olderThan } from '../../db/page-cursor';
import type { Accounts } from '../module';
import type { Channels } from './channels';
import type { INotificationDelivery } from './delivery.model';
import type { INotification, INotificationCounter } from './notification.model';
import { toNotificationDTO } from './notifications.dto';
import type { NotificationsEvents } from './notifications.events';
import { receives, type Preferences } from './preferences';

/** What a source asks for: one notification of `type` for one recipient. */
export type NotifyInput = {
  type: TNotificationType;
  /**
   * The effect's key, derived from the event id (`comment:<id>`, `like:<post>:<liker>`): with the
   * recipient it is unique, so a duplicated or retried event creates nothing twice on any channel.
   */
  key: string;
  /** Who caused it; null for the system (reminders, jobs). The actor is never notified of their own action. */
  actor: TNotificationActor | null;
  /** Complete text; a grouped kind's text starts with ACTORS (see notifications.dto.ts). */
  text: string;
  /** An in-app path. */
  link: string;
  /** Grouped kinds: what the actors share (`post:<id>`); one row per recipient and group, updated in place. */
  group?: string;
};

export type NotificationsModels = {
  Notifications: Model<INotification>;
  Counters: Model<INotificationCounter>;
  Deliveries: Model<INotificationDelivery>;
};

export type NotificationsService = ReturnType<typeof createNotificationsService>;

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** The notification centre: rows per recipient, the exact unread count, and the hand-off to email and SMS. */
export function createNotificationsService({
  models,
  accounts,
  events,
  preferences,
  channels,
  now = () => new Date(),
}: {
  models: NotificationsModels;
  accounts: Pick<Accounts, 'findById' | 'findManyById'>;
  events: NotificationsEvents;
  preferences: Pick<Preferences, 'of' | 'ofMany'>;
  channels: Pick<Channels, 'deliver' | 'wantsDigest'>;
  now?: () => Date;
}) {
  const { Notifications, Counters, Deliveries } = models;

  /**
   * After a change: the next version and the unread count moved by `unread` (+1 a row became unread,
   * -k rows were read), in one atomic update, so every (unread, version) pair handed out is one state
   * of the counter and the highest version's count includes every change before it (TUnreadCount).
   * Each change to a row's readAt is made by a conditional write that reports it happened (an insert,
   * a join that found the row read, an update matching readAt: null), so each is counted exactly once.
   */
  async function countAfterChange(recipientId: Types.ObjectId, unread: number): Promise<TUnreadCount> {
    const counter = await Counters.findOneAndUpdate({ _id: recipientId }, { $inc: { version: 1, unread } }, { upsert: true, returnDocument: 'after' }).lean<INotificationCounter>();
    return { unread: counter?.unread ?? 0, version: counter?.version ?? 0 };
  }

  async function unreadCount(userId: string): Promise<TUnreadCount> {
    const counter = await Counters.findById(new Types.ObjectId(userId)).lean<INotificationCounter>();
    return { unread: counter?.unread ?? 0, version: counter?.version ?? 0 };
  }

  /** What a new row of `input` holds whoever it is for, made at `at`. */
  const newRow = (input: NotifyInput, at: Date) => ({
    type: input.type,
    actorId: input.actor ? new Types.ObjectId(input.actor.id) : null,
    actorName: input.actor?.name ?? null,
    actorCount: 1,
    text: input.text,
    link: input.link,
    createdAt: at,
    updatedAt: at,
  });

  /** A single row; a retried effect finds the row it made (changed: false) and goes on to the channels. */
  async function writeSingle(recipientId: Types.ObjectId, dedupeKey: string, input: NotifyInput, at: Date, digestPending: boolean) {
    try {
      const created = await Notifications.create({ recipientId, ...newRow(input, at), dedupeKey, digestPending });
      return { row: created.toObject<INotification>(), changed: true, becameUnread: true };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      return { row: await Notifications.findOne({ dedupeKey }, { actorIds: 0 }).lean<INotification>(), changed: false, becameUnread: false };
    }
  }

  /**
   * One actor joins a grouped row, in one atomic update conditioned on their not being counted yet: a
   * new actor moves the row to the top, unread again; a retried or repeated effect of a counted actor
   * matches nothing, and its upsert then meets the unique group key. The row as it was before (none
   * when this inserted it) tells whether it became unread; the row after is that plus the update.
   */
  async function joinGroup(recipientId: Types.ObjectId, groupKey: string, actorId: Types.ObjectId, input: NotifyInput, at: Date, digestPending: boolean) {
    const set = { actorId, actorName: input.actor!.name, text: input.text, link: input.link, updatedAt: at, readAt: null, ...(digestPending ? { digestPending } : {}) };
    const onInsert = { recipientId, type: input.type, dedupeKey: null, digestId: null, createdAt: at, ...(digestPending ? {} : { digestPending }) };
    const result = await Notifications.findOneAndUpdate(
      { groupKey, actorIds: { $ne: actorId } },
      { $inc: { actorCount: 1 }, $push: { actorIds: actorId }, $set: set, $setOnInsert: onInsert },
      { upsert: true, returnDocument: 'before', projection: { actorIds: 0 }, includeResultMetadata: true },
    ).lean<mongo.ModifyResult<INotification>>();
    const before = result.value;
    if (before) return { row: { ...before, ...set, actorCount: before.actorCount + 1 }, becameUnread: before.readAt !== null };
    const _id = result.lastErrorObject!.upserted as Types.ObjectId;
    return { row: { _id, groupKey, ...onInsert, ...set, actorCount: 1 } as INotification, becameUnread: true };
  }

  async function writeGrouped(recipientId: Types.ObjectId, input: NotifyInput, at: Date, digestPending: boolean) {
    if (!input.actor) throw new Error(`A grouped notification (${input.type}) needs its actor`);
    const groupKey = `${input.type}:${input.group}:${recipientId.toString()}`;
    const actorId = new Types.ObjectId(input.actor.id);
    // Twice at most: the first upsert may lose the race to insert the row to another first actor.
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        return { ...(await joinGroup(recipientId, groupKey, actorId, input, at, digestPending)), changed: true };
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    // The row exists and counts this actor already.
    return { row: await Notifications.findOne({ groupKey }, { actorIds: 0 }).lean<INotification>(), changed: false, becameUnread: false };
  }

  /**
   * Creates (or, for a grouped kind, updates) the recipient's notification, tells their tabs with the
   * exact unread count, and hands it to email/SMS as their preferences say. Nothing for the actor
   * themselves, for a muted kind, for an operators' kind to a non-operator, or for a deleted account.
   */
  async function notify(recipientId: string, input: NotifyInput): Promise<TNotification | null> {
    if (input.actor?.id === recipientId) return null;
    const recipient = await accounts.findById(recipientId);
    if (!recipient || !receives(recipient, input.type)) return null;
    const preference = await preferences.of(recipientId, input.type);
    if (preference.muted) return null;
    const rid = new Types.ObjectId(recipientId);
    const effect = `${input.type}:${input.key}:${recipientId}`;
    const at = now();
    const digest = channels.wantsDigest(recipient, preference, input.type);
    const written = input.group ? await writeGrouped(rid, input, at, digest) : await writeSingle(rid, effect, input, at, digest);
    if (!written.row) return null;
    const notification = toNotificationDTO(written.row);
    if (written.changed) events.created(recipientId, notification, await countAfterChange(rid, written.becameUnread ? 1 : 0));
    await channels.deliver({ recipient, preference, type: input.type, notificationId: written.row._id, effect });
    return notification;
  }

  /**
   * notify() for many recipients of one single (not grouped) kind, e.g. a reminder to every
   * registrant: the same checks and effects, in a few queries for all instead of five each. The
   * counters are moved in one bulk write and read back after it: each read is one state of the
   * counter at or after its own change (the highest version's count stays exact).
   */
  async function notifyMany(recipientIds: string[], input: NotifyInput): Promise<void> {
    if (input.group) return void (await Promise.all(recipientIds.map((id) => notify(id, input))));
    const ids = [...new Set(recipientIds)].filter((id) => id !== input.actor?.id && Types.ObjectId.isValid(id));
    if (!ids.length) return;
    const [recipients, prefs] = await Promise.all([accounts.findManyById(ids), preferences.ofMany(ids, input.type)]);
    const at = now();
    const targets = ids.flatMap((id, i) => {
      const recipient = recipients[i];
      const preference = prefs.get(id)!;
      if (!recipient || !receives(recipient, input.type) || preference.muted) return [];
      return [{ id, recipient, preference, rid: new Types.ObjectId(id), effect: `${input.type}:${input.key}:${id}` }];
    });
    if (!targets.length) return;
    const docs = targets.map((t) => ({
      recipientId: t.rid,
      ...newRow(input, at),
      dedupeKey: t.effect,
      digestPending: channels.wantsDigest(t.recipient, t.preference, input.type),
    }));
    // Unordered: a retried event's rows that exist already fail alone on their unique key and are read back.
    let results: unknown[];
    try {
      results = await Notifications.insertMany(docs, { ordered: false });
    } catch (error) {
      const partial = (error as { results?: unknown[] }).results;
      if (!partial?.every((r) => r instanceof Notifications || isDuplicateKeyError(r))) throw error;
      results = partial;
    }
    const created = new Set(targets.filter((_, i) => results[i] instanceof Notifications).map((t) => t.id));
    const existing = await (created.size < targets.length ? Notifications.find({ dedupeKey: { $in: targets.filter((t) => !created.has(t.id)).map((t) => t.effect) } }, { actorIds: 0 }).lean<INotification[]>() : []);
    const rows = new Map<string, INotification>(existing.map((r) => [r.recipientId.toString(), r]));
    targets.forEach((t, i) => created.has(t.id) && rows.set(t.id, (results[i] as { toObject: () => INotification }).toObject()));
    if (created.size) {
      const changed = targets.filter((t) => created.has(t.id)).map((t) => t.rid);
      await Counters.bulkWrite(changed.map((_id) => ({ updateOne: { filter: { _id }, update: { $inc: { version: 1, unread: 1 } }, upsert: true } })), { ordered: false });
      const counters = await Counters.find({ _id: { $in: changed } }).lean<INotificationCounter[]>();
      for (const c of counters) events.created(c._id.toString(), toNotificationDTO(rows.get(c._id.toString())!), { unread: c.unread, version: c.version });
    }
    await Promise.all(
      targets.map((t) => {
        const row = rows.get(t.id);
        return row ? channels.deliver({ recipient: t.recipient, preference: t.preference, type: input.type, notificationId: row._id, effect: t.effect }) : undefined;
      }),
    );
  }

  async function list(user: TUser, query: z.output<typeof ZNotificationListQuery>): Promise<TNotificationPage> {
    const filter: Record<string, unknown> = { recipientId: new Types.ObjectId(user.id) };
    if (query.unread) filter.readAt = null;
    if (query.type) filter.type = query.type;
    if (query.before) Object.assign(filter, olderThan(decodeCursor(query.before), 'updatedAt'));
    const rows = await Notifications.find(filter, { actorIds: 0 }).sort({ updatedAt: -1, _id: -1 }).limit(query.limit + 1).lean<INotification[]>();
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    return { items: items.map(toNotificationDTO), nextBefore: rows.length > query.limit && last ? encodeCursor(last.updatedAt, last._id) : null };
  }

  /** Marking a read row again changes nothing and tells nobody; another member's row is a 404. */
  async function markRead(user: TUser, id: string): Promise<TUnreadCount> {
    const recipientId = new Types.ObjectId(user.id);
    const _id = new Types.ObjectId(id);
    const result = await Notifications.updateOne({ _id, recipientId, readAt: null }, { $set: { readAt: now() } });
    if (result.modifiedCount === 0) {
      if (!(await Notifications.exists({ _id, recipientId }))) throw notFound(NOTIFICATION_NOT_FOUND);
      return unreadCount(user.id);
    }
    const count = await countAfterChange(recipientId, -1);
    events.read(user.id, [id], count);
    return count;
  }

  async function markAllRead(user: TUser): Promise<TUnreadCount> {
    const recipientId = new Types.ObjectId(user.id);
    const result = await Notifications.updateMany({ recipientId, readAt: null }, { $set: { readAt: now() } });
    if (result.modifiedCount === 0) return unreadCount(user.id);
    const count = await countAfterChange(recipientId, -result.modifiedCount);
    events.read(user.id, 'all', count);
    return count;
  }

  /** A deleted account's notifications go with it (rows naming them as actor keep the name they had). */
  async function removeUser(userId: Types.ObjectId): Promise<void> {
    await Promise.all([Notifications.deleteMany({ recipientId: userId }), Deliveries.deleteMany({ recipientId: userId }), Counters.deleteOne({ _id: userId })]);
  }

  return { notify, notifyMany, list, unreadCount, markRead, markAllRead, removeUser };
}
