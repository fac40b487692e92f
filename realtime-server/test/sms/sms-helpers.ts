import { Types } from 'mongoose';
import type { TSmsCampaign } from '@app/shared-types/sms';
import type { RunningServer } from '../../src/server';
import { simulatedSmsProvider, type SmsProvider } from '../../src/modules/sms-provider/contracts';
import type { HttpClient } from '../helpers/http-client';

/**
 * Stands `provider` in for the app's SMS provider (the `sms-provider` port's active provider; none:
 * the simulated one). Reading inbound texts stays the app's own.
 */
export function useSmsProvider(server: Pick<RunningServer, 'ports'>, provider?: SmsProvider): void {
  const current = server.ports.get('sms-provider');
  server.ports.replace('sms-provider', { active: async () => provider ?? simulatedSmsProvider, pollInbound: current?.pollInbound ?? (async () => {}) });
}

/** A provider that records every text and can be told how to answer each one, standing in for the app's. */
export function recordingProvider(server: Pick<RunningServer, 'ports'>, answer: (to: string, text: string, attempt: number) => Promise<void> | void = () => {}) {
  const sent: { to: string; text: string }[] = [];
  const attempts = new Map<string, number>();
  const provider: SmsProvider = {
    service: 'ringcentral',
    simulated: false,
    async send(to, text) {
      const attempt = (attempts.get(to) ?? 0) + 1;
      attempts.set(to, attempt);
      await answer(to, text, attempt);
      sent.push({ to, text });
      return { providerMessageId: `msg-${sent.length}-${to}`, status: 'sent' };
    },
  };
  useSmsProvider(server, provider);
  return { sent, attempts, to: (phone: string) => sent.filter((s) => s.to === phone) };
}

/** A member account that opted in to texts with `phone` (members set it on their settings page). */
export async function optInMember(server: Pick<RunningServer, 'database'>, userId: string, phone: string): Promise<void> {
  await server.database.connection.collection('users').updateOne({ _id: new Types.ObjectId(userId) }, { $set: { phone, smsOptIn: true } });
}

export async function createCampaign(operator: HttpClient, overrides: Record<string, unknown> = {}): Promise<TSmsCampaign> {
  const res = await operator.post('/api/sms-campaigns', { name: 'Deadline reminder', message: 'SAM renewals are due Friday.', campaignType: 'reminder', targetAudience: 'all', ...overrides });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.json as TSmsCampaign;
}

/** Polls the campaign until `done` says so (sending is a background job). */
export async function waitForCampaign(operator: HttpClient, id: string, done: (c: TSmsCampaign) => boolean, timeoutMs = 15_000): Promise<TSmsCampaign> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const c = (await operator.get(`/api/sms-campaigns/${id}`)).json as TSmsCampaign;
    if (done(c)) return c;
    if (Date.now() > until) throw new Error(`campaign ${id} stuck: ${JSON.stringify(c)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
