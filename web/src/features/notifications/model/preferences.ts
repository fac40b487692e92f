import {
  NOT_YET_PRODUCED_TYPES,
  NOTIFICATION_TYPES,
  SMS_NOTIFICATION_TYPES,
  SOURCE_EMAILED_TYPES,
  type TEmailMode,
  type TNotificationPreference,
  type TNotificationPreferences,
  type TNotificationType,
} from '@app/shared-types/notifications/model';

export const EMAIL_MODE_LABELS: Record<TEmailMode, string> = { off: 'Off', immediate: 'Immediately', digest: 'Daily digest' };

/** Why a channel cannot be changed for a kind, as the table's notes say it (null: it can). */
export const PREFERENCE_NOTES = {
  smsKind: 'Texts are only sent for time-critical notifications.',
  smsUnavailable: 'Opt in to text messages with a mobile number on Settings to get these by text.',
  emailUnavailable: 'Your account has no email address: add one on your Profile to get emails.',
  sourceEmailed: 'Always emailed, muted or not: the message carries the calendar invite.',
} as const;

export type TPreferenceValues = Partial<Record<TNotificationType, TNotificationPreference>>;
export type TPreferenceChanges = Partial<Record<TNotificationType, Partial<TNotificationPreference>>>;

/** The kinds this person can receive, in the centre's order (the server lists only theirs). */
export function kindsOf(prefs: TNotificationPreferences): TNotificationType[] {
  return NOTIFICATION_TYPES.filter((type) => prefs.types[type] !== undefined && !NOT_YET_PRODUCED_TYPES.includes(type));
}

const SMS_KINDS: ReadonlySet<TNotificationType> = new Set(SMS_NOTIFICATION_TYPES);
const SOURCE_EMAILED: ReadonlySet<TNotificationType> = new Set(SOURCE_EMAILED_TYPES);

/** Which channels of a kind can be changed, and why not (the server refuses the same). */
export function channelRules(prefs: Pick<TNotificationPreferences, 'smsAvailable' | 'emailAvailable'>, type: TNotificationType) {
  const smsNote = !SMS_KINDS.has(type) ? PREFERENCE_NOTES.smsKind : !prefs.smsAvailable ? PREFERENCE_NOTES.smsUnavailable : null;
  const emailNote = SOURCE_EMAILED.has(type) ? PREFERENCE_NOTES.sourceEmailed : !prefs.emailAvailable ? PREFERENCE_NOTES.emailUnavailable : null;
  return { smsKind: SMS_KINDS.has(type), smsNote, emailNote };
}

/** Only the kinds and channels that differ from what the server holds (PUT changes only what it names). */
export function changedPreferences(saved: TPreferenceValues, edited: TPreferenceValues): TPreferenceChanges {
  const changes: TPreferenceChanges = {};
  for (const type of NOTIFICATION_TYPES) {
    const before = saved[type];
    const after = edited[type];
    if (!before || !after) continue;
    const diff: Partial<TNotificationPreference> = {};
    if (after.muted !== before.muted) diff.muted = after.muted;
    if (after.email !== before.email) diff.email = after.email;
    if (after.sms !== before.sms) diff.sms = after.sms;
    if (Object.keys(diff).length) changes[type] = diff;
  }
  return changes;
}

/**
 * The server's field errors ("types.community.reply.sms") by kind, for the row they concern; the
 * kind itself contains dots, so the path is matched against the known kinds.
 */
export function errorsByKind(errors: readonly { path: string; message: string }[] | undefined): Partial<Record<TNotificationType, string>> {
  const out: Partial<Record<TNotificationType, string>> = {};
  for (const e of errors ?? []) {
    const type = NOTIFICATION_TYPES.find((t) => e.path === `types.${t}` || e.path.startsWith(`types.${t}.`));
    if (type) out[type] = out[type] ? `${out[type]} ${e.message}` : e.message;
  }
  return out;
}
