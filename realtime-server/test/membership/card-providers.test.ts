import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import type { TUser } from '@app/shared-types/auth';
import type { TSubscription } from '@app/shared-types/membership';
import { subscriptionModel } from '../../src/modules/membership/subscription.model';
import { HttpClient } from '../helpers/http-client';
import { cardProvidersSuite, currentUser, deliverWebhook, memberWithEmail, paypalSale, squareInvoice, storedSubscription, subscribe, type CardProviders } from '../helpers/membership';
import { PAYPAL } from '../helpers/paypal-fake';
import { connectSocket, nextEvent } from '../helpers/socket-client';
import { SQUARE } from '../helpers/square-fake';
import type { TestServer } from '../helpers/test-app';

let server: TestServer;
let square: CardProviders['square'];
let paypal: CardProviders['paypal'];
cardProvidersSuite((app) => ({ server, square, paypal } = app));
const deliver = (path: string, delivery: { body: string; headers: Record<string, string> }) => deliverWebhook(server, path, delivery);

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
/** Events dated before a membership existed are refused: tests of ordering date it an hour back first. */
const backdate = (id: string) => subscriptionModel(server.database.connection).collection.updateOne({ _id: new Types.ObjectId(id) }, { $set: { createdAt: minutesAgo(60) } });

describe('with Square and PayPal configured', () => {
  it('offers every method and says both card providers are configured', async () => {
    const client = new HttpClient(server.url);
    expect((await client.get('/api/payment-methods')).json).toEqual({ square: true, paypal: true, cashapp: true });
    expect((await client.get('/api/payments/status')).json).toMatchObject({ square: { configured: true }, paypal: { configured: true } });
  });
});

