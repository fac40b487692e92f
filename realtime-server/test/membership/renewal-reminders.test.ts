import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import type { TLedgerEntry } from '@app/shared-types/billing';
import type { MembershipEvents, TPaymentQueue, TSubscription } from '@app/shared-types/membership/model';
import type { TNotification } from '@app/shared-types/notifications';
import { rooms } from '@app/shared-types/realtime';
import { manualClock } from '../../src/lib/clock';
import { EXPIRY_JOB, EXPIRY_NOTICE_JOB } from '../../src/modules/membership/membership.jobs';
import { oneMonthAfter } from '../../src/modules/membership/periods';
import { PLAN_CHANGE_JOB } from '../../src/modules/membership/plan-change.jobs';
import type { HttpClient } from '../helpers/http-client';
import { person, type Person } from '../helpers/live-training';
import { cardProvidersWithOperatorSuite, deliverWebhook, memberWithEmail, paidMember, paypalSale, subscribe, type CardProviders } from '../helpers/membership';
import { runJobNow } from '../helpers/notifications';
import { connectSocket, emitWithAck, nextEvent } from '../helpers/socket-client';
import type { TestServer } from '../helpers/test-app';

const DAY = 24 * 3_600_000;
const clock = manualClock();
let server: TestServer;
let paypal: CardProviders['paypal'];
let operator: Person;
cardProvidersWithOperatorSuite((app) => ({ server, paypal, operator } = app), { clock });

const mine = async (client: HttpClient) => ((await client.get('/api/subscriptions/mine')).json as TSubscription[])[0]!;
const told = async (client: HttpClient, type: string) => ((await client.get(`/api/notifications?type=${type}`)).json as { items: TNotification[] }).items;
const remindersAt = async (epochMs: number) => {
  clock.set(epochMs);
  // Two sweeps at once (two nodes, or a retried job) and one after: each reminder is sent once.
  await Promise.all([runJobNow(server, EXPIRY_NOTICE_JOB, {}), runJobNow(server, EXPIRY_NOTICE_JOB, {})]);
  await runJobNow(server, EXPIRY_NOTICE_JOB, {});
};

/** A PayPal Professional member whose first month was paid now (on the test's clock); the end of that month. */
async function paypalMember(member: Person): Promise<number> {
  clock.set(Date.now());
  const { subscription } = await subscribe(member, 'professional', 'paypal');
  clock.advance(60_000);
  const sale = paypal.webhook('PAYMENT.SALE.COMPLETED', paypalSale(`SALE-${randomUUID()}`, subscription.subscriptionId, '197.00'), { createTime: new Date(clock.now()) });
  expect((await deliverWebhook(server, '/api/webhooks/paypal', sale)).json).toEqual({ status: 'applied' });
  return Date.parse((await mine(member)).expiresAt!);
}
const deliveries = (recipientId: string, channel: 'email' | 'sms') =>
  server.database.connection.collection('notification_deliveries').find({ recipientId: new Types.ObjectId(recipientId), channel, key: { $regex: '^(email|sms):payments\\.renewal:' } }).toArray();

