import type { Model, Types } from 'mongoose';
import type { TCampaignProgress, TSmsLogStatus } from '@app/shared-types/sms';
import type { ISmsCampaign, ISmsLog } from './sms.model';

/** The campaign's counts from its log rows (the rows are the truth; the campaign's counters are a copy for lists). */
export async function countProgress(Logs: Model<ISmsLog>, campaignId: Types.ObjectId, now = new Date()): Promise<TCampaignProgress> {
  const groups = await Logs.aggregate<{ _id: TSmsLogStatus; n: number }>([{ $match: { campaignId } }, { $group: { _id: '$status', n: { $sum: 1 } } }]);
  const n = (s: TSmsLogStatus) => groups.find((g) => g._id === s)?.n ?? 0;
  const held = await Logs.countDocuments({ campaignId, status: 'pending', holdUntil: { $gt: now } });
  return {
    campaignId: campaignId.toString(),
    sent: n('sent') + n('delivered'),
    delivered: n('delivered'),
    simulated: n('simulated'),
    failed: n('failed'),
    skipped: n('skipped'),
    remaining: n('pending') + n('sending'),
    held,
  };
}

/** Copies the counts onto the campaign; successes are texts a provider accepted (simulated ones are not). */
export async function storeCounts(Campaigns: Model<ISmsCampaign>, campaignId: Types.ObjectId, p: TCampaignProgress): Promise<void> {
  await Campaigns.updateOne({ _id: campaignId }, { $set: { successfulSends: p.sent, failedSends: p.failed } });
}
