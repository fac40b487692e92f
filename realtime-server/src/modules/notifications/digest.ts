import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { type Types, type Model } from 'mongoose';
import { displayName } from '@app/shared-types/auth';
import { FIRM_TIMEZONE } from '@app/shared-types/consultations/model';
import { isDuplicateKeyError } from '../../errors/model-errors';
import { absoluteLink, type MailingDeps } from './channels';
import type { INotificationDigest } from './delivery.model';
import type { INotification } from './notification.model';
import { notificationText } from './notifications.dto';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Digests go out from this hour of the firm's day (Eastern Time), once a day per person. */
export const DIGEST_HOUR = 7;
/** Tag of every digest email in the outbox. */
export const DIGEST_TAG = 'notifications-digest';

export type Digest = ReturnType<typeof createDigest>;

/**
 * The daily digest: for each person with rows waiting (digestPending), one email a day (a unique
 * (person, day) record), holding each waiting row once, as it reads now. Rows are claimed atomically
 * by that digest (digestPending -> false, digestId set), so two nodes or two runs never put a row in
 * two digests; a send that fails gives its rows back for the next run.
 */
export function createDigest(deps: MailingDeps & { Digests: Model<INotificationDigest> }) {
  const { Digests, Notifications, accounts, mailer, publicUrl, logger } = deps;

  async function sendOne(recipientId: Types.ObjectId, day: string, now: Date): Promise<boolean> {
    let digest: INotificationDigest;
    try {
      digest = (await Digests.create({ recipientId, day, createdAt: now })).toObject<INotificationDigest>();
    } catch (error) {
      if (isDuplicateKeyError(error)) return false; // today's digest went (or is going) already
      throw error;
    }
    await Notifications.updateMany({ recipientId, digestPending: true, updatedAt: { $lte: now } }, { $set: { digestPending: false, digestId: digest._id } });
    const rows = await Notifications.find({ digestId: digest._id }, { actorIds: 0 }).sort({ updatedAt: -1, _id: -1 }).lean<INotification[]>();
    const user = await accounts.findById(recipientId.toString());
    if (!rows.length || !user?.email) {
      await Digests.updateOne({ _id: digest._id }, { $set: { status: rows.length ? 'no-email' : 'empty', items: 0 } });
      return false;
    }
    const lines = rows.map((row) => `- ${notificationText(row)}\n  ${absoluteLink(publicUrl, row.link)}`);
    try {
      await mailer.send({
        to: user.email,
        subject: `Your daily notifications: ${rows.length} ${rows.length === 1 ? 'update' : 'updates'}`,
        text: [`Hello ${displayName(user)},`, '', 'Here is what happened since your last digest:', '', ...lines, '', `Choose which emails you get on your notifications page: ${absoluteLink(publicUrl, '/notifications')}`].join('\n'),
        tags: [DIGEST_TAG, `${DIGEST_TAG}:${recipientId.toString()}`],
      });
    } catch (error) {
      // Given back: the next run (within the hour) tries again with the same rows.
      logger.warn({ err: error, recipientId: recipientId.toString() }, 'notification digest not sent; tried again next run');
      await Notifications.updateMany({ digestId: digest._id }, { $set: { digestPending: true, digestId: null } });
      await Digests.deleteOne({ _id: digest._id });
      return false;
    }
    await Digests.updateOne({ _id: digest._id }, { $set: { status: mailer.delivery === 'smtp' ? 'sent' : 'outbox', items: rows.length } });
    return true;
  }

  /** One run of the digest job at `now`: nothing before DIGEST_HOUR in the firm's day, then a digest per person waiting. */
  async function run(now: Date): Promise<{ sent: number }> {
    const local = dayjs(now).tz(FIRM_TIMEZONE);
    if (local.hour() < DIGEST_HOUR) return { sent: 0 };
    const day = local.format('YYYY-MM-DD');
    const waiting = (await Notifications.distinct('recipientId', { digestPending: true, updatedAt: { $lte: now } })) as Types.ObjectId[];
    let sent = 0;
    for (const recipientId of waiting) if (await sendOne(recipientId, day, now)) sent++;
    return { sent };
  }

  const removeUser = (userId: Types.ObjectId) => Digests.deleteMany({ recipientId: userId });

  return { run, removeUser };
}