describe('Square', () => {
  it('subscribes through the Subscriptions API; only a genuine payment webhook grants access, once', async () => {
    const member = await memberWithEmail(server);
    const { subscription, instructions } = await subscribe(member, 'starter', 'square');
    expect(subscription).toMatchObject({ status: 'pending', paymentProvider: 'square' });
    expect(instructions).toContain(`${member.user.username}@example.com`);
    const atSquare = square.subscriptions.get(subscription.subscriptionId!);
    expect(atSquare).toMatchObject({ plan_variation_id: SQUARE.plans.starter });
    expect([...square.customers.values()].find((c) => c.id === atSquare!.customer_id)).toMatchObject({ reference_id: member.user.id });
    expect((await currentUser(member)).isPremium).toBe(false);

    const invoice = squareInvoice('INV-1', subscription.subscriptionId, 9700);
    const forged = square.webhook('invoice.payment_made', invoice, { signatureKey: 'not-the-key' });
    expect((await deliver('/api/webhooks/square', forged)).status).toBe(401);
    const genuine = square.webhook('invoice.payment_made', invoice);
    const tampered = { ...genuine, body: genuine.body.replace('"PAID"', '"PAID" ') };
    expect(tampered.body).not.toBe(genuine.body);
    expect((await deliver('/api/webhooks/square', tampered)).status).toBe(401);
    expect((await currentUser(member)).isPremium).toBe(false);

    const tab = await connectSocket(server.url, member.cookieHeader);
    const updated = nextEvent<TUser>(tab, 'user:updated');
    expect((await deliver('/api/webhooks/square', genuine)).json).toEqual({ status: 'applied' });
    expect(await updated).toMatchObject({ isPremium: true, plan: 'starter' });
    tab.disconnect();
    const paid = await storedSubscription(server, subscription.id);
    expect(paid).toMatchObject({ status: 'active' });

    // Square retries deliveries: the same event again changes nothing.
    expect((await deliver('/api/webhooks/square', genuine)).json).toEqual({ status: 'duplicate' });
    expect((await storedSubscription(server, subscription.id))!.expiresAt).toEqual(paid!.expiresAt);
  });

  it('an older cancellation arriving after a newer reactivation does not downgrade the member', async () => {
    const member = await memberWithEmail(server);
    const { subscription } = await subscribe(member, 'professional', 'square');
    const id = subscription.subscriptionId!;
    await backdate(subscription.id);
    await deliver('/api/webhooks/square', square.webhook('invoice.payment_made', squareInvoice('INV-2', id, 19700), { createdAt: minutesAgo(10) }));
    const newer = square.webhook('subscription.updated', { subscription: { id, status: 'ACTIVE' } }, { createdAt: minutesAgo(1) });
    const older = square.webhook('subscription.updated', { subscription: { id, status: 'CANCELED' } }, { createdAt: minutesAgo(5) });
    expect((await deliver('/api/webhooks/square', newer)).json).toEqual({ status: 'applied' });
    expect((await deliver('/api/webhooks/square', older)).json).toEqual({ status: 'stale' });
    expect(await storedSubscription(server, subscription.id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(await currentUser(member)).toMatchObject({ isPremium: true, plan: 'professional' });
  });

  it('cancelling stops renewal at Square and keeps access to the end of the paid month', async () => {
    const member = await memberWithEmail(server);
    const { subscription } = await subscribe(member, 'starter', 'square');
    await deliver('/api/webhooks/square', square.webhook('invoice.payment_made', squareInvoice('INV-3', subscription.subscriptionId, 9700)));
    expect((await member.post('/api/subscriptions/mine/cancel')).json).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(square.subscriptions.get(subscription.subscriptionId!)!.status).toBe('CANCELED');
    expect((await currentUser(member)).isPremium).toBe(true);
  });

  it('answers 404 for an event about a subscription it does not know (so Square delivers it again)', async () => {
    const res = await deliver('/api/webhooks/square', square.webhook('invoice.payment_made', squareInvoice('INV-X', 'SUB-unknown', 9700)));
    expect(res.status).toBe(404);
  });
});

describe('PayPal', () => {
  it('creates the subscription with our id as custom_id and sends the member to approve it', async () => {
    const member = await memberWithEmail(server);
    const result = await subscribe(member, 'professional', 'paypal');
    expect(result.approvalUrl).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/webapps\/billing\/subscriptions\?ba_token=/);
    expect(paypal.subscriptions.get(result.subscription.subscriptionId!)).toMatchObject({ plan_id: PAYPAL.plans.professional, custom_id: result.subscription.id });
    expect((await currentUser(member)).isPremium).toBe(false);
  });

  it('refuses a forged webhook after asking PayPal to verify it, and changes nothing', async () => {
    const member = await memberWithEmail(server);
    const { subscription } = await subscribe(member, 'starter', 'paypal');
    const before = paypal.calls.verify;
    const forged = paypal.webhook('PAYMENT.SALE.COMPLETED', paypalSale('SALE-1', subscription.subscriptionId, '97.00'), { secret: 'forger' });
    expect((await deliver('/api/webhooks/paypal', forged)).status).toBe(401);
    expect(paypal.calls.verify).toBe(before + 1);
    expect((await currentUser(member)).isPremium).toBe(false);
    expect(await storedSubscription(server, subscription.id)).toMatchObject({ status: 'pending' });
  });

  it('a payment that arrives after a newer cancellation still pays its month; replays count once', async () => {
    const member = await memberWithEmail(server);
    const { subscription } = await subscribe(member, 'starter', 'paypal');
    const id = subscription.subscriptionId!;
    await backdate(subscription.id);
    const cancelled = paypal.webhook('BILLING.SUBSCRIPTION.CANCELLED', { id, custom_id: subscription.id, status: 'CANCELLED' }, { createTime: minutesAgo(1) });
    const payment = paypal.webhook('PAYMENT.SALE.COMPLETED', paypalSale('SALE-2', id, '97.00'), { createTime: minutesAgo(5) });
    expect((await deliver('/api/webhooks/paypal', cancelled)).json).toEqual({ status: 'applied' });
    expect((await deliver('/api/webhooks/paypal', payment)).json).toEqual({ status: 'applied' });
    const row = (await storedSubscription(server, subscription.id))!;
    expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await currentUser(member)).toMatchObject({ isPremium: true, plan: 'starter' });

    expect((await deliver('/api/webhooks/paypal', payment)).json).toEqual({ status: 'duplicate' });
    expect((await storedSubscription(server, subscription.id))!.expiresAt).toEqual(row.expiresAt);
  });

  it('an older suspension arriving after a newer reactivation does not downgrade the member', async () => {
    const member = await memberWithEmail(server);
    const { subscription } = await subscribe(member, 'premium', 'paypal');
    const id = subscription.subscriptionId!;
    await backdate(subscription.id);
    await deliver('/api/webhooks/paypal', paypal.webhook('PAYMENT.SALE.COMPLETED', paypalSale('SALE-3', id, '297.00'), { createTime: minutesAgo(20) }));
    expect((await deliver('/api/webhooks/paypal', paypal.webhook('BILLING.SUBSCRIPTION.RE-ACTIVATED', { id, custom_id: subscription.id }, { createTime: minutesAgo(2) }))).json).toEqual({ status: 'applied' });
    expect((await deliver('/api/webhooks/paypal', paypal.webhook('BILLING.SUBSCRIPTION.SUSPENDED', { id, custom_id: subscription.id }, { createTime: minutesAgo(8) }))).json).toEqual({ status: 'stale' });
    expect(await storedSubscription(server, subscription.id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(await currentUser(member)).toMatchObject({ isPremium: true, plan: 'premium' });
    const mine = (await member.get('/api/subscriptions/mine')).json as TSubscription[];
    expect(mine[0]).toMatchObject({ id: subscription.id, status: 'active' });
  });
});
