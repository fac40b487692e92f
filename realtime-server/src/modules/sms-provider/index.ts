import { z } from 'zod';
import { createSecretBox } from '../../crypto/secret-box';
import { defineJob, moduleJob } from '../../jobs/jobs';
import type { AppModule } from '../module';
import { settingsStore } from '../settings/contracts';
import { simulatedSmsProvider, type SmsProviderPort } from './contracts';
import { smsOAuthStateModel } from './oauth-state.model';
import { pollStateStore, smsPollStateModel } from './poll-state';
import { providerRoutes } from './provider.routes';
import { createProviderService } from './provider.service';

/**
 * The SMS provider: RingCentral once an operator configured the app and authorized it (OAuth with
 * PKCE in a popup), else the simulated provider, offered to the SMS module as the `sms-provider`
 * port. Inbound texts and delivery outcomes are read from RingCentral's message store by a recurring
 * job (once per cluster) and published as events.
 */
export const smsProviderModule: AppModule = {
  name: 'sms-provider',
  setup: ({ db, config, logger, events }) => {
    const log = logger.child({ module: 'sms-provider' });
    const States = smsOAuthStateModel(db);
    const box = createSecretBox(config.secretsKey.key);
    const settings = settingsStore(db, box);
    const PollStates = smsPollStateModel(db);
    const service = createProviderService({ settings, pollState: pollStateStore(PollStates), States, box, serverUrl: config.sms.ringCentralServerUrl, inboundPollMs: config.sms.inboundPollMs, domainEvents: events, logger: log });
    const port: SmsProviderPort = { active: async () => (await service.provider()) ?? simulatedSmsProvider, pollInbound: service.pollInbound };
    const pollJob = defineJob({
      name: 'sms-provider:poll',
      schema: z.object({}),
      handler: async () => service.poll(),
      // STOP must keep working when a node dies holding this job's lock; two polls at once are
      // harmless (each message-store read is claimed, poll-state.ts).
      maxRunMs: 60_000,
    });
    return {
      routes: providerRoutes(service, config.publicUrl),
      models: [settings.model, States as unknown as typeof settings.model, PollStates as unknown as typeof settings.model],
      jobs: [moduleJob(pollJob, { every: config.sms.pollMs, data: {} })],
      provides: { 'sms-provider': port },
    };
  },
};
