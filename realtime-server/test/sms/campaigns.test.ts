import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { rooms } from '@app/shared-types/realtime';
import { SMS_MESSAGES, type TSmsCampaign, type TSmsCampaignStats } from '@app/shared-types/sms';
import { HttpClient } from '../helpers/http-client';
import { person } from '../helpers/live-training';
import { paidMember } from '../helpers/membership';
import { connectSocket, emitWithAck } from '../helpers/socket-client';
import { finished, useCampaignSuite } from './campaign-suite';
import { createCampaign, optInMember, recordingProvider, waitForCampaign } from './sms-helpers';

describe('SMS campaigns', () => {
  const { app, importNumbers, watch, phone } = useCampaignSuite();

  it('is for operators only, on the server', async () => {
    const visitor = new HttpClient(app.server.url);
    const draft = await createCampaign(app.operator);
    const calls: [string, string, unknown?][] = [
      ['get', '/api/sms-campaigns'],
      ['get', '/api/sms-campaigns/stats'],
      ['get', `/api/sms-campaigns/${draft.id}`],
      ['get', `/api/sms-campaigns/${draft.id}/recipients`],
      ['post', '/api/sms-campaigns', { name: 'x', message: 'y', campaignType: 'reminder', targetAudience: 'all' }],
      ['post', `/api/sms-campaigns/${draft.id}/send`],
      ['post', `/api/sms-campaigns/${draft.id}/schedule`],
      ['post', `/api/sms-campaigns/${draft.id}/cancel`],
      ['get', '/api/sms-subscribers'],
      ['post', '/api/sms-subscribers/import', { subscribers: [{ phone: phone() }] }],
    ];
    for (const [method, path, body] of calls) {
      const asVisitor = method === 'get' ? await visitor.get(path) : await visitor.post(path, body);
      const asMember = method === 'get' ? await app.member.get(path) : await app.member.post(path, body);
      expect([path, asVisitor.status, asMember.status]).toEqual([path, 401, 403]);
    }
    const socket = await connectSocket(app.server.url, app.member.cookieHeader);
    app.sockets.push(socket);
    expect((await emitWithAck(socket, 'room:join', { room: rooms.campaign(draft.id) })).ok).toBe(false);
    expect((await emitWithAck(socket, 'room:join', { room: rooms.smsCampaigns })).ok).toBe(false);
    expect(((await app.operator.get(`/api/sms-campaigns/${draft.id}`)).json as TSmsCampaign).status).toBe('draft');
  });

  it("applies the spec's rules to a new campaign", async () => {
    const missing = await app.operator.post('/api/sms-campaigns', { name: ' ', message: 'Hello', campaignType: 'reminder', targetAudience: 'all' });
    expect([missing.status, missing.json.message]).toEqual([400, SMS_MESSAGES.required]);
    const long = await app.operator.post('/api/sms-campaigns', { name: 'Long', message: 'a'.repeat(161), campaignType: 'reminder', targetAudience: 'all' });
    expect([long.status, long.json.message]).toEqual([400, SMS_MESSAGES.tooLong]);
    expect((await createCampaign(app.operator, { targetAudience: 'tier-specific' })).tierTarget).toBe('starter');
    expect((await createCampaign(app.operator, { targetAudience: 'members', tierTarget: 'premium' })).tierTarget).toBeNull();
    const past = await app.operator.post('/api/sms-campaigns', { name: 'Past', message: 'Hi', campaignType: 'reminder', targetAudience: 'all', scheduledAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    // "Schedule for later" ticked without a time is refused, not kept as a plain draft.
    const noTime = await app.operator.post('/api/sms-campaigns', { name: 'Later', message: 'Hi', campaignType: 'reminder', targetAudience: 'all', scheduledAt: '' });
    expect([noTime.status, noTime.json.message, noTime.json.errors]).toEqual([400, SMS_MESSAGES.scheduleTimeRequired, [{ path: 'scheduledAt', message: SMS_MESSAGES.scheduleTimeRequired }]]);
  });

  it('counts segments and encoding as carriers do: GSM-7, a split message, an emoji', async () => {
    expect((await createCampaign(app.operator, { message: 'a'.repeat(160) })).segments).toEqual({ encoding: 'GSM-7', segments: 1, characters: 160 });
    expect((await createCampaign(app.operator, { message: 'Your return is filed 😀' })).segments).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect((await createCampaign(app.operator, { message: '€'.repeat(81) })).segments).toMatchObject({ encoding: 'GSM-7', segments: 2 });
  });

  it('sends once to each opted-in number of a mixed audience, none to opted-out ones, with live progress and stats', async () => {
    const provider = recordingProvider(app.server);
    const [a, b, shared, stopped, free] = [phone(), phone(), phone(), phone(), phone()];
    await importNumbers(a, b, shared, stopped, `${b.slice(0, 2)} (${b.slice(2, 5)}) ${b.slice(5, 8)}-${b.slice(8)}`);
    await app.server.events.publish('sms-provider.inbound-received', { from: stopped, text: 'Stop', providerMessageId: 'in-1', receivedAt: new Date() });
    const paid = await person(app.server, 'member');
    await paidMember(paid, app.operator, 'professional');
    await optInMember(app.server, paid.user.id, shared); // a member who is also a subscriber: texted once
    await optInMember(app.server, app.member.user.id, free);
    const optedOutMember = await person(app.server, 'member');
    await optInMember(app.server, optedOutMember.user.id, stopped); // STOP wins over the member's own opt-in
    const before = (await app.operator.get('/api/sms-campaigns/stats')).json as TSmsCampaignStats;

    const draft = await createCampaign(app.operator);
    const live = await watch(rooms.campaign(draft.id));
    const list = await watch(rooms.smsCampaigns);
    const res = await app.operator.post(`/api/sms-campaigns/${draft.id}/send`);
    expect(res.status).toBe(200);
    const done = await waitForCampaign(app.operator, draft.id, finished);

    const campaignTexts = provider.sent.filter((s) => s.text === draft.message).map((s) => s.to);
    expect(campaignTexts.sort()).toEqual([a, b, shared, free].sort());
    expect(done).toMatchObject({ status: 'completed', totalRecipients: 4, successfulSends: 4, failedSends: 0, simulated: false });
    await expect.poll(() => live.progress.at(-1)).toMatchObject({ sent: 4, remaining: 0, failed: 0 });
    await expect.poll(() => list.updates.some((c) => c.id === draft.id && c.status === 'completed')).toBe(true);
    const after = (await app.operator.get('/api/sms-campaigns/stats')).json as TSmsCampaignStats;
    expect(after.totalCampaigns).toBe(before.totalCampaigns + 1);
    expect(after.totalSent).toBe(before.totalSent + 4);
  });

  it('members are every account that opted in, any plan; non-members are subscribers without an account; a tier is a plan, never a role', async () => {
    const provider = recordingProvider(app.server);
    const starter = await person(app.server, 'member');
    await paidMember(starter, app.operator, 'starter');
    const staff = await person(app.server, 'instructor');
    const withoutOptIn = await person(app.server, 'member');
    const [starterPhone, freePhone, staffPhone, subscriberPhone, accountPhone] = [phone(), phone(), phone(), phone(), phone()];
    await optInMember(app.server, starter.user.id, starterPhone);
    await optInMember(app.server, app.member.user.id, freePhone);
    await optInMember(app.server, staff.user.id, staffPhone);
    await importNumbers(subscriberPhone, accountPhone);
    // An account holds this imported number but never opted in on its settings page: neither list's.
    await app.server.database.connection.collection('users').updateOne({ _id: new Types.ObjectId(withoutOptIn.user.id) }, { $set: { phone: accountPhone, smsOptIn: false } });
    const sendTo = async (overrides: Record<string, unknown>) => {
      const draft = await createCampaign(app.operator, overrides);
      const preview = (await app.operator.get(`/api/sms-campaigns/${draft.id}/recipients`)).json as { recipients: number };
      const sent = await app.operator.post(`/api/sms-campaigns/${draft.id}/send`);
      if (preview.recipients === 0) {
        // An audience of nobody is refused before anything starts (issue 23), and the draft stays a draft.
        expect([sent.status, sent.json.message]).toEqual([409, SMS_MESSAGES.noRecipients]);
        expect(((await app.operator.get(`/api/sms-campaigns/${draft.id}`)).json as TSmsCampaign).status).toBe('draft');
        return [];
      }
      const done = await waitForCampaign(app.operator, draft.id, finished);
      // The count shown before sending is who was texted.
      expect(done.totalRecipients).toBe(preview.recipients);
      return provider.sent.filter((s) => s.text === overrides.message).map((s) => s.to).sort();
    };
    expect(await sendTo({ targetAudience: 'members', message: 'Members news' })).toEqual([starterPhone, freePhone, staffPhone].sort());
    expect(await sendTo({ targetAudience: 'non-members', message: 'Visitor news' })).toEqual([subscriberPhone]);
    expect(await sendTo({ targetAudience: 'tier-specific', tierTarget: 'starter', message: 'Starter news' })).toEqual([starterPhone]);
    expect(await sendTo({ targetAudience: 'tier-specific', tierTarget: 'premium', message: 'Premium news' })).toEqual([]);
    expect(await sendTo({ targetAudience: 'tier-specific', tierTarget: 'free', message: 'Free plan news' })).toEqual([freePhone, staffPhone].sort());
    expect(await sendTo({ targetAudience: 'all', message: 'Everyone news' })).toEqual([starterPhone, freePhone, staffPhone, subscriberPhone, accountPhone].sort());
  });

  it('two campaigns sending at once both show live progress as they go', async () => {
    recordingProvider(app.server, () => new Promise((r) => setTimeout(r, 20)));
    await importNumbers(...Array.from({ length: 6 }, () => phone()));
    const [one, two] = [await createCampaign(app.operator, { message: 'First news' }), await createCampaign(app.operator, { message: 'Second news' })];
    const [liveOne, liveTwo] = [await watch(rooms.campaign(one.id)), await watch(rooms.campaign(two.id))];
    await Promise.all([app.operator.post(`/api/sms-campaigns/${one.id}/send`), app.operator.post(`/api/sms-campaigns/${two.id}/send`)]);
    await Promise.all([waitForCampaign(app.operator, one.id, finished), waitForCampaign(app.operator, two.id, finished)]);
    for (const live of [liveOne, liveTwo]) {
      expect(live.progress.some((p) => p.remaining > 0 && p.sent > 0)).toBe(true);
      await expect.poll(() => live.progress.at(-1)).toMatchObject({ sent: 6, remaining: 0 });
    }
  });

  it('the monitoring summary counts the campaigns sending now, from the server', async () => {
    let gate!: () => void;
    const held = new Promise<void>((resolve) => (gate = resolve));
    recordingProvider(app.server, () => held);
    await importNumbers(phone());
    const draft = await createCampaign(app.operator);
    const summary = async () => ((await app.operator.get('/api/monitoring')).json as { summary: { campaignsSending: number } }).summary.campaignsSending;
    expect(await summary()).toBe(0);
    await app.operator.post(`/api/sms-campaigns/${draft.id}/send`);
    expect(await summary()).toBe(1);
    gate();
    await waitForCampaign(app.operator, draft.id, finished);
    expect(await summary()).toBe(0);
  });
});