describe('reminders before a renewal or an expiry', () => {
  it('go by e-mail, and by SMS only to a member who opted in to texts', async () => {
    const texted = await person(server, 'member', { email: `texted-${randomUUID().slice(0, 8)}@example.com` });
    const untexted = await person(server, 'member', { email: `untexted-${randomUUID().slice(0, 8)}@example.com` });
    expect((await texted.patch('/api/auth/user/settings', { phone: '+1 415 555 0142', smsOptIn: true })).status).toBe(200);
    expect((await texted.request('PUT', '/api/notifications/preferences', { body: { types: { 'payments.renewal': { sms: true } } } })).status).toBe(200);
    // Without the texts opt-in on /settings, the kind's SMS cannot even be chosen.
    expect((await untexted.request('PUT', '/api/notifications/preferences', { body: { types: { 'payments.renewal': { sms: true } } } })).status).toBe(400);
    const ends = [await paypalMember(texted), await paypalMember(untexted)];
    await remindersAt(Math.max(...ends) - 6 * DAY);
    await remindersAt(Math.min(...ends) - 12 * 3_600_000);
    await server.events.idle();
    for (const who of [texted, untexted]) {
      await expect.poll(async () => (await deliveries(who.user.id, 'email')).map((d) => d.status)).toEqual(['outbox', 'outbox']);
    }
    await expect.poll(async () => (await deliveries(texted.user.id, 'sms')).map((d) => d.status)).toEqual(['simulated', 'simulated']);
    expect(await deliveries(untexted.user.id, 'sms')).toEqual([]);
  });

  it('a card membership: "renews on" 7 days and 1 day before, once each', async () => {
    const member = await person(server);
    const end = await paypalMember(member);

    await remindersAt(end - 8 * DAY);
    expect(await told(member, 'payments.renewal')).toEqual([]);
    await remindersAt(end - 7 * DAY + 60_000);
    const week = await told(member, 'payments.renewal');
    expect(week.map((n) => n.text)).toEqual([expect.stringMatching(/^Your Professional membership renews on \w{3} \d{1,2}, \d{4}: \$197\.00 by PayPal$/)]);
    await remindersAt(end - 3 * DAY);
    expect(await told(member, 'payments.renewal')).toHaveLength(1);
    await remindersAt(end - DAY + 60_000);
    expect(await told(member, 'payments.renewal')).toHaveLength(2);
    await remindersAt(end - 60_000);
    expect(await told(member, 'payments.renewal')).toHaveLength(2);
    expect(await told(member, 'payments.expiring')).toEqual([]);
  });

  it('a membership cancelled at period end: "ends on" 7 days and 1 day before', async () => {
    clock.set(Date.now());
    const member = await person(server);
    const active = await paidMember(member, operator, 'starter');
    expect((await member.post('/api/subscriptions/mine/cancel', {})).status).toBe(200);
    const end = Date.parse(active.expiresAt!);
    await remindersAt(end - 6 * DAY);
    await remindersAt(end - 12 * 3_600_000);
    const ending = await told(member, 'payments.expiring');
    expect(ending.map((n) => n.text)).toEqual([expect.stringMatching(/^Your Starter membership ends on /), expect.stringMatching(/^Your Starter membership ends on /)]);
    expect(await told(member, 'payments.renewal')).toEqual([]);
  });
});

