import { Types, type Model } from 'mongoose';
import { isOperator, type TUser } from '@app/shared-types/auth';
import {
  NOTIFICATION_TYPES,
  OPERATOR_NOTIFICATION_TYPES,
  SMS_NOTIFICATION_TYPES,
  SOURCE_EMAILED_TYPES,
  type TEmailMode,
  type TNotificationPreference,
  type TNotificationPreferences,
  type TNotificationPreferencesUpdate,
  type TNotificationType,
} from '@app/shared-types/notifications';
import type { CacheRegistry } from '../../cache/caches';
import { badRequest } from '../../errors/app-error';
import type { INotificationPreference } from './notification.model';

/**
 * Email by default where a person would want to hear soon (money, sessions, alerts, operators'
 * queues); community news and finished scans wait for the daily digest.
 */
const DEFAULT_EMAIL: Record<TNotificationType, TEmailMode> = {
  'community.reply': 'digest',
  'community.mention': 'digest',
  'community.likes': 'digest',
  'live.session-soon': 'immediate',
  'live.session-cancelled': 'immediate',
  'live.session-moved': 'immediate',
  'payments.approved': 'immediate',
  'payments.received': 'immediate',
  'payments.rejected': 'immediate',
  'payments.expiring': 'immediate',
  'payments.renewal': 'immediate',
  'payments.payment-failed': 'immediate',
  'consultations.confirmed': 'immediate',
  'consultations.moved': 'immediate',
  'consultations.cancelled': 'immediate',
  'consultations.tomorrow': 'immediate',
  'compliance.scan-finished': 'digest',
  'compliance.alert': 'immediate',
  'operators.urgent-contact': 'immediate',
  'operators.payment-to-verify': 'immediate',
};

const OPERATOR_KINDS: ReadonlySet<TNotificationType> = new Set(OPERATOR_NOTIFICATION_TYPES);
const SMS_KINDS: ReadonlySet<TNotificationType> = new Set(SMS_NOTIFICATION_TYPES);
const SOURCE_EMAILED: ReadonlySet<TNotificationType> = new Set(SOURCE_EMAILED_TYPES);

/** Texts are opt-in per kind: nobody gets one they did not ask for. */
export const defaultPreference = (type: TNotificationType): TNotificationPreference => ({ muted: false, email: DEFAULT_EMAIL[type], sms: false });

/** Operators' kinds reach operators only. */
export const receives = (user: Pick<TUser, 'role'>, type: TNotificationType) => !OPERATOR_KINDS.has(type) || isOperator(user);
export const kindsFor = (user: Pick<TUser, 'role'>) => NOTIFICATION_TYPES.filter((type) => receives(user, type));
/** Opted in to texts on /settings, with a number to text. */
export const smsAvailable = (user: Pick<TUser, 'smsOptIn' | 'phone'>) => user.smsOptIn && !!user.phone;
export const isSmsKind = (type: TNotificationType) => SMS_KINDS.has(type);
/** The source module sends these kinds' email itself (consultation notices with their invite). */
export const isSourceEmailed = (type: TNotificationType) => SOURCE_EMAILED.has(type);

export const PREFERENCE_MESSAGES = {
  notYours: 'Only operators receive this notification',
  smsKind: 'Texts are only sent for time-critical notifications',
  smsUnavailable: 'Opt in to texts with a mobile number on Settings first',
  sourceEmailed: 'Consultation emails are always sent: they carry the calendar invite',
} as const;

export type Preferences = ReturnType<typeof createPreferences>;

/**
 * Preferences per kind and channel; a kind without a stored row has its defaults. Every notification
 * reads its recipient's, so they are cached per person (dropped on every node when they change).
 */
