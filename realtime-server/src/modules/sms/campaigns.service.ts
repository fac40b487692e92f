import { Types, type Model } from 'mongoose';
import type { TPlanId } from '@app/shared-types/membership/model';
import { SMS_MESSAGES as M, type TAudience, type ZCreateCampaign, type TSmsCampaign, type TSmsCampaignStats, type TSmsRecipientsPreview } from '@app/shared-types/sms';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../errors/app-error';
import { countProgress, countsOf } from './progress';
import type { Sender } from './sender';
import { segmentInfo, toCampaignDTO } from './sms.dto';
import type { SmsEventsEmitter } from './sms.events';
import type { ISmsCampaign, ISmsLog } from './sms.model';
import type { Subscribers } from './subscribers';

type Deps = {
  Campaigns: Model<ISmsCampaign>;
  Logs: Model<ISmsLog>;
  subscribers: Subscribers;
  sender: Sender;
  events: SmsEventsEmitter;
  /** Who a send now would reach (resolved as the sender resolves it), and whether it would be simulated. */
  preview: (audience: TAudience, tier: TPlanId | null) => Promise<TSmsRecipientsPreview>;
};

export function createCampaigns({ Campaigns, Logs, subscribers, sender, events, preview }: Deps) {
  const byId = async (id: string) => {
    const c = Types.ObjectId.isValid(id) ? await Campaigns.findById(id) : null;
    if (!c) throw notFound(M.notFound);
    return c;
  };
  /** A send (or a schedule) to nobody is refused: it would end as a campaign that reached no one. */
  const requireRecipients = async (c: ISmsCampaign) => {
    if ((await preview(c.targetAudience, c.tierTarget)).recipients === 0) throw conflict(M.noRecipients);
  };
  const withProgress = async (c: ISmsCampaign): Promise<TSmsCampaign> =>
    toCampaignDTO(c, c.resolvedAt && c.status !== 'draft' ? await countProgress(Logs, c._id, c.status === 'sending' ? (c.pausedReason ?? null) : null) : null);

  return {
    async list(): Promise<TSmsCampaign[]> {
      const rows = await Campaigns.find().sort({ createdAt: -1, _id: -1 }).limit(200);
      return Promise.all(rows.map(withProgress));
    },

    get: async (id: string) => withProgress(await byId(id)),

    /** The confirmation before Send: how many people the campaign's audience holds now. */
    recipients: async (id: string): Promise<TSmsRecipientsPreview> => {
      const c = await byId(id);
      return preview(c.targetAudience, c.tierTarget);
    },

    async stats(): Promise<TSmsCampaignStats> {
      const [totalCampaigns, sums, finished, activeSubscribers] = await Promise.all([
        Campaigns.countDocuments(),
        Campaigns.aggregate<{ sent: number }>([{ $group: { _id: null, sent: { $sum: '$successfulSends' } } }]),
        // Simulated campaigns delivered nothing to anyone: they say nothing about delivery.
        Campaigns.find({ status: 'completed', totalRecipients: { $gt: 0 }, simulated: { $ne: true } }, { successfulSends: 1, totalRecipients: 1 }).lean(),
        subscribers.activeCount(),
      ]);
      const rates = finished.map((c) => (c.successfulSends / c.totalRecipients) * 100);
      return {
        totalCampaigns,
        totalSent: sums[0]?.sent ?? 0,
        activeSubscribers,
        avgDeliveryRate: rates.length ? Math.round(rates.reduce((a, b) => a + b, 0) / rates.length) : 0,
        deliveryRateCampaigns: rates.length,
      };
    },

    async create(userId: string, input: z.output<typeof ZCreateCampaign>): Promise<TSmsCampaign> {
      if (input.scheduledAt && input.scheduledAt.getTime() <= Date.now()) throw badRequest(M.scheduledInPast, [{ path: 'scheduledAt', message: M.scheduledInPast }]);
      const seg = segmentInfo(input.message);
      const c = await Campaigns.create({ ...input, encoding: seg.encoding, segments: seg.segments, createdBy: userId });
      events.updated(c);
      return toCampaignDTO(c);
    },

    /**
     * Send Now (spec: only a draft shows it), even when the draft carries a time for later. The atomic
     * status change makes a double click (or two operators) send once.
     */
    async send(id: string): Promise<TSmsCampaign> {
      const draft = await byId(id);
      if (draft.status !== 'draft') throw conflict(M.notDraft);
      await requireRecipients(draft);
      const c = await Campaigns.findOneAndUpdate({ _id: draft._id, status: 'draft' }, { $set: { status: 'sending', sentAt: new Date(), scheduledAt: null } }, { returnDocument: 'after' });
      if (!c) throw conflict(M.notDraft);
      events.updated(c);
      await sender.start(id);
      return toCampaignDTO(c);
    },

    /** A draft with a time in the future waits, scheduled; the resume job starts it when the time comes. */
    async schedule(id: string): Promise<TSmsCampaign> {
      const draft = await byId(id);
      if (draft.status !== 'draft') throw conflict(M.notDraft);
      if (!draft.scheduledAt) throw badRequest(M.scheduleTimeRequired, [{ path: 'scheduledAt', message: M.scheduleTimeRequired }]);
      if (draft.scheduledAt.getTime() <= Date.now()) throw badRequest(M.scheduledInPast, [{ path: 'scheduledAt', message: M.scheduledInPast }]);
      await requireRecipients(draft);
      const c = await Campaigns.findOneAndUpdate({ _id: draft._id, status: 'draft' }, { $set: { status: 'scheduled' } }, { returnDocument: 'after' });
      if (!c) throw conflict(M.notDraft);
      events.updated(c);
      return toCampaignDTO(c);
    },

    /** Stops at the next recipient; texts already out stay counted. */
    async cancel(id: string): Promise<TSmsCampaign> {
      const found = await byId(id);
      const c = await Campaigns.findOneAndUpdate(
        { _id: found._id, status: { $in: ['scheduled', 'sending'] } },
        { $set: { status: 'cancelled', cancelledAt: new Date(), runner: null, pausedReason: null } },
        { returnDocument: 'after' },
      );
      if (!c) throw conflict(M.notCancellable);
      await Logs.updateMany({ campaignId: c._id, status: 'pending' }, { $set: { status: 'skipped', errorMessage: 'Campaign cancelled' } });
      const progress = await countProgress(Logs, c._id);
      const counted = (await Campaigns.findOneAndUpdate({ _id: c._id }, { $set: countsOf(progress) }, { returnDocument: 'after' }))!;
      events.updated(counted);
      events.progress(progress);
      return toCampaignDTO(counted, progress);
    },
  };
}

export type Campaigns = ReturnType<typeof createCampaigns>;
