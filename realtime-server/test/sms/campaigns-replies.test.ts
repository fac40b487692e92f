import { describe, expect, it } from 'vitest';
import { FIRM } from '@app/shared-types/firm';
import { SMS_MESSAGES, SMS_REPLIES } from '@app/shared-types/sms';
import { finished, useCampaignSuite } from './campaign-suite';
import { createCampaign, recordingProvider, waitForCampaign } from './sms-helpers';

describe('SMS campaigns: STOP, START and HELP replies', () => {
  const { app, importNumbers, phone } = useCampaignSuite();

  it('a STOP arriving mid-campaign stops that number before its text, and is confirmed', async () => {
    const numbers = [phone(), phone(), phone(), phone()];
    let release!: () => void;
    const firstSent = new Promise<void>((resolve) => (release = resolve));
    let gate!: () => void;
    const held = new Promise<void>((resolve) => (gate = resolve));
    const provider = recordingProvider(app.server, async (to, text) => {
      if (to === numbers[0] && text !== SMS_REPLIES.stopped) {
        release();
        await held;
      }
    });
    await importNumbers(...numbers);
    const draft = await createCampaign(app.operator);
    await app.operator.post(`/api/sms-campaigns/${draft.id}/send`);
    await firstSent;
    await app.server.events.publish('sms-provider.inbound-received', { from: numbers[2]!, text: '  unsubscribe ', providerMessageId: 'in-2', receivedAt: new Date() });
    gate();
    const done = await waitForCampaign(app.operator, draft.id, finished);
    expect(provider.to(numbers[2]!).map((s) => s.text)).toEqual([SMS_REPLIES.stopped]);
    expect(provider.sent.filter((s) => s.text === draft.message).map((s) => s.to).sort()).toEqual([numbers[0], numbers[1], numbers[3]].sort());
    expect(done.progress).toMatchObject({ sent: 3, skipped: 1 });
    // START re-subscribes; HELP answers with the firm's contact details.
    await app.server.events.publish('sms-provider.inbound-received', { from: numbers[2]!, text: 'START', providerMessageId: 'in-3', receivedAt: new Date() });
    await app.server.events.publish('sms-provider.inbound-received', { from: numbers[2]!, text: 'help', providerMessageId: 'in-4', receivedAt: new Date() });
    expect(provider.to(numbers[2]!).map((s) => s.text)).toEqual([SMS_REPLIES.stopped, SMS_REPLIES.started, SMS_REPLIES.help]);
    // The firm's real number, with its extension, and email: the ones the contact page shows.
    expect(provider.to(numbers[2]!).at(-1)?.text).toContain(`${FIRM.phoneDisplay} ext. ${FIRM.phoneExtension} or email ${FIRM.email}`);
    const subscribers = (await app.operator.get('/api/sms-subscribers')).json as { phone: string; isActive: boolean }[];
    expect(subscribers.find((s) => s.phone === numbers[2])?.isActive).toBe(true);
  });

  it('a conversational "yes" after STOP leaves the number opted out and unanswered', async () => {
    const provider = recordingProvider(app.server);
    const number = phone();
    await importNumbers(number);
    await app.server.events.publish('sms-provider.inbound-received', { from: number, text: 'STOP', providerMessageId: 'in-yes-1', receivedAt: new Date() });
    await app.server.events.publish('sms-provider.inbound-received', { from: number, text: 'Yes', providerMessageId: 'in-yes-2', receivedAt: new Date() });
    expect(provider.to(number).map((s) => s.text)).toEqual([SMS_REPLIES.stopped]);
    const subscribers = (await app.operator.get('/api/sms-subscribers')).json as { phone: string; isActive: boolean }[];
    expect(subscribers.find((s) => s.phone === number)?.isActive).toBe(false);
    const draft = await createCampaign(app.operator);
    expect((await app.operator.get(`/api/sms-campaigns/${draft.id}/recipients`)).json).toMatchObject({ recipients: 0 });
    const refused = await app.operator.post(`/api/sms-campaigns/${draft.id}/send`);
    expect([refused.status, refused.json.message]).toEqual([409, SMS_MESSAGES.noRecipients]);
    expect(provider.to(number).map((s) => s.text)).toEqual([SMS_REPLIES.stopped]);
  });
});
