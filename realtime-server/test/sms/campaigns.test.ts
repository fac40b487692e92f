import dayjs from 'dayjs';
import { Types } from 'mongoose';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRM } from '@app/shared-types/firm';
import { rooms } from '@app/shared-types/realtime';
import { SMS_MESSAGES, SMS_REPLIES, type TCampaignProgress, type TSmsCampaign, type TSmsCampaignStats } from '@app/shared-types/sms';
import { SmsOutcomeUnknownError, SmsProviderUnavailableError, SmsRateLimitedError, SmsRejectedError } from '../../src/modules/sms-provider/contracts';
import { HttpClient } from '../helpers/http-client';
import { person } from '../helpers/live-training';
import { paidMember } from '../helpers/membership';
import { connectSocket, emitWithAck } from '../helpers/socket-client';
import { useSuiteApp } from '../helpers/suite-app';
import { createCampaign, optInMember, recordingProvider, useSmsProvider, waitForCampaign } from './sms-helpers';

dayjs.extend(utc);
dayjs.extend(timezone);

const finished = (c: TSmsCampaign) => c.status === 'completed' || c.status === 'failed' || c.status === 'cancelled';
let seq = 0;
/** A fresh valid US number per call (555-01xx is the fictional range). */
const phone = (area = '202') => `+1${area}55501${String(seq++ % 100).padStart(2, '0')}`;