describe('Cash App renewals', () => {
  it('7 days before the end a renewal request joins the operators’ queue, the member is told what to send; approving renews from the old end, once', async () => {
    clock.set(Date.now());
    const member = await memberWithEmail(server);
    const active = await paidMember(member, operator, 'starter');
    const end = new Date(active.expiresAt!);

    const tab = await connectSocket(server.url, operator.cookieHeader);
    try {
      expect(await emitWithAck(tab, 'room:join', { room: rooms.payments })).toMatchObject({ ok: true });
      const queued = nextEvent<Parameters<MembershipEvents['payment:queued']>[0]>(tab, 'payment:queued');
      await remindersAt(end.getTime() - 7 * DAY + 60_000);
      expect(await queued).toMatchObject({ list: 'pending', payment: { id: active.id, status: 'active', renewalRequestedFor: end.toISOString(), amount: 97 } });
    } finally {
      tab.disconnect();
    }
    const queue = (await operator.get('/api/payments/queue')).json as TPaymentQueue;
    expect(queue.pending.filter((p) => p.id === active.id)).toEqual([expect.objectContaining({ status: 'active', renewalRequestedFor: end.toISOString(), username: member.user.username })]);
    const request = await told(member, 'payments.renewal');
    expect(request.map((n) => n.text)).toEqual([
      expect.stringMatching(new RegExp(`^Your Starter membership ends on \\w{3} \\d{1,2}, \\d{4} unless you renew it: Send \\$97 to \\$\\w+ on Cash App with your email \\(${member.user.username}@example\\.com\\) as the note\\.`)),
    ]);
    expect((await mine(member)).renewalRequestedFor).toBe(end.toISOString());

    // Two operators approve at once: one renewal, continuing from the old end.
    clock.advance(2 * DAY);
    const answers = await Promise.all([operator.post(`/api/payments/${active.id}/approve`, {}), operator.post(`/api/payments/${active.id}/approve`, {})]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await mine(member)).toMatchObject({ status: 'active', renewalRequestedFor: null, expiresAt: oneMonthAfter(end).toISOString() });
    const entries = (await member.get('/api/billing/ledger')).json as TLedgerEntry[];
    expect(entries.map((e) => [e.state, e.periodStart])).toEqual([
      ['settled', end.toISOString()],
      ['settled', active.startDate],
    ]);
    expect(((await operator.get('/api/payments/queue')).json as TPaymentQueue).pending.some((p) => p.id === active.id)).toBe(false);
    expect((await told(member, 'payments.approved')).length).toBe(2);

    // The 1-day reminder of the old end is not sent: the membership now ends a month later.
    await remindersAt(end.getTime() - DAY + 60_000);
    expect(await told(member, 'payments.renewal')).toHaveLength(1);
  });

  it('a Cash App renewal after a scheduled downgrade asks for and settles the new plan’s price; the plan changes at the old end', async () => {
    clock.set(Date.now());
    const member = await person(server);
    const active = await paidMember(member, operator, 'professional');
    const end = new Date(active.expiresAt!);
    expect((await member.post('/api/subscriptions/mine/change', { planId: 'starter' })).json).toMatchObject({ effective: 'period-end' });
    await remindersAt(end.getTime() - 7 * DAY + 60_000);
    expect((await told(member, 'payments.renewal')).map((n) => n.text)).toEqual([expect.stringContaining('Send $97 to')]);
    // The operators' queue row names what the member was asked to send: the next period's plan and price.
    const row = ((await operator.get('/api/payments/queue')).json as TPaymentQueue).pending.find((p) => p.id === active.id);
    expect(row).toMatchObject({ planType: 'starter', amount: 97, renewalRequestedFor: end.toISOString() });
    expect((await operator.post(`/api/payments/${active.id}/approve`, {})).status).toBe(200);
    const renewal = ((await member.get('/api/billing/ledger')).json as TLedgerEntry[]).find((e) => e.periodStart === end.toISOString());
    expect(renewal).toMatchObject({ state: 'settled', planType: 'starter', amount: 9_700 });
    clock.set(end.getTime() + 60_000);
    await runJobNow(server, PLAN_CHANGE_JOB, {});
    expect(await mine(member)).toMatchObject({ status: 'active', planType: 'starter', expiresAt: oneMonthAfter(end).toISOString() });
  });

  it('a rejected renewal request leaves the queue and the membership ends at its end date', async () => {
    clock.set(Date.now());
    const member = await person(server);
    const active = await paidMember(member, operator, 'starter');
    const end = Date.parse(active.expiresAt!);
    await remindersAt(end - 6 * DAY);
    expect((await operator.post(`/api/payments/${active.id}/reject`, { note: 'No transfer with this note arrived' })).status).toBe(200);
    expect(await mine(member)).toMatchObject({ status: 'active', renewalRequestedFor: null });
    expect((await told(member, 'payments.rejected')).map((n) => n.text)).toEqual(['Your $97.00 payment for Starter was not approved: No transfer with this note arrived']);
    // The 1-day reminder still tells what to send, without queueing the request again.
    await remindersAt(end - 12 * 3_600_000);
    expect(await told(member, 'payments.renewal')).toHaveLength(2);
    expect((await mine(member)).renewalRequestedFor).toBeNull();
    clock.set(end + 60_000);
    await runJobNow(server, EXPIRY_JOB, {});
    expect(await mine(member)).toMatchObject({ status: 'expired' });
  });
});
