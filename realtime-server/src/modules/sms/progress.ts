import type { Model, Types } from 'mongoose';
import type { TCampaignProgress, TSmsLogStatus } from '@app/shared-types/sms';
import type { ISmsCampaign, ISmsLog } from './sms.model';

/** The campaign's counts from its log rows (the rows are the truth; the campaign's counters are a copy for lists). */
export async function countProgress(Logs: Model<ISmsLog>, campaignId: Types.ObjectId, pausedReason: string | null = null, now = new Date()): Promise<TCampaignProgress> {
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
    pausedReason,
  };
}

/** The campaign's copy of its counts; successes are texts a provider accepted, simulated ones are counted apart. */
export const countsOf = (p: TCampaignProgress) => ({ successfulSends: p.sent, failedSends: p.failed, simulatedSends: p.simulated });

/** Copies the counts onto the campaign. */
export async function storeCounts(Campaigns: Model<ISmsCampaign>, campaignId: Types.ObjectId, p: TCampaignProgress): Promise<void> {
  await Campaigns.updateOne({ _id: campaignId }, { $set: countsOf(p) });
}

/**
 * At most one progress event per `intervalMs` for each campaign, always ending with the latest state.
 * Each campaign has its own timer: with one for all, a campaign's update was dropped while another's
 * was pending.
 */
export function progressCoalescer(publish: (campaignId: string) => Promise<unknown>, intervalMs: number, onError: (err: unknown) => void) {
  const pending = new Map<string, { timer: NodeJS.Timeout | undefined; last: number }>();
  return {
    soon(campaignId: Types.ObjectId | string): void {
      const id = campaignId.toString();
      if (pending.size > 100) {
        // Receipts reach finished campaigns too; an idle entry past its interval holds nothing back.
        for (const [key, e] of pending) if (!e.timer && Date.now() - e.last >= intervalMs) pending.delete(key);
      }
      const entry = pending.get(id) ?? { timer: undefined, last: 0 };
      pending.set(id, entry);
      if (entry.timer) return;
      entry.timer = setTimeout(
        () => {
          entry.timer = undefined;
          entry.last = Date.now();
          void publish(id).catch(onError);
        },
        Math.max(0, entry.last + intervalMs - Date.now()),
      );
    },
    /** The campaign's runner ended and published its final state itself. */
    forget(campaignId: Types.ObjectId | string): void {
      const id = campaignId.toString();
      clearTimeout(pending.get(id)?.timer);
      pending.delete(id);
    },
    stop(): void {
      for (const entry of pending.values()) clearTimeout(entry.timer);
      pending.clear();
    },
  };
}
