import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TSubscription } from '@app/shared-types/membership';
import type { TNotification } from '@app/shared-types/notifications';
import { manualClock } from '../../src/lib/clock';
import { DUNNING_JOB, EXPIRY_JOB } from '../../src/modules/membership/membership.jobs';
import { oneMonthAfter } from '../../src/modules/membership/periods';
import type { HttpClient } from '../helpers/http-client';
import { person, type Person } from '../helpers/live-training';
import { cardProvidersSuite, currentUser, deliverWebhook, ledgerOf, memberWithEmail, paypalSale, squareInvoice, subscribe, type CardProviders } from '../helpers/membership';
import { runJobNow } from '../helpers/notifications';
import type { TestServer } from '../helpers/test-app';

const DAY = 24 * 3_600_000;
const clock = manualClock();
let server: TestServer;
let square: CardProviders['square'];
let paypal: CardProviders['paypal'];
cardProvidersSuite(
  (app) => {
    ({ server, square, paypal } = app);
  },
  { clock },
);

const at = () => new Date(clock.now());
const mine = async (client: HttpClient) => ((await client.get('/api/subscriptions/mine')).json as TSubscription[])[0]!;
const told = async (client: HttpClient, type: string) => ((await client.get(`/api/notifications?type=${type}`)).json as { items: TNotification[] }).items;
const squareWebhook = (delivery: { body: string; headers: Record<string, string> }) => deliverWebhook(server, '/api/webhooks/square', delivery);

/** A member whose Square membership was paid now (on the test's clock); its period ends a month later. */
async function paidSquareMember(): Promise<{ member: Person; subscription: TSubscription }> {
  clock.set(Date.now());
  const member = await memberWithEmail(server);
  const { subscription } = await subscribe(member, 'starter', 'square');
  clock.advance(60_000);
  const paid = square.webhook('invoice.payment_made', squareInvoice(`INV-${randomUUID()}`, subscription.subscriptionId, 9700), { createdAt: at() });
  expect((await squareWebhook(paid)).json).toEqual({ status: 'applied' });
  return { member, subscription: await mine(member) };
}

const chargeFailed = (subscription: TSubscription, eventId = randomUUID()) =>
  square.webhook(
    'invoice.scheduled_charge_failed',
    { invoice: { id: `INV-${randomUUID()}`, subscription_id: subscription.subscriptionId, status: 'SCHEDULED', public_url: 'https://squareup.com/pay-invoice/inv:0-test' } },
    { eventId, createdAt: at() },
  );