export function createPreferences(Prefs: Model<INotificationPreference>, caches: Pick<CacheRegistry, 'create'>) {
  const cache = caches.create<[TNotificationType, TNotificationPreference][]>('notification-preferences', { max: 20_000, ttlMs: 60_000 });

  type Row = [TNotificationType, TNotificationPreference];
  const toRow = (r: INotificationPreference): Row => [r.type, { muted: r.muted, email: r.email, sms: r.sms }];

  const load = async (userId: string) => (await Prefs.find({ userId: new Types.ObjectId(userId) }).lean<INotificationPreference[]>()).map(toRow);

  async function stored(userId: string): Promise<Map<TNotificationType, TNotificationPreference>> {
    return new Map(await cache.wrap(userId, () => load(userId)));
  }

  async function of(userId: string, type: TNotificationType): Promise<TNotificationPreference> {
    return (await stored(userId)).get(type) ?? defaultPreference(type);
  }

  /** Many people's preference for one kind (a reminder to every registrant): the ones not cached in one query. */
  async function ofMany(userIds: string[], type: TNotificationType): Promise<Map<string, TNotificationPreference>> {
    const missing = new Set(userIds.filter((id) => cache.get(id) === undefined));
    let batch: Promise<Map<string, Row[]>> | undefined;
    const loadMissing = () =>
      (batch ??= Prefs.find({ userId: { $in: [...missing].map((id) => new Types.ObjectId(id)) } })
        .lean<INotificationPreference[]>()
        .then((found) => {
          const byUser = new Map<string, Row[]>([...missing].map((id) => [id, []]));
          for (const r of found) byUser.get(r.userId.toString())?.push(toRow(r));
          return byUser;
        }));
    // Each still goes through wrap (a load an invalidation overtook is not cached); one evicted since the check loads alone.
    const rows = await Promise.all(userIds.map((id) => cache.wrap(id, async () => (missing.has(id) ? ((await loadMissing()).get(id) ?? []) : load(id)))));
    return new Map(userIds.map((id, i) => [id, new Map(rows[i]).get(type) ?? defaultPreference(type)]));
  }

  async function get(user: TUser): Promise<TNotificationPreferences> {
    const rows = await stored(user.id);
    const types: TNotificationPreferences['types'] = {};
    for (const type of kindsFor(user)) types[type] = rows.get(type) ?? defaultPreference(type);
    return { types, smsAvailable: smsAvailable(user), emailAvailable: !!user.email };
  }

  /** Refuses, with the field named, what this person cannot choose; then stores each changed channel atomically. */
  async function update(user: TUser, input: TNotificationPreferencesUpdate): Promise<TNotificationPreferences> {
    const entries = Object.entries(input.types) as [TNotificationType, Partial<TNotificationPreference>][];
    const refuse = (type: string, field: string | null, message: string) => badRequest(message, [{ path: ['types', type, ...(field ? [field] : [])].join('.'), message }]);
    for (const [type, change] of entries) {
      if (!receives(user, type)) throw refuse(type, null, PREFERENCE_MESSAGES.notYours);
      if (change.sms && !isSmsKind(type)) throw refuse(type, 'sms', PREFERENCE_MESSAGES.smsKind);
      if (change.sms && !smsAvailable(user)) throw refuse(type, 'sms', PREFERENCE_MESSAGES.smsUnavailable);
      if (change.email !== undefined && change.email !== 'immediate' && isSourceEmailed(type)) throw refuse(type, 'email', PREFERENCE_MESSAGES.sourceEmailed);
    }
    const userId = new Types.ObjectId(user.id);
    await Promise.all(
      entries.map(([type, change]) => {
        const set = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
        if (!Object.keys(set).length) return null;
        // Only the channels named change; the others keep what is stored (or start at the defaults).
        const onInsert = Object.fromEntries(Object.entries(defaultPreference(type)).filter(([k]) => !(k in set)));
        return Prefs.updateOne({ userId, type }, { $set: set, ...(Object.keys(onInsert).length ? { $setOnInsert: onInsert } : {}) }, { upsert: true });
      }),
    );
    await cache.invalidate(user.id);
    return get(user);
  }

  async function removeUser(userId: Types.ObjectId): Promise<void> {
    await Prefs.deleteMany({ userId });
    await cache.invalidate(userId.toString());
  }

  return { of, ofMany, get, update, removeUser };
}
