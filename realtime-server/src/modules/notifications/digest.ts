import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { Types, type Model } from 'mongoose';
import { displayName } from '@app/shared-types/auth';
import { FIRM_TIMEZONE } from '@app/shared-types/consultations/model';
import { isDuplicateKeyError } from '../../http/errors';
import type { Mailer } from '../../integrations/mail';
import type { Logger } from '../../logger';
import type { Accounts } from '../module';
import { absoluteLink } from './channels';
import type { INotificationDelivery, INotificationDigest } from './delivery.model';
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
 * The daily digest: for each person with items waiting, one email a day (a unique (person, day)
 * record), holding every waiting item once. Items are claimed atomically by that digest (digestId set
 * where it was null), so two nodes or two runs never put an item in two digests; a send that fails
 * gives its items back for the next run.
 */
export function createDigest(deps: {
  Deliveries: Model<INotificationDelivery>;
  Digests: Model<INotificationDigest>;
  Notifications: Model<INotification>;
  accounts: Pick<Accounts, 'findById'>;
  mailer: Pick<Mailer, 'send' | 'delivery'>;
  publicUrl: string | undefined;
  logger: Logger;
}) {
  const { Deliveries, Digests, Notifications, accounts, mailer, publicUrl, logger } = deps;

  async function sendOne(recipientId: Types.ObjectId, day: string, now: Date): Promise<boolean> {
    let digest: INotificationDigest;
    try {
      digest = (await Digests.create({ recipientId, day, createdAt: now })).toObject<INotificationDigest>();
    } catch (error) {
      if (isDuplicateKeyError(error)) return false; // today's digest went (or is going) already
      throw error;
    }
    await Deliveries.updateMany({ channel: 'digest', recipientId, digestId: null, createdAt: { $lte: now } }, { $set: { digestId: digest._id, status: 'sending' } });
    const items = await Deliveries.find({ digestId: digest._id }, { notificationId: 1 }).lean<INotificationDelivery[]>();
    // Several items of one grouped row (likes arriving all day) are one line, as the row reads now.
    const ids = [...new Set(items.map((i) => i.notificationId?.toString()).filter((id): id is string => !!id))].map((id) => new Types.ObjectId(id));
    const rows = await Notifications.find({ _id: { $in: ids } }).sort({ updatedAt: -1, _id: -1 }).lean<INotification[]>();
    const user = await accounts.findById(recipientId.toString());
    const status = !rows.length ? 'empty' : !user?.email ? 'no-email' : null;
    if (status || !user?.email) {
      await Promise.all([Digests.updateOne({ _id: digest._id }, { $set: { status, items: 0 } }), Deliveries.updateMany({ digestId: digest._id }, { $set: { status: 'failed', detail: status } })]);
      return false;
    }
    const lines = rows.map((row) => `- ${notificationText(row)}\n  ${absoluteLink(publicUrl, row.link)}`);
    try {
      await mailer.send({
        to: user.email,
        subject: `Your daily notifications: ${rows.length} ${rows.length === 1 ? 'update' : 'updates'}`,
        text: [`Hello ${displayName(user)},`, '', `Here is what happened since your last digest:`, '', ...lines, '', `Choose which emails you get on your notifications page: ${absoluteLink(publicUrl, '/notifications')}`].join('\n'),
        tags: [DIGEST_TAG, `${DIGEST_TAG}:${recipientId.toString()}`],
      });
    } catch (error) {
      // Given back: the next run (within the hour) tries again with the same items.
      logger.warn({ err: error, recipientId: recipientId.toString() }, 'notification digest not sent; tried again next run');
      await Deliveries.updateMany({ digestId: digest._id }, { $set: { digestId: null, status: 'pending' } });
      await Digests.deleteOne({ _id: digest._id });
      return false;
    }
    const sent = mailer.delivery === 'smtp' ? 'sent' : 'outbox';
    await Promise.all([Digests.updateOne({ _id: digest._id }, { $set: { status: sent, items: rows.length } }), Deliveries.updateMany({ digestId: digest._id }, { $set: { status: sent } })]);
    return true;
  }

  /** One run of the digest job at `now`: nothing before DIGEST_HOUR in the firm's day, then a digest per person waiting. */
  async function run(now: Date): Promise<{ sent: number }> {
    const local = dayjs(now).tz(FIRM_TIMEZONE);
    if (local.hour() < DIGEST_HOUR) return { sent: 0 };
    const day = local.format('YYYY-MM-DD');
    const waiting = (await Deliveries.distinct('recipientId', { channel: 'digest', digestId: null, createdAt: { $lte: now } })) as Types.ObjectId[];
    let sent = 0;
    for (const recipientId of waiting) if (await sendOne(recipientId, day, now)) sent++;
    return { sent };
  }

  const removeUser = (userId: Types.ObjectId) => Digests.deleteMany({ recipientId: userId });

  return { run, removeUser };
}