describe('SMS campaigns', () => {
  const app = useSuiteApp({ SMS_MESSAGES_PER_SECOND: '100', SMS_LEASE_SECONDS: '1' }, { withMember: true });
  afterEach(async () => {
    useSmsProvider(app.server);
    // Each test starts from no campaign in flight and no subscribers.
    for (const c of ((await app.operator.get('/api/sms-campaigns')).json as TSmsCampaign[]).filter((c) => c.status === 'sending' || c.status === 'scheduled')) {
      await app.operator.post(`/api/sms-campaigns/${c.id}/cancel`);
    }
    await app.server.database.connection.collection('sms_subscribers').deleteMany({});
    await app.server.database.connection.collection('users').updateMany({}, { $set: { smsOptIn: false, phone: null } });
  });

  const importNumbers = async (...phones: string[]) => {
    const res = await app.operator.post('/api/sms-subscribers/import', { subscribers: phones.map((p) => ({ phone: p })) });
    expect(res.status).toBe(200);
    return res.json;
  };
  const watch = async (room: string) => {
    const socket = await connectSocket(app.server.url, app.operator.cookieHeader);
    app.sockets.push(socket);
    const progress: TCampaignProgress[] = [];
    const updates: TSmsCampaign[] = [];
    socket.on('sms-campaign:progress', (p) => progress.push(p));
    socket.on('sms-campaign:updated', (c) => updates.push(c));
    expect((await emitWithAck(socket, 'room:join', { room })).ok).toBe(true);
    return { progress, updates };
  };

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

  it('a scheduled campaign waits for its time, then the job sends it: draft, scheduled, sending, completed', async () => {
    const provider = recordingProvider(app.server);
    const numbers = [phone(), phone()];
    await importNumbers(...numbers);
    const unscheduled = await createCampaign(app.operator);
    expect((await app.operator.post(`/api/sms-campaigns/${unscheduled.id}/schedule`)).json.message).toBe(SMS_MESSAGES.scheduleTimeRequired);
    const at = new Date(Date.now() + 2_500);
    const draft = await createCampaign(app.operator, { message: 'Office closed Friday.', scheduledAt: at.toISOString() });
    expect(draft).toMatchObject({ status: 'draft', scheduledAt: at.toISOString() });
    const list = await watch(rooms.smsCampaigns);
    const scheduled = await app.operator.post(`/api/sms-campaigns/${draft.id}/schedule`);
    expect(scheduled.json).toMatchObject({ status: 'scheduled' });
    expect((await app.operator.post(`/api/sms-campaigns/${draft.id}/send`)).status).toBe(409);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(provider.sent).toEqual([]);
    const done = await waitForCampaign(app.operator, draft.id, finished);
    expect(done).toMatchObject({ status: 'completed', successfulSends: 2 });
    expect(new Date(done.sentAt!).getTime()).toBeGreaterThanOrEqual(at.getTime());
    const statuses = list.updates.filter((c) => c.id === draft.id).map((c) => c.status);
    expect(statuses.filter((st, i) => st !== statuses[i - 1])).toEqual(['scheduled', 'sending', 'completed']);
  });

  it('Send Now sends a draft at once even when it carries a time for later', async () => {
    const provider = recordingProvider(app.server);
    const number = phone();
    await importNumbers(number);
    const draft = await createCampaign(app.operator, { message: 'Sooner than planned.', scheduledAt: new Date(Date.now() + 3_600_000).toISOString() });
    const res = await app.operator.post(`/api/sms-campaigns/${draft.id}/send`);
    expect(res.json).toMatchObject({ status: 'sending', scheduledAt: null });
    await waitForCampaign(app.operator, draft.id, finished);
    expect(provider.to(number).map((s) => s.text)).toEqual(['Sooner than planned.']);
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

  it('two operators pressing Send at once send it once', async () => {
    const provider = recordingProvider(app.server);
    const numbers = [phone(), phone(), phone()];
    await importNumbers(...numbers);
    const other = await person(app.server, 'operator');
    const draft = await createCampaign(app.operator);
    const answers = await Promise.all([app.operator.post(`/api/sms-campaigns/${draft.id}/send`), other.post(`/api/sms-campaigns/${draft.id}/send`)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    await waitForCampaign(app.operator, draft.id, finished);
    expect(provider.sent.map((s) => s.to).sort()).toEqual([...numbers].sort());
  });

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

  it('holds promotions, trainings and announcements for a Pacific number at 7 AM Pacific until 8 AM; a reminder and New York go at once', async () => {
    const provider = recordingProvider(app.server);
    const [pacific, newYork] = [phone('415'), phone('212')];
    await importNumbers(pacific, newYork);
    // Tomorrow at 07:00 in Los Angeles (10:00 in New York), from the real clock: agenda's next run
    // times come from the real clock, so a fake time in the past would never let the jobs run.
    const sevenPacific = dayjs().tz('America/Los_Angeles').add(1, 'day').hour(7).minute(0).second(0).millisecond(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(sevenPacific.toDate());
      const held: TSmsCampaign[] = [];
      for (const campaignType of ['promotion', 'training', 'announcement'] as const) {
        const draft = await createCampaign(app.operator, { campaignType, message: `Year-end ${campaignType}: book now.` });
        await app.operator.post(`/api/sms-campaigns/${draft.id}/send`);
        held.push(await waitForCampaign(app.operator, draft.id, (c) => c.progress?.held === 1 && c.progress.sent === 1));
      }
      expect(held.map((c) => c.status)).toEqual(['sending', 'sending', 'sending']);
      const reminder = await createCampaign(app.operator, { campaignType: 'reminder', message: 'Your appointment is at 2 PM today.' });
      await app.operator.post(`/api/sms-campaigns/${reminder.id}/send`);
      expect(await waitForCampaign(app.operator, reminder.id, finished)).toMatchObject({ status: 'completed', successfulSends: 2 });
      expect(provider.to(pacific).map((s) => s.text)).toEqual(['Your appointment is at 2 PM today.']);

      vi.setSystemTime(sevenPacific.add(1, 'hour').add(5, 'second').toDate());
      for (const c of held) expect(await waitForCampaign(app.operator, c.id, finished)).toMatchObject({ status: 'completed', successfulSends: 2 });
      expect(provider.to(pacific)).toHaveLength(4);
    } finally {
      vi.useRealTimers();
      // agenda dated the next runs of the recurring jobs from tomorrow's clock: back to now for the tests that follow.
      await app.server.database.connection.collection('agendaJobs').updateMany({ type: 'single' }, { $set: { nextRunAt: new Date() } });
    }
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

  it('cancel stops a sending campaign at the next recipient', async () => {
    let gate!: () => void;
    const held = new Promise<void>((resolve) => (gate = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const provider = recordingProvider(app.server, async () => {
      entered();
      await held;
    });
    await importNumbers(phone(), phone(), phone());
    const draft = await createCampaign(app.operator);
    await app.operator.post(`/api/sms-campaigns/${draft.id}/send`);
    await inside;
    const res = await app.operator.post(`/api/sms-campaigns/${draft.id}/cancel`);
    expect(res.status).toBe(200);
    gate();
    await new Promise((r) => setTimeout(r, 300));
    expect(provider.sent).toHaveLength(1);
    expect(((await app.operator.get(`/api/sms-campaigns/${draft.id}`)).json as TSmsCampaign).status).toBe('cancelled');
    expect((await app.operator.post(`/api/sms-campaigns/${draft.id}/send`)).status).toBe(409);
  });
});
