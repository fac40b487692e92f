import type { Model } from 'mongoose';
import type { Seed } from '../../seed/seeds';
import type { Accounts } from '../module';
import { segmentInfo } from './sms.dto';
import type { ISmsCampaign, ISmsLog, ISmsSubscriber } from './sms.model';

const DEMO_SUBSCRIBERS = [
  { phone: '+12025550111', firstName: 'Dana', lastName: 'Reyes', source: 'website' },
  { phone: '+13125550122', firstName: 'Luis', lastName: 'Ortega', source: 'contact' },
  { phone: '+14155550133', firstName: 'Mei', lastName: 'Chen', source: 'import' },
] as const;

/** A few subscribers and one finished campaign, sent through the simulated provider (and labelled so). */
export function smsSeed({ users, Campaigns, Subscribers, Logs }: { users: Accounts; Campaigns: Model<ISmsCampaign>; Subscribers: Model<ISmsSubscriber>; Logs: Model<ISmsLog> }): Seed {
  return {
    name: 'sms',
    order: 20,
    run: async () => {
      if (await Campaigns.exists({})) return;
      const operator = await users.findByUsername('operator');
      const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60_000);
      await Subscribers.insertMany(DEMO_SUBSCRIBERS.map((s) => ({ ...s, isActive: true, optInDate: weekAgo })));
      const message = 'Reminder: quarterly estimated taxes are due Jan 15. Book a review at capitolledgeradvisory.com/consultation. Reply STOP to opt out.';
      const seg = segmentInfo(message);
      const campaign = await Campaigns.create({
        name: 'Q4 estimated tax reminder',
        message,
        campaignType: 'reminder',
        targetAudience: 'all',
        status: 'completed',
        sentAt: weekAgo,
        completedAt: weekAgo,
        resolvedAt: weekAgo,
        totalRecipients: DEMO_SUBSCRIBERS.length,
        successfulSends: 0,
        simulatedSends: DEMO_SUBSCRIBERS.length,
        simulated: true,
        encoding: seg.encoding,
        segments: seg.segments,
        createdBy: operator?.id ?? null,
      });
      await Logs.insertMany(
        DEMO_SUBSCRIBERS.map((s, i) => ({ campaignId: campaign._id, recipientPhone: s.phone, recipientType: 'subscriber', message, status: 'simulated', providerMessageId: `simulated-demo-${i}`, sentAt: weekAgo })),
      );
    },
  };
}
