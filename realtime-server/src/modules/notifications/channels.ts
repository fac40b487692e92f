import { Types, type Model } from 'mongoose';
import { z } from 'zod';
import { displayName, type TUser } from '@app/shared-types/auth';
import { NOTIFICATION_TYPE_LABELS, type TNotificationPreference, type TNotificationType } from '@app/shared-types/notifications/model';
import { isDuplicateKeyError } from '../../errors/model-errors';
import { defineJob, type Jobs } from '../../jobs/jobs';
import type { Mailer } from '../../integrations/mail';
import type { Logger } from '../../logger';
import type { Accounts } from '../module';
import { SmsOutcomeUnknownError, SmsRejectedError, type SmsProvider } from '../sms-provider/contracts';
import type { DeliveryStatus, INotificationDelivery } from './delivery.model';
import type { INotification } from './notification.model';
import { notificationText } from './notifications.dto';
import { isSmsKind, isSourceEmailed, smsAvailable } from './preferences';

export const SEND_JOB = 'notifications:send';
/** A send that failed for a passing reason (SMTP down, the SMS provider busy) is tried again this long later, once per entry. */
export const SEND_RETRY_DELAYS_MS = [30_000, 5 * 60_000, 30 * 60_000];

/** Where a notification's link opens, for emails and texts (absolute when PUBLIC_URL is set). */
export const absoluteLink = (publicUrl: string | undefined, link: string) => `${publicUrl ?? ''}${link}`;

export function notificationEmail(user: TUser, row: Pick<INotification, 'type' | 'text' | 'groupKey' | 'actorName' | 'actorCount' | 'link'>, publicUrl: string | undefined) {
  const text = notificationText(row);
  return {
    subject: text.length > 120 ? `${text.slice(0, 117)}...` : text,
    text: [
      `Hello ${displayName(user)},`,
      '',
      text,
      '',
      `Open it: ${absoluteLink(publicUrl, row.link)}`,
      '',
      `You get this email for "${NOTIFICATION_TYPE_LABELS[row.type]}". Choose which emails you get on your notifications page: ${absoluteLink(publicUrl, '/notifications')}`,
    ].join('\n'),
  };
}

export type Channels = ReturnType<typeof createChannels>;

/** What the email paths of notifications (each message, the daily digest) both need. */
export type MailingDeps = {
  Notifications: Model<INotification>;
  accounts: Pick<Accounts, 'findById'>;
  mailer: Pick<Mailer, 'send' | 'delivery'>;
  /** The site's address, for absolute links in emails. */
  publicUrl: string | undefined;
  logger: Logger;
};

/**
 * Email and SMS for a notification. Each message has a receipt (`<channel>:<effect>:<recipient>`,
 * unique) written before it is queued and claimed before it is sent, so nobody gets the same event
 * twice on a channel; the send itself runs as a job, so the source's request never waits for SMTP or
 * the SMS provider. Rows for the daily digest are marked as they are written (digest.ts).
 */
