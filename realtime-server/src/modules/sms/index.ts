import { isOperator } from '@app/shared-types/auth';
import { rooms } from '@app/shared-types/realtime';
import { SMS_CAMPAIGNS_ROOM, SMS_MESSAGES } from '@app/shared-types/sms';
import { forbidden, unauthenticated } from '../../http/errors';
import { moduleJob } from '../../jobs/jobs';
import type { AppModule } from '../module';
import { onContactSmsOptIn } from '../contact/contracts';
import { activeSmsProvider, onInboundSms, onSmsDeliveryStatus } from '../sms-provider/contracts';
import { resolveAudience } from './audience';
import { smsAccountDeletion } from './account-deletion';
import { createCampaigns } from './campaigns.service';
import { handleInbound } from './inbound';
import { memberOptIns } from './member-opt-ins';
import { createSender } from './sender';
import { smsEvents } from './sms.events';
import { smsCampaignModel, smsLogModel, smsSubscriberModel } from './sms.model';
import { smsRoutes } from './sms.routes';
import { smsSeed } from './sms.seed';
import { createSubscribers } from './subscribers';

/**
 * SMS campaigns for operators: audiences resolved at send time, throttled and resumable sending
 * through the SMS provider (simulated until one is connected), STOP/START/HELP, quiet hours for
 * marketing texts, live progress in `campaign:<id>`.
 */
export const smsModule: AppModule = {
  name: 'sms',
  setup: ({ db, emitter, jobs, logger, config, users }) => {
    const log = logger.child({ module: 'sms' });
    const Campaigns = smsCampaignModel(db);
    const SubscriberRows = smsSubscriberModel(db);
    const Logs = smsLogModel(db);
    const events = smsEvents(emitter);
    const subscribers = createSubscribers({ db, Subscribers: SubscriberRows });
    const sender = createSender({
      db,
      Campaigns,
      Logs,
      SubscriberRows,
      subscribers,
      jobs,
      events,
      logger: log,
      options: { messagesPerSecond: config.sms.messagesPerSecond, leaseMs: config.sms.leaseMs, maxRateLimitRetries: 5, maxInlineWaitMs: 60_000, inboundPollMs: config.sms.inboundPollMs },
    });
    const campaigns = createCampaigns({
      Campaigns,
      Logs,
      subscribers,
      sender,
      events,
      preview: async (audience, tier) => {
        // As the sender resolves it at the start of a send: contact-form opt-ins first, then the audience.
        await subscribers.syncContactOptIns();
        const [recipients, provider] = await Promise.all([resolveAudience({ db, Subscribers: SubscriberRows }, audience, tier), activeSmsProvider()]);
        return { recipients: recipients.length, simulated: provider.simulated };
      },
    });
    const offInbound = onInboundSms(handleInbound({ subscribers, Logs, logger: log }));
    const offReceipts = onSmsDeliveryStatus((s) => sender.receipt(s.providerMessageId, s.status, s.errorMessage));
    // Opt-ins join the subscriber list at once (the Subscribers tab and the stats show them), not at the next send.
    const syncMember = memberOptIns(SubscriberRows);
    users.onChange(async (user) => {
      if (!isOperator(user)) emitter.leave(rooms.user(user.id), SMS_CAMPAIGNS_ROOM);
      await syncMember(user).catch((err: unknown) => log.error({ err, userId: user.id }, 'sms: member text preference not applied to the subscriber list'));
    });
    users.onDelete(smsAccountDeletion({ Campaigns, Subscribers: SubscriberRows, Logs }));
    const offContactOptIns = onContactSmsOptIn(db, (message) =>
      subscribers.addContact(message).catch((err: unknown) => log.error({ err }, 'sms: contact-form opt-in not added; the next send adds it')),
    );
    const operatorsOnly = (user: Parameters<typeof isOperator>[0] | undefined) => {
      if (!user) throw unauthenticated();
      if (!isOperator(user)) throw forbidden(SMS_MESSAGES.operatorsOnly);
    };
    return {
      routes: smsRoutes(campaigns, subscribers),
      rooms: { [SMS_CAMPAIGNS_ROOM]: operatorsOnly, campaign: operatorsOnly },
      models: [Campaigns, SubscriberRows, Logs],
      seeds: [smsSeed({ users, Campaigns, Subscribers: SubscriberRows, Logs })],
      jobs: [moduleJob(sender.jobs.sendJob), moduleJob(sender.jobs.resumeJob, { every: config.sms.leaseMs, data: {} })],
      stop: () => {
        sender.stop();
        offInbound();
        offReceipts();
        offContactOptIns();
      },
    };
  },
};
