import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_MESSAGES, type TSubscription } from '@app/shared-types/membership';
import { person, register, scheduleSession, stored } from '../helpers/live-training';
import type { HttpClient } from '../helpers/http-client';
import { paidMember, subscribe } from '../helpers/membership';
import { appSuite, type TestServer } from '../helpers/test-app';
import { subscriptionModel } from '../../src/modules/membership/subscription.model';

let server: TestServer;
appSuite((app) => (server = app));

/** Noon (firm time) on the given day of next month, so every session falls in one calendar month. */
const nextMonthDay = (day: number) => dayjs().add(1, 'month').startOf('month').add(day - 1, 'day').hour(17).toISOString();

/** A new member whose `plan` an operator approved: both, and the membership. */
async function memberOn(plan: 'starter' | 'professional' | 'premium') {
  const operator = await person(server, 'operator');
  const member = await person(server);
  const sub = await paidMember(member, operator, plan);
  return { operator, member, sub };
}

/** The membership's paid period ran out a second ago, and the expiry job runs. */
async function expireNow(subscriptionId: string) {
  await subscriptionModel(server.database.connection).updateOne({ _id: subscriptionId }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
  await server.jobs.agenda.now('memberships:expiry', {});
}

const isPremium = async (member: HttpClient) => ((await member.get('/api/auth/user')).json as { isPremium: boolean }).isPremium;

describe('plan limits at live-session registration', () => {
  it("refuses a Starter member's third premium session in a month with a clear message; the next month is open", async () => {
    const instructor = await person(server, 'instructor');
    const { member } = await memberOn('starter');
    const sessions = [];
    for (const day of [3, 10, 17]) sessions.push(await scheduleSession(instructor, { isPremiumOnly: true, scheduledStartTime: nextMonthDay(day) }));
    const open = await scheduleSession(instructor, { scheduledStartTime: nextMonthDay(20) });

    await register(member, sessions[0]!.id);
    await register(member, sessions[1]!.id);
    const third = await member.post(`/api/live-training/${sessions[2]!.id}/register`);
    expect(third.status).toBe(403);
    expect(third.json).toMatchObject({ code: 'PLAN_LIMIT', message: MEMBERSHIP_MESSAGES.sessionLimitReached('Starter', 2) });
    expect(third.json.message).toContain('2 premium live training sessions per month');
    // Open sessions are everyone's and not counted.
    await register(member, open.id);

    // Giving a seat back frees one of the month's two.
    expect((await member.request('DELETE', `/api/live-training/${sessions[0]!.id}/register`)).status).toBe(200);
    await register(member, sessions[2]!.id);

    const later = await scheduleSession(instructor, { isPremiumOnly: true, scheduledStartTime: dayjs(nextMonthDay(3)).add(1, 'month').toISOString() });
    await register(member, later.id);
  });

  it('a Starter member registering for four premium sessions at once gets exactly two', async () => {
    const instructor = await person(server, 'instructor');
    const { member } = await memberOn('starter');
    const sessions = [];
    for (const day of [5, 6, 7, 8]) sessions.push(await scheduleSession(instructor, { isPremiumOnly: true, scheduledStartTime: nextMonthDay(day) }));
    const results = await Promise.all(sessions.map((s) => member.post(`/api/live-training/${s.id}/register`)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 403, 403]);
    const { Registrations, Sessions } = stored(server.database.connection);
    expect(await Registrations.countDocuments({ userId: member.user.id, status: 'registered' })).toBe(2);
    const seats = await Sessions.find({ _id: { $in: sessions.map((s) => s.id) } }, { registeredCount: 1 }).lean();
    expect(seats.reduce((n, s) => n + s.registeredCount, 0)).toBe(2);
  });

  it('lets Professional members register for every premium session', async () => {
    const instructor = await person(server, 'instructor');
    const { member } = await memberOn('professional');
    for (const day of [4, 11, 18]) await register(member, (await scheduleSession(instructor, { isPremiumOnly: true, scheduledStartTime: nextMonthDay(day) })).id);
  });
});

describe('cancel and the 30-day refund', () => {
  it('cancel keeps access to the end of the paid period, then the expiry job ends it as cancelled', async () => {
    const { member, sub } = await memberOn('starter');
    const res = await member.post('/api/subscriptions/mine/cancel');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await isPremium(member)).toBe(true);
    await expireNow(sub.id);
    await expect.poll(async () => ((await member.get('/api/subscriptions/mine')).json as TSubscription[])[0]?.status).toBe('cancelled');
    expect(await isPremium(member)).toBe(false);
  });

  it('the expiry job ends access before the membership reads ended, so nobody sees one without the other', async () => {
    const { member, sub } = await memberOn('starter');
    await member.post('/api/subscriptions/mine/cancel');
    const Subscriptions = subscriptionModel(server.database.connection);
    // The membership's stored status at the moment the member's account stopped being premium.
    const statusWhenAccessEnded: string[] = [];
    server.users.onChange(async (user) => {
      if (user.id === member.user.id && !user.isPremium) statusWhenAccessEnded.push((await Subscriptions.findById(sub.id).lean())!.status);
    });
    await expireNow(sub.id);
    await expect.poll(async () => (await Subscriptions.findById(sub.id).lean())!.status).toBe('cancelled');
    expect(statusWhenAccessEnded).toEqual(['active']);
    expect(await isPremium(member)).toBe(false);
  });

  it('a renewal that lands while the expiry job ends the membership keeps it, and the account premium', async () => {
    const { member, sub } = await memberOn('starter');
    const Subscriptions = subscriptionModel(server.database.connection);
    const renewedUntil = dayjs().add(1, 'month').toDate();
    // The payment is written in the job's gap: its access already taken back, the membership not yet ended.
    let renewed = false;
    server.users.onChange(async (user) => {
      if (user.id !== member.user.id || user.isPremium || renewed) return;
      renewed = true;
      await Subscriptions.updateOne({ _id: sub.id }, { $set: { expiresAt: renewedUntil } });
    });
    await expireNow(sub.id);
    await expect.poll(() => renewed).toBe(true);
    await expect.poll(() => isPremium(member)).toBe(true);
    expect(((await member.get('/api/subscriptions/mine')).json as TSubscription[])[0]).toMatchObject({ status: 'active', expiresAt: renewedUntil.toISOString() });
  });

  it('a pending payment can be withdrawn at once', async () => {
    const member = await person(server);
    await subscribe(member, 'professional');
    expect((await member.post('/api/subscriptions/mine/cancel')).json).toMatchObject({ status: 'cancelled' });
    expect((await member.post('/api/subscriptions/mine/cancel')).status).toBe(404);
  });

  it('refund: asked once within 30 days, an operator refunds and access ends; too late is refused', async () => {
    const { operator, member, sub } = await memberOn('premium');
    const asked = await member.post('/api/subscriptions/mine/refund', { reason: 'Not for us' });
    expect(asked.status).toBe(200);
    expect(asked.json.refundRequestedAt).toBeTruthy();
    expect((await member.post('/api/subscriptions/mine/refund', {})).json.message).toBe(MEMBERSHIP_MESSAGES.refundAlreadyRequested);
    const queue = (await operator.get('/api/payments/queue')).json as { refunds: { id: string }[] };
    expect(queue.refunds.map((r) => r.id)).toContain(sub.id);
    expect((await operator.post(`/api/payments/${sub.id}/refund`)).json).toMatchObject({ status: 'refunded' });
    expect(await isPremium(member)).toBe(false);

    const late = await person(server);
    const lateSub = await paidMember(late, operator, 'starter');
    await subscriptionModel(server.database.connection).updateOne({ _id: lateSub.id }, { $set: { startDate: new Date(Date.now() - 31 * 86_400_000) } });
    const refused = await late.post('/api/subscriptions/mine/refund', {});
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(MEMBERSHIP_MESSAGES.refundWindowClosed);
  });
});

describe('requiredTier on training videos', () => {
  it('opens a video to plans that reach its tier: starter < professional < premium', async () => {
    const operator = await person(server, 'operator');
    const videos = [];
    for (const tier of ['starter', 'professional', 'premium'] as const) {
      const res = await operator.post('/api/training-videos', { title: `Tier ${tier} briefing`, description: 'A briefing for members.', category: 'Compliance', requiredTier: tier, videoUrl: `https://videos.example.com/${tier}.mp4` });
      expect(res.status, res.text).toBe(201);
      videos.push(res.json as { id: string; requiredTier: string });
    }
    const member = await person(server);
    await paidMember(member, operator, 'professional');
    const listed = ((await member.get('/api/training-videos')).json as { id: string }[]).map((v) => v.id);
    expect(listed).toContain(videos[0]!.id);
    expect(listed).toContain(videos[1]!.id);
    expect(listed).not.toContain(videos[2]!.id);
  });
});
