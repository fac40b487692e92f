import type { Model, Types } from 'mongoose';
import type { ISmsCampaign, ISmsLog, ISmsSubscriber } from './sms.model';

/**
 * What a deleted account leaves in SMS (the users service runs this before the account goes):
 * - its subscriber rows (linked by userId) leave the audience at once. We delete the personal data
 *   rather than deactivate it: a row is deleted outright, except that a number that texted STOP
 *   keeps a bare opt-out record (phone, isActive false, the dates and that it came by keyword; no
 *   name, email or account), because only START may undo a STOP and without that record a later
 *   contact form or import would add the number again and it would be texted;
 * - texts of campaigns already under way that were not yet claimed for that account's numbers are
 *   skipped (their recipients were fixed when the campaign started; the sender checks only STOP
 *   before each text);
 * - the campaigns it created stay, with createdBy set to null (spec 000 §3).
 * Log rows of texts already handled stay as the send record (the no-duplicates guarantee of a
 * resumed campaign rests on them).
 */
export function smsAccountDeletion({ Campaigns, Subscribers, Logs }: { Campaigns: Model<ISmsCampaign>; Subscribers: Model<ISmsSubscriber>; Logs: Model<ISmsLog> }) {
  return async function onAccountDeleted(objectId: Types.ObjectId): Promise<void> {
    const userId = objectId.toString();
    const rows = await Subscribers.find({ userId }, { phone: 1 }).lean();
    const phones = rows.map((r) => r.phone);

    const running = await Campaigns.find({ status: { $in: ['scheduled', 'sending'] } }, { _id: 1 }).lean();
    if (running.length) {
      await Logs.updateMany(
        { campaignId: { $in: running.map((c) => c._id) }, status: 'pending', $or: [{ recipientPhone: { $in: phones } }, { recipientType: 'member', recipientId: userId }] },
        { $set: { status: 'skipped', errorMessage: 'Account deleted before this text was sent.' } },
      );
    }

    await Subscribers.updateMany({ userId, isActive: false, optOutSource: 'keyword' }, { $set: { firstName: null, lastName: null, email: null, userId: null } });
    await Subscribers.deleteMany({ userId });
    await Campaigns.updateMany({ createdBy: userId }, { $set: { createdBy: null } });
  };
}
