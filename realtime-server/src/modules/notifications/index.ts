import { createMailer } from '../../integrations/mail';
import type { AppModule, ModuleParts } from '../module';
import { simulatedSmsProvider } from '../sms-provider/contracts';
import { createChannels } from './channels';
import { notificationDeliveryModel, notificationDigestModel } from './delivery.model';
import { createDigest } from './digest';
import { notificationCounterModel, notificationModel, notificationPreferenceModel } from './notification.model';
import { notificationsEvents } from './notifications.events';
import { notificationsJobs } from './notifications.jobs';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';
import { createPreferences } from './preferences';
import { connectSources } from './sources';

/**
 * The notification centre: a row per recipient for what other modules' events mean to them (their
 * sources subscribe to the domain events), the exact unread count live in every tab (`user:<id>`),
 * preferences per kind and channel, email (immediate, or a daily digest) and SMS for time-critical kinds.
 */
export const notificationsModule: AppModule = {
  name: 'notifications',
  setup: ({ db, emitter, users, jobs, config, logger, events, caches, ports }) => {
    const log = logger.child({ module: 'notifications' });
    const Notifications = notificationModel(db);
    const Counters = notificationCounterModel(db);
    const Deliveries = notificationDeliveryModel(db);
    const Digests = notificationDigestModel(db);
    const Prefs = notificationPreferenceModel(db);
    const mailer = createMailer(config, db, log);
    const preferences = createPreferences(Prefs, caches);
    // RingCentral when an operator connected it, else the simulator (which says so: 'simulated').
    const smsProvider = async () => (await ports.get('sms-provider')?.active()) ?? simulatedSmsProvider;
    const smsStopped = async (phone: string) => (await ports.get('sms-opt-outs')?.stopped(phone)) ?? false;
    const channels = createChannels({ Deliveries, Notifications, accounts: users, mailer, smsProvider, smsStopped, jobs, publicUrl: config.publicUrl, logger: log });
    const digest = createDigest({ Digests, Notifications, accounts: users, mailer, publicUrl: config.publicUrl, logger: log });
    const notifications = createNotificationsService({ models: { Notifications, Counters, Deliveries }, accounts: users, events: notificationsEvents(emitter), preferences, channels });

    connectSources({ events, notify: notifications.notify, notifyMany: notifications.notifyMany, accounts: users });
    users.onDelete(async (userId) => {
      await Promise.all([notifications.removeUser(userId), preferences.removeUser(userId), digest.removeUser(userId)]);
    });

    return {
      routes: notificationsRoutes(notifications, preferences),
      models: [Notifications, Counters, Deliveries, Digests, Prefs, ...mailer.models] as unknown as NonNullable<ModuleParts['models']>,
      jobs: notificationsJobs(digest, channels),
    };
  },
};