describe('dunning: a failed renewal charge', () => {
  it('starts a 7-day grace with access kept, reminds on days 1, 3 and 6 once each, and ends access when grace does', async () => {
    const { member, subscription } = await paidSquareMember();
    const end = Date.parse(subscription.expiresAt!);
    clock.set(end + 3_600_000);
    const failure = chargeFailed(subscription);
    expect((await squareWebhook(failure)).json).toEqual({ status: 'applied' });
    // Square delivers it again: nothing starts twice.
    expect((await squareWebhook(failure)).json).toEqual({ status: 'duplicate' });

    const graceUntil = end + 3_600_000 + 7 * DAY;
    // The banner's fix link: the failed invoice's own page at Square.
    expect(await mine(member)).toMatchObject({ status: 'active', graceUntil: new Date(graceUntil).toISOString(), paymentFixUrl: 'https://squareup.com/pay-invoice/inv:0-test' });
    expect(await currentUser(member)).toMatchObject({ isPremium: true, premiumExpiresAt: new Date(graceUntil).toISOString() });
    const started = await told(member, 'payments.payment-failed');
    expect(started.map((n) => n.text)).toEqual([expect.stringMatching(/^Your \$97\.00 renewal payment for Starter failed\. You keep access until \w{3} \d{1,2}, \d{4}: update your payment method to continue$/)]);
    expect(started[0]!.link).toBe('/settings#billing');

    // The period is over, but the expiry sweep leaves a membership in grace alone.
    await runJobNow(server, EXPIRY_JOB, {});
    expect(await mine(member)).toMatchObject({ status: 'active' });

    // Before day 1 nothing more; then one reminder on each of days 1, 3 and 6, however many sweeps run.
    clock.advance(DAY - 120_000);
    await runJobNow(server, DUNNING_JOB, {});
    expect(await told(member, 'payments.payment-failed')).toHaveLength(1);
    for (const [day, count] of [[1, 2], [3, 3], [6, 4]] as const) {
      clock.set(end + 3_600_000 + day * DAY + 60_000);
      await Promise.all([runJobNow(server, DUNNING_JOB, {}), runJobNow(server, DUNNING_JOB, {})]);
      await runJobNow(server, DUNNING_JOB, {});
      const reminders = await told(member, 'payments.payment-failed');
      expect(reminders, `day ${day}`).toHaveLength(count);
      expect(reminders[0]!.text).toMatch(/^Reminder: your Starter renewal payment has not gone through\. Access ends on \w{3} \d{1,2}, \d{4} unless you update your payment method$/);
    }

    // Day 6 and a half: still in grace.
    clock.set(graceUntil - 60_000);
    await runJobNow(server, EXPIRY_JOB, {});
    expect(await mine(member)).toMatchObject({ status: 'active' });
    expect((await currentUser(member)).isPremium).toBe(true);

    clock.set(graceUntil + 60_000);
    await runJobNow(server, EXPIRY_JOB, {});
    expect(await mine(member)).toMatchObject({ status: 'expired' });
    expect((await currentUser(member)).isPremium).toBe(false);
    await runJobNow(server, DUNNING_JOB, {});
    expect(await told(member, 'payments.payment-failed')).toHaveLength(4);
  });

  it('a successful retry within grace restores normal state, the new period continuing from the old end without a gap', async () => {
    const { member, subscription } = await paidSquareMember();
    const end = new Date(subscription.expiresAt!);
    clock.set(end.getTime() + 60_000);
    expect((await squareWebhook(chargeFailed(subscription))).json).toEqual({ status: 'applied' });
    expect((await mine(member)).graceUntil).not.toBeNull();

    clock.advance(2 * DAY);
    const retried = square.webhook('invoice.payment_made', squareInvoice(`INV-${randomUUID()}`, subscription.subscriptionId, 9700), { createdAt: at() });
    expect((await squareWebhook(retried)).json).toEqual({ status: 'applied' });
    const after = await mine(member);
    expect(after).toMatchObject({ status: 'active', graceUntil: null, paymentFixUrl: null, expiresAt: oneMonthAfter(end).toISOString() });
    const [renewal] = await ledgerOf(member);
    expect(renewal).toMatchObject({ state: 'settled', periodStart: end.toISOString(), periodEnd: oneMonthAfter(end).toISOString() });
    expect(await currentUser(member)).toMatchObject({ isPremium: true, premiumExpiresAt: oneMonthAfter(end).toISOString() });

    // No grace reminders after recovery, and the sweep no longer ends it at the old grace end.
    clock.advance(5 * DAY);
    await runJobNow(server, DUNNING_JOB, {});
    await runJobNow(server, EXPIRY_JOB, {});
    expect(await told(member, 'payments.payment-failed')).toHaveLength(1);
    expect(await mine(member)).toMatchObject({ status: 'active', expiresAt: oneMonthAfter(end).toISOString() });
  });

  it('PayPal BILLING.SUBSCRIPTION.PAYMENT.FAILED starts grace too; a failure dated well before the period ends (a renewal not due) changes nothing', async () => {
    clock.set(Date.now());
    const member = await person(server);
    const { subscription } = await subscribe(member, 'professional', 'paypal');
    clock.advance(60_000);
    const sale = paypal.webhook('PAYMENT.SALE.COMPLETED', paypalSale(`SALE-${randomUUID()}`, subscription.subscriptionId, '197.00', { custom: subscription.id }), { createTime: at() });
    expect((await deliverWebhook(server, '/api/webhooks/paypal', sale)).json).toEqual({ status: 'applied' });
    const paid = await mine(member);

    // A failure dated a week before the period ends concerns a renewal not due yet: stale.
    clock.set(Date.parse(paid.expiresAt!) - 7 * DAY);
    const early = paypal.webhook('BILLING.SUBSCRIPTION.PAYMENT.FAILED', { id: subscription.subscriptionId, custom_id: subscription.id, status: 'ACTIVE' }, { createTime: at() });
    expect((await deliverWebhook(server, '/api/webhooks/paypal', early)).json).toEqual({ status: 'stale' });
    expect((await mine(member)).graceUntil).toBeNull();

    clock.set(Date.parse(paid.expiresAt!) + 60_000);
    const failed = paypal.webhook('BILLING.SUBSCRIPTION.PAYMENT.FAILED', { id: subscription.subscriptionId, custom_id: subscription.id, status: 'ACTIVE' }, { createTime: at() });
    expect((await deliverWebhook(server, '/api/webhooks/paypal', failed)).json).toEqual({ status: 'applied' });
    expect(await mine(member)).toMatchObject({ status: 'active', graceUntil: new Date(clock.now() + 7 * DAY).toISOString(), paymentFixUrl: 'https://www.paypal.com/myaccount/autopay/' });
    expect(await told(member, 'payments.payment-failed')).toHaveLength(1);
  });
});
