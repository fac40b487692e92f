import { describe, expect, it } from 'vitest';
import { rooms } from '@app/shared-types/realtime';
import { SMS_MESSAGES, type TSmsCampaign, type TSmsCampaignStats } from '@app/shared-types/sms';
import { SmsOutcomeUnknownError, SmsProviderUnavailableError, SmsRateLimitedError, SmsRejectedError } from '../../src/modules/sms-provider/contracts';
import { finished, useCampaignSuite } from './campaign-suite';
import { createCampaign, recordingProvider, useSmsProvider, waitForCampaign } from './sms-helpers';

describe('SMS campaigns: what the provider answers', () => {
  const { app, importNumbers, watch, phone } = useCampaignSuite();

  it("honours the provider's 429 Retry-After, gives up a number after repeated refusals, and fails only a refused number", async () => {
    const [limited, refused, fine] = [phone(), phone(), phone()];
    const provider = recordingProvider(app.server, (to, _text, attempt) => {
      if (to === limited && attempt <= 2) throw new SmsRateLimitedError(200);
      if (to === refused) throw new SmsRejectedError('Invalid destination number');
    });
    await importNumbers(limited, refused, fine);
    const draft = await createCampaign(app.operator);
    await app.operator.post(`/api/sms-campaigns/${draft.id}/send`);
    const done = await waitForCampaign(app.operator, draft.id, finished);
    expect(provider.attempts.get(limited)).toBe(3);
    expect(provider.sent.map((s) => s.to).sort()).toEqual([limited, fine].sort());
    expect(done).toMatchObject({ status: 'completed', totalRecipients: 3, successfulSends: 2, failedSends: 1 });

    const always = phone();
    recordingProvider(app.server, (to) => {
      if (to === always) throw new SmsRateLimitedError(10);
    });
    await app.server.database.connection.collection('sms_subscribers').deleteMany({});
    await importNumbers(always);
    const stuck = await createCampaign(app.operator);
    await app.operator.post(`/api/sms-campaigns/${stuck.id}/send`);
    expect(await waitForCampaign(app.operator, stuck.id, finished)).toMatchObject({ status: 'failed', failedSends: 1 });
  });

  it('a text the provider may have received without answering is failed, never resent; a send that surely failed is tried again', async () => {
    const [unanswered, flaky, fine] = [phone(), phone(), phone()];
    const provider = recordingProvider(app.server, (to, _text, attempt) => {
      if (to === unanswered) throw new SmsOutcomeUnknownError('RingCentral did not answer');
      if (to === flaky && attempt === 1) throw new Error('connect ECONNREFUSED');
    });
    await importNumbers(unanswered, flaky, fine);
    const draft = await createCampaign(app.operator);
    await app.operator.post(`/api/sms-campaigns/${draft.id}/send`);
    const done = await waitForCampaign(app.operator, draft.id, finished);
    expect(provider.attempts.get(unanswered)).toBe(1);
    expect(provider.attempts.get(flaky)).toBe(2);
    expect(provider.sent.map((s) => s.to).sort()).toEqual([flaky, fine].sort());
    expect(done).toMatchObject({ status: 'completed', totalRecipients: 3, successfulSends: 2, failedSends: 1 });
  });

  it("moves texts to delivered or failed on the provider's delivery receipts", async () => {
    recordingProvider(app.server);
    const [a, b] = [phone(), phone()];
    await importNumbers(a, b);
    const draft = await createCampaign(app.operator);
    await app.operator.post(`/api/sms-campaigns/${draft.id}/send`);
    await waitForCampaign(app.operator, draft.id, finished);
    const ids = (await app.server.database.connection.collection('sms_logs').find({ recipientPhone: { $in: [a, b] } }).toArray()).map((r) => r.providerMessageId as string);
    const live = await watch(rooms.campaign(draft.id));
    await app.server.events.publish('sms-provider.delivery-updated', { providerMessageId: ids[0]!, status: 'delivered', at: new Date() });
    await app.server.events.publish('sms-provider.delivery-updated', { providerMessageId: ids[1]!, status: 'failed', errorMessage: 'Carrier rejected', at: new Date() });
    const after = await waitForCampaign(app.operator, draft.id, (c) => c.failedSends === 1 && c.progress?.delivered === 1);
    expect(after).toMatchObject({ successfulSends: 1, failedSends: 1, progress: { delivered: 1, sent: 1, failed: 1 } });
    await expect.poll(() => live.progress.at(-1)).toMatchObject({ delivered: 1, failed: 1 });
    // The same receipt again (the message store is read with an overlap) changes nothing.
    await new Promise((r) => setTimeout(r, 400));
    const events = live.progress.length;
    await app.server.events.publish('sms-provider.delivery-updated', { providerMessageId: ids[1]!, status: 'failed', errorMessage: 'Carrier rejected', at: new Date() });
    await new Promise((r) => setTimeout(r, 400));
    expect(live.progress).toHaveLength(events);
  });

  it('without a provider, sends are simulated and never counted as delivered', async () => {
    const ratedBefore = ((await app.operator.get('/api/sms-campaigns/stats')).json as TSmsCampaignStats).deliveryRateCampaigns;
    await importNumbers(phone(), phone());
    const draft = await createCampaign(app.operator);
    await app.operator.post(`/api/sms-campaigns/${draft.id}/send`);
    const done = await waitForCampaign(app.operator, draft.id, finished);
    // Stored as what happened: two texts simulated, none sent or delivered (the card says "Simulated: 2 (not sent)").
    expect(done).toMatchObject({ status: 'completed', simulated: true, successfulSends: 0, simulatedSends: 2, totalRecipients: 2 });
    expect(done.progress).toMatchObject({ simulated: 2, sent: 0, delivered: 0 });
    // A simulated send says nothing about delivery: the average's campaigns are the same as before it.
    expect(((await app.operator.get('/api/sms-campaigns/stats')).json as TSmsCampaignStats).deliveryRateCampaigns).toBe(ratedBefore);
  });

  it('a real campaign never falls back to the simulator: it pauses, says why, and resumes once the provider is back', async () => {
    const numbers = [phone(), phone(), phone(), phone()];
    // The operator disconnects the provider while the second text is on its way.
    const first = recordingProvider(app.server, () => {
      if (first.sent.length === 1) useSmsProvider(app.server);
    });
    await importNumbers(...numbers);
    const draft = await createCampaign(app.operator);
    const live = await watch(rooms.campaign(draft.id));
    await app.operator.post(`/api/sms-campaigns/${draft.id}/send`);
    const paused = await waitForCampaign(app.operator, draft.id, (c) => c.pausedReason !== null);
    expect(paused).toMatchObject({ status: 'sending', simulated: false, pausedReason: SMS_MESSAGES.pausedDisconnected, progress: { sent: 2, simulated: 0, remaining: 2 } });
    await expect.poll(() => live.progress.at(-1)?.pausedReason).toBe(SMS_MESSAGES.pausedDisconnected);
    // The resume job runs every second here: while the provider is away nothing moves, nothing is simulated.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(((await app.operator.get(`/api/sms-campaigns/${draft.id}`)).json as TSmsCampaign).progress).toMatchObject({ sent: 2, simulated: 0, remaining: 2 });

    const second = recordingProvider(app.server);
    const done = await waitForCampaign(app.operator, draft.id, finished);
    expect(done).toMatchObject({ status: 'completed', simulated: false, pausedReason: null, successfulSends: 4, progress: { simulated: 0 } });
    expect([...first.sent, ...second.sent].map((s) => s.to).sort()).toEqual([...numbers].sort());
    await expect.poll(() => live.progress.at(-1)).toMatchObject({ sent: 4, remaining: 0, pausedReason: null });
  });

  it('a provider that can no longer send (refused authorization) pauses the campaign, which the operator can still cancel', async () => {
    const numbers = [phone(), phone(), phone()];
    const provider = recordingProvider(app.server, (to) => {
      if (to === numbers[1]) throw new SmsProviderUnavailableError('RingCentral is no longer authorized');
    });
    await importNumbers(...numbers);
    const draft = await createCampaign(app.operator);
    await app.operator.post(`/api/sms-campaigns/${draft.id}/send`);
    const paused = await waitForCampaign(app.operator, draft.id, (c) => c.pausedReason !== null);
    expect(paused.progress).toMatchObject({ sent: 1, failed: 0, remaining: 2 });
    const res = await app.operator.post(`/api/sms-campaigns/${draft.id}/cancel`);
    expect(res.json).toMatchObject({ status: 'cancelled', pausedReason: null, progress: { sent: 1, skipped: 2, remaining: 0 } });
    expect(provider.sent.map((s) => s.to)).toEqual([numbers[0]]);
  });
});
