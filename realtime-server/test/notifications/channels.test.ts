/**
 * Email (immediate, or the daily digest) and SMS, as each person's preferences say: through the
 * mail outbox (no SMTP here) and the simulated SMS provider (no RingCentral connected), each event
 * once per channel.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRM_TIMEZONE } from '@app/shared-types/consultations/model';
import { STARTING_SOON_JOB } from '../../src/modules/live-training/sessions/sessions.jobs';
import { DIGEST_JOB } from '../../src/modules/notifications/notifications.jobs';
import { createPost } from '../helpers/community';
import { inMinutes, person, scheduleSession, type Person } from '../helpers/live-training';
import { approve, subscribe } from '../helpers/membership';
import { runJobNow } from '../helpers/notifications';
import { recordingProvider, useSmsProvider } from '../sms/sms-helpers';
import { startTestApp } from '../helpers/test-app';

dayjs.extend(utc);
dayjs.extend(timezone);

let server: Awaited<ReturnType<typeof startTestApp>>;
let operator: Person;
beforeAll(async () => {
  server = await startTestApp();
  operator = await person(server, 'operator');
});
afterAll(() => server?.stop());

type Mail = { to: string; subject: string; text: string; tags: string[] };
const outbox = async (tag: string) => ((await operator.get(`/api/mail/outbox?tag=${encodeURIComponent(tag)}`)).json.messages as Mail[]).reverse();
const deliveries = (filter: Record<string, unknown>) => server.database.connection.collection('notification_deliveries').find(filter).toArray();
/** `days` days from today at `hour`:00 in the firm's time zone (the digest goes out from 7 AM there). */
const firmTime = (days: number, hour: number) => dayjs().tz(FIRM_TIMEZONE).add(days, 'day').hour(hour).minute(0).second(0).millisecond(0).toISOString();
const count = (text: string, part: string) => text.split(part).length - 1;

describe('email', () => {
  it('puts the day’s items in one digest email, each once, once a day', async () => {
    const ana = await person(server, 'member', { firstName: 'Ana', lastName: 'Digest', email: 'ana.digest@example.com' });
    const ben = await person(server, 'member', { firstName: 'Ben', lastName: 'Replier' });
    const cy = await person(server, 'member', { firstName: 'Cy', lastName: 'Liker' });
    const post = await createPost(ana, { title: 'Quarterly 941' });
    for (const content of ['First', 'Second', 'Third']) await ben.post(`/api/posts/${post.id}/comments`, { content });
    await ben.post(`/api/posts/${post.id}/like`);
    await cy.post(`/api/posts/${post.id}/like`);
    await server.events.idle();
    const tag = `notifications-digest:${ana.user.id}`;

    // Before 7 AM nothing goes; from 7 AM one digest, however many runs race for it.
    await runJobNow(server, DIGEST_JOB, { at: firmTime(1, 6) });
    expect(await outbox(tag)).toEqual([]);
    await Promise.all([runJobNow(server, DIGEST_JOB, { at: firmTime(1, 8) }), runJobNow(server, DIGEST_JOB, { at: firmTime(1, 8) })]);
    await runJobNow(server, DIGEST_JOB, { at: firmTime(1, 9) });
    const [digest, ...more] = await outbox(tag);
    expect(more).toEqual([]);
    expect(digest).toMatchObject({ to: 'ana.digest@example.com', subject: 'Your daily notifications: 4 updates' });
    expect(count(digest!.text, 'Ben Replier replied to your post “Quarterly 941”')).toBe(3);
    // Two likes, one row: one line, as the row reads now.
    expect(count(digest!.text, 'liked your post “Quarterly 941”')).toBe(1);
    expect(digest!.text).toMatch(/(Cy Liker|Ben Replier) and 1 other liked your post/);
    expect(count(digest!.text, `/community?post=${post.id}`)).toBe(4);

    // The next day's digest holds only what came after.
    await ben.post(`/api/posts/${post.id}/comments`, { content: 'Fourth' });
    await server.events.idle();
    await runJobNow(server, DIGEST_JOB, { at: firmTime(2, 8) });
    const digests = await outbox(tag);
    expect(digests).toHaveLength(2);
    expect(digests[1]!.subject).toBe('Your daily notifications: 1 update');
    expect(count(digests[1]!.text, 'replied to your post')).toBe(1);
    // Nobody without an email address or without items gets one.
    expect(await outbox(`notifications-digest:${ben.user.id}`)).toEqual([]);
  });

  it('sends an immediate email once for a kind set to immediate, and none for a kind turned off', async () => {
    const ana = await person(server, 'member', { firstName: 'Ana', lastName: 'Immediate', email: 'ana.now@example.com' });
    const { subscription } = await subscribe(ana, 'professional');
    await approve(operator, subscription.id);
    await server.events.idle();
    const id = ((await ana.get('/api/notifications')).json.items as { id: string; type: string }[]).find((n) => n.type === 'payments.approved')!.id;
    await expect.poll(async () => (await outbox(`notification:${id}`)).length).toBe(1);
    const [mail] = await outbox(`notification:${id}`);
    expect(mail).toMatchObject({ to: 'ana.now@example.com', subject: 'Your $197.00 payment for Professional was approved: your membership is active' });
    expect(mail!.text).toContain('Open it: /premium');
    // Stored in the outbox (no SMTP here), and recorded as such, never as "sent".
    expect((await deliveries({ channel: 'email', notificationId: new Types.ObjectId(id) })).map((d) => d.status)).toEqual(['outbox']);

    // Turned off: a second member's approval makes a notification but no email.
    const ben = await person(server, 'member', { firstName: 'Ben', lastName: 'NoMail', email: 'ben.nomail@example.com' });
    await ben.request('PUT', '/api/notifications/preferences', { body: { types: { 'payments.approved': { email: 'off' } } } });
    const other = await subscribe(ben, 'starter');
    await approve(operator, other.subscription.id);
    await server.events.idle();
    const benId = ((await ben.get('/api/notifications')).json.items as { id: string }[])[0]!.id;
    await new Promise((r) => setTimeout(r, 500));
    expect(await outbox(`notification:${benId}`)).toEqual([]);
  });
});

