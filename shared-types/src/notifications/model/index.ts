/**
 * The notification centre's vocabulary, without zod (the header's bell imports it on first load for
 * members). A notification is stored per recipient; sources are other modules' domain events.
 */

/** Every kind of notification, by source. Operators alone receive the `operators.*` kinds. */
export const NOTIFICATION_TYPES = [
  'community.reply',
  'community.mention',
  'community.likes',
  'live.session-soon',
  'live.session-cancelled',
  'live.session-moved',
  'payments.approved',
  'payments.received',
  'payments.rejected',
  'payments.expiring',
  'payments.renewal',
  'payments.payment-failed',
  'consultations.confirmed',
  'consultations.moved',
  'consultations.cancelled',
  'consultations.tomorrow',
  'compliance.scan-finished',
  'compliance.alert',
  'operators.urgent-contact',
  'operators.payment-to-verify',
] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

export const OPERATOR_NOTIFICATION_TYPES: readonly TNotificationType[] = ['operators.urgent-contact', 'operators.payment-to-verify'];

/** Time-critical kinds: the only ones that may also go out by SMS (to members who opted in on /settings). */
export const SMS_NOTIFICATION_TYPES: readonly TNotificationType[] = [
  'payments.expiring',
  'payments.renewal',
  'payments.payment-failed',
  'live.session-soon',
  'live.session-cancelled',
  'live.session-moved',
  'consultations.moved',
  'consultations.cancelled',
  'consultations.tomorrow',
  'operators.urgent-contact',
];

/**
 * Kinds the contract names but no source produces yet: mentions wait for the community issue's
 * @mentions. Not offered as a filter or a preference until they are, so no choice acts on nothing.
 */
export const NOT_YET_PRODUCED_TYPES: readonly TNotificationType[] = ['community.mention'];

/** Labels for filters and the preferences table. */
export const NOTIFICATION_TYPE_LABELS: Record<TNotificationType, string> = {
  // Comments are flat (no reply to a comment), so a reply is to a post.
  'community.reply': 'Replies to your posts',
  'community.mention': 'Mentions of you',
  'community.likes': 'Likes on your posts',
  'live.session-soon': 'Live session starting soon',
  'live.session-cancelled': 'Live session cancelled',
  'live.session-moved': 'Live session moved',
  'payments.approved': 'Payment approved',
  'payments.received': 'Payment received',
  'payments.rejected': 'Payment rejected',
  'payments.expiring': 'Membership expiring',
  'payments.renewal': 'Renewal reminder',
  'payments.payment-failed': 'Renewal payment failed',
  'consultations.confirmed': 'Consultation confirmed',
  'consultations.moved': 'Consultation moved',
  'consultations.cancelled': 'Consultation cancelled',
  'consultations.tomorrow': 'Consultation tomorrow',
  'compliance.scan-finished': 'Scan finished',
  'compliance.alert': 'Compliance alert',
  'operators.urgent-contact': 'Urgent contact message',
  'operators.payment-to-verify': 'Payment to verify',
};

/**
 * Kinds whose email the source module itself always sends (a consultation's notices carry its
 * calendar invite): their email preference is fixed at 'immediate' and the centre sends no second one.
 */
export const SOURCE_EMAILED_TYPES: readonly TNotificationType[] = ['consultations.confirmed', 'consultations.moved', 'consultations.cancelled', 'consultations.tomorrow'];

export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'sms'] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Email as each item happens, once a day in a digest, or not at all. */
export const EMAIL_MODES = ['off', 'immediate', 'digest'] as const;
export type TEmailMode = (typeof EMAIL_MODES)[number];

/**
 * One kind's preference. `muted`: nothing is created at all (not even in-app). In-app is always on
 * for a kind that is not muted.
 */
export type TNotificationPreference = { muted: boolean; email: TEmailMode; sms: boolean };

export type TNotificationPreferences = {
  /** Only the kinds this person can receive (operators' kinds for operators). */
  types: Partial<Record<TNotificationType, TNotificationPreference>>;
  /** Whether SMS can be chosen: the member opted in to texts on /settings and has a phone number. */
  smsAvailable: boolean;
  /** Whether email can reach this account at all (it has an email address); without one nothing is emailed. */
  emailAvailable: boolean;
};

export type TNotificationActor = { id: string; name: string };

export type TNotification = {
  id: string;
  type: TNotificationType;
  /** Who caused it (the last one, for grouped likes); null for the system (reminders, jobs). */
  actor: TNotificationActor | null;
  /** How many people a grouped row stands for ("Ana and 12 others liked your post": 13). */
  actorCount: number;
  /** What the person reads, complete ("Ana Ruiz replied to your post “SAM renewal”"). */
  text: string;
  /** Where it leads, an in-app path ("/community?post=..."). */
  link: string;
  createdAt: string;
  /** Last change (a grouped row moves to the top when someone else joins it). */
  updatedAt: string;
  readAt: string | null;
};

export type TNotificationPage = { items: TNotification[]; nextBefore: string | null };
/**
 * `version` orders unread counts: it grows with every change to the person's notifications, and a
 * count is taken after its version was given out, so the count with the highest version is the
 * exact one (events from several requests or app nodes may arrive out of order; keep the highest).
 */
export type TUnreadCount = { unread: number; version: number };

export const NOTIFICATION_PAGE_DEFAULT = 20;
export const NOTIFICATION_PAGE_MAX = 50;
/** The bell's menu shows the latest few. */
export const NOTIFICATION_MENU_SIZE = 8;
/** The bell's polite announcement of the unread count happens at most this often. */
export const UNREAD_ANNOUNCE_INTERVAL_MS = 10_000;

/**
 * Server -> client, to the recipient's `user:<id>` room (every open tab). `unread`/`version` as in
 * TUnreadCount: apply a count only when its version is higher than the one shown.
 */
export interface NotificationEvents {
  /** A new row (or a grouped row that moved to the top with a new actor), with the exact unread count after it. */
  'notification:created': (payload: { notification: TNotification; unread: number; version: number }) => void;
  /** Rows were read (ids, or every row with `all`), with the exact unread count after it. */
  'notification:read': (payload: { ids: string[] | 'all'; unread: number; version: number }) => void;
}