export function createChannels(deps: MailingDeps & {
  Deliveries: Model<INotificationDelivery>;
  /** The provider to text through now (the simulator says so: 'simulated', never "sent"). */
  smsProvider: () => Promise<SmsProvider>;
  /** Whether the number texted STOP (the SMS module's list; only START undoes it). */
  smsStopped: (phone: string) => Promise<boolean>;
  jobs: Pick<Jobs, 'now' | 'schedule'>;
}) {
  const { Deliveries, Notifications, accounts, mailer, jobs, publicUrl, logger } = deps;

  const sendJob = defineJob({
    name: SEND_JOB,
    schema: z.object({ key: z.string().min(1).max(400), attempt: z.number().int().min(1).default(1) }),
    handler: async ({ key, attempt }) => send(key, attempt),
  });

  /** Inserts a receipt; false when this channel already has one for the effect. */
  async function claim(key: string, channel: 'email' | 'sms', recipientId: Types.ObjectId, notificationId: Types.ObjectId): Promise<boolean> {
    try {
      await Deliveries.create({ key, channel, recipientId, notificationId, status: 'pending' });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** A consultation's own notices are its emails (with the invite); the centre sends no second one. */
  const emails = (recipient: TUser, type: TNotificationType) => !!recipient.email && !isSourceEmailed(type);

  /** Whether the row waits for the daily digest (marked on the row itself as it is written). */
  const wantsDigest = (recipient: TUser, preference: TNotificationPreference, type: TNotificationType) => preference.email === 'digest' && emails(recipient, type);

  /** The immediate email and the text, as the preference says; the digest is the row's own mark. */
  async function deliver({ recipient, preference, type, notificationId, effect }: { recipient: TUser; preference: TNotificationPreference; type: TNotificationType; notificationId: Types.ObjectId; effect: string }): Promise<void> {
    const recipientId = new Types.ObjectId(recipient.id);
    if (preference.email === 'immediate' && emails(recipient, type) && (await claim(`email:${effect}`, 'email', recipientId, notificationId))) {
      await jobs.now(sendJob, { key: `email:${effect}` });
    }
    if (preference.sms && isSmsKind(type) && smsAvailable(recipient) && (await claim(`sms:${effect}`, 'sms', recipientId, notificationId))) {
      await jobs.now(sendJob, { key: `sms:${effect}` });
    }
  }

  const finish = (key: string, status: DeliveryStatus, detail: string | null = null) => Deliveries.updateOne({ key }, { $set: { status, detail } });

  /** One message: claimed (pending -> sending) by exactly one run, then sent once. */
  async function send(key: string, attempt: number): Promise<void> {
    const delivery = await Deliveries.findOneAndUpdate({ key, status: 'pending' }, { $set: { status: 'sending' } }, { returnDocument: 'after' }).lean<INotificationDelivery>();
    if (!delivery) return;
    const [row, user] = await Promise.all([Notifications.findById(delivery.notificationId, { actorIds: 0 }).lean<INotification>(), accounts.findById(delivery.recipientId.toString())]);
    if (!row || !user) return void (await finish(key, 'failed', 'The notification or its recipient no longer exists'));
    try {
      if (delivery.channel === 'email') {
        if (!user.email) return void (await finish(key, 'failed', 'No email address'));
        const message = notificationEmail(user, row, publicUrl);
        await mailer.send({ to: user.email, ...message, tags: ['notification', `notification:${row._id.toString()}`] });
        await finish(key, mailer.delivery === 'smtp' ? 'sent' : 'outbox');
      } else {
        // The member may have opted out of texts since it was queued.
        if (!smsAvailable(user)) return void (await finish(key, 'failed', 'Texts turned off on Settings'));
        if (await deps.smsStopped(user.phone!)) return void (await finish(key, 'failed', 'The number texted STOP'));
        const provider = await deps.smsProvider();
        // A link in a text helps only with the site's address (PUBLIC_URL); a bare path would not open.
        const outcome = await provider.send(user.phone!, publicUrl ? `${notificationText(row)} ${absoluteLink(publicUrl, row.link)}` : notificationText(row));
        await finish(key, outcome.status, outcome.providerMessageId);
      }
    } catch (error) {
      // A text that may have reached the provider, or a number it refuses, is never sent again.
      const final = error instanceof SmsOutcomeUnknownError || error instanceof SmsRejectedError;
      const delay = final ? undefined : SEND_RETRY_DELAYS_MS[attempt - 1];
      logger.warn({ err: error, key, attempt, retry: delay !== undefined }, 'notification send failed');
      if (delay === undefined) return void (await finish(key, 'failed', error instanceof Error ? error.message : 'Send failed'));
      await finish(key, 'pending');
      await jobs.schedule(sendJob, new Date(Date.now() + delay), { key, attempt: attempt + 1 });
    }
  }

  return { deliver, wantsDigest, send, sendJob };
}
