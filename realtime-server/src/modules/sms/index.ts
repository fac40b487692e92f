import { isOperator } from '@app/shared-types/auth';
import { rooms } from '@app/shared-types/realtime';
import { SMS_CAMPAIGNS_ROOM, SMS_MESSAGES } from '@app/shared-types/sms';
import { forbidden, unauthenticated } from '../../errors/app-error';
import { moduleJob } from '../../jobs/jobs';
import type { AppModule } from '../module';
import { simulatedSmsProvider } from '../sms-provider/contracts';
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
import { toE164 } from './phone';
// The events and monitoring figures this module declares (declaration merging), wherever it is compiled.
import './contracts';

/**
 * SMS campaigns for operators: audiences resolved at send time, throttled and resumable sending
 * through the SMS provider (simulated until one is connected), STOP/START/HELP, quiet hours for
 * marketing texts, live progress in `campaign:<id>`.
 */
export const smsModule: AppModule = {
  name: 'sms',
  setup: ({ db, emitter, jobs, logger, config, users, events: bus, ports }) => {
    const log = logger.child({ module: 'sms' });
    const Campaigns = smsCampaignModel(db);
    const SubscriberRows = smsSubscriberModel(db);
    const Logs = smsLogModel(db);
    const events = smsEvents(emitter);
    const subscribers = createSubscribers({ db, Subscribers: SubscriberRows });
    // Without a provider module mounted, texts go through the simulated provider.
    const activeProvider = async () => (await ports.get('sms-provider')?.active()) ?? simulatedSmsProvider;
    const pollInbound = async () => ports.get('sms-provider')?.pollInbound();
    const sender = createSender({
      db,
      Campaigns,
      Logs,
      SubscriberRows,
      subscribers,
      jobs,
      events,
      activeProvider,
      pollInbound,
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
        const [recipients, provider] = await Promise.all([resolveAudience({ db, Subscribers: SubscriberRows }, audience, tier), activeProvider()]);
        return { recipients: recipients.length, simulated: provider.simulated };
      },
    });
    const keywords = handleInbound({ subscribers, Logs, activeProvider, logger: log });
    bus.subscribe('sms-provider.inbound-received', 'sms-keywords', ({ payload }) => keywords(payload));
    bus.subscribe('sms-provider.delivery-updated', 'sms-receipts', ({ payload: s }) => sender.receipt(s.providerMessageId, s.status, s.errorMessage));
    // Opt-ins join the subscriber list at once (the Subscribers tab and the stats show them), not at the next send.
    const syncMember = memberOptIns(SubscriberRows);
    users.onChange(async (user) => {
      if (!isOperator(user)) emitter.leave(rooms.user(user.id), SMS_CAMPAIGNS_ROOM);
      await syncMember(user).catch((err: unknown) => log.error({ err, userId: user.id }, 'sms: member text preference not applied to the subscriber list'));
    });
    users.onDelete(smsAccountDeletion({ Campaigns, Subscribers: SubscriberRows, Logs }));
    // A contact-form opt-in (smsOptIn with a phone) makes a subscriber at once; the next send would add it too.
    bus.subscribe('contact.message-received', 'sms-opt-ins', async ({ payload: { message } }) => {
      if (message.smsOptIn && message.phone) await subscribers.addContact(message);
    });
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
      metrics: async () => ({ campaignsSending: await Campaigns.countDocuments({ status: 'sending' }) }),
      // A number that texted STOP gets no text from any module until it texts START.
      provides: { 'sms-opt-outs': { stopped: async (phone) => !!(await SubscriberRows.exists({ phone: toE164(phone) ?? phone, isActive: false, optOutSource: 'keyword' })) } },
      stop: () => sender.stop(),
    };
  },
};