describe('sms', () => {
  it('texts a time-critical kind once to a member who opted in, through the provider, recorded as simulated when it is the simulator', async () => {
    const instructor = await person(server, 'instructor');
    const ana = await person(server, 'member', { firstName: 'Ana', lastName: 'Texted' });
    const ben = await person(server, 'member', { firstName: 'Ben', lastName: 'Untexted' });
    expect((await ana.patch('/api/auth/user/settings', { phone: '+1 415 555 0188', smsOptIn: true })).status).toBe(200);
    expect((await ana.request('PUT', '/api/notifications/preferences', { body: { types: { 'live.session-soon': { sms: true } } } })).status).toBe(200);
    const startsAt = inMinutes(40);
    const session = await scheduleSession(instructor, { title: 'Form 941 walkthrough', scheduledStartTime: startsAt });
    for (const who of [ana, ben]) expect((await who.post(`/api/live-training/${session.id}/register`)).status).toBeLessThan(300);

    const at = new Date(Date.parse(startsAt) - 10 * 60_000).toISOString();
    await runJobNow(server, STARTING_SOON_JOB, { at });
    await runJobNow(server, STARTING_SOON_JOB, { at });
    await expect.poll(async () => (await deliveries({ channel: 'sms', key: { $regex: `:${session.id}:` } })).map((d) => d.status)).toEqual(['simulated']);
    const [text] = await deliveries({ channel: 'sms', key: { $regex: `:${session.id}:` } });
    expect(text!.recipientId.toString()).toBe(ana.user.id);
    expect(text!.detail).toMatch(/^simulated-/);
  });

  it('texts through the connected provider, and never to a number that texted STOP', async () => {
    const provider = recordingProvider(server);
    try {
      const instructor = await person(server, 'instructor');
      const ana = await person(server, 'member', { firstName: 'Ana', lastName: 'Stopper' });
      expect((await ana.patch('/api/auth/user/settings', { phone: '+1 415 555 0199', smsOptIn: true })).status).toBe(200);
      await ana.request('PUT', '/api/notifications/preferences', { body: { types: { 'live.session-cancelled': { sms: true } } } });
      const sessions = [await scheduleSession(instructor, { title: 'Payroll Q&A' }), await scheduleSession(instructor, { title: 'Sales tax Q&A' })];
      for (const s of sessions) await ana.post(`/api/live-training/${s.id}/register`);

      await instructor.post(`/api/live-training/${sessions[0]!.id}/cancel`);
      await expect.poll(() => provider.to('+14155550199').map((t) => t.text)).toEqual([expect.stringMatching(/^The live session “Payroll Q&A” on .* was cancelled$/)]);
      await expect.poll(async () => (await deliveries({ channel: 'sms', key: { $regex: `:${sessions[0]!.id}:` } })).map((d) => d.status)).toEqual(['sent']);

      await server.events.publish('sms-provider.inbound-received', { from: '+14155550199', text: 'STOP', providerMessageId: `stop-${Date.now()}`, receivedAt: new Date() });
      await instructor.post(`/api/live-training/${sessions[1]!.id}/cancel`);
      await expect.poll(async () => (await deliveries({ channel: 'sms', key: { $regex: `:${sessions[1]!.id}:` } })).map((d) => [d.status, d.detail])).toEqual([['failed', 'The number texted STOP']]);
      // Only the STOP confirmation the SMS module answers went to the number after it.
      expect(provider.to('+14155550199').filter((t) => t.text.includes('live session'))).toHaveLength(1);
      // The in-app notification still arrives: STOP is about texts.
      expect(((await ana.get('/api/notifications')).json.items as { type: string }[]).filter((n) => n.type === 'live.session-cancelled')).toHaveLength(2);
    } finally {
      useSmsProvider(server);
    }
  });
});
