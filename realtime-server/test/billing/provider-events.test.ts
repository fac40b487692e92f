import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { subscriptionModel } from '../../src/modules/membership/subscription.model';
import { person, type Person } from '../helpers/live-training';
import { approve, cardProvidersWithOperatorSuite, currentUser, deliverWebhook, ledgerOf, memberWithEmail, paypalSale, squareInvoice, storedSubscription, subscribe, unmatchedThisMonth, type CardProviders } from '../helpers/membership';
import type { TestServer } from '../helpers/test-app';

let server: TestServer;
let square: CardProviders['square'];
let paypal: CardProviders['paypal'];
let operator: Person;
cardProvidersWithOperatorSuite((app) => ({ server, square, paypal, operator } = app));
const deliver = (path: string, delivery: { body: string; headers: Record<string, string> }) => deliverWebhook(server, path, delivery);
const unmatched = () => unmatchedThisMonth(operator);

describe('PayPal PAYMENT.SALE.COMPLETED', () => {
  it("refuses the probe's forged `custom`: a sale of one billing agreement cannot activate another membership", async () => {
    const [victim, attacker] = await Promise.all([memberWithEmail(server), memberWithEmail(server)]);
    const { subscription: victims } = await subscribe(victim, 'premium', 'paypal');
    const { subscription: attackers } = await subscribe(attacker, 'starter', 'paypal');
    const eventId = `WH-${randomUUID()}`;
    const forged = paypal.webhook('PAYMENT.SALE.COMPLETED', paypalSale(`SALE-${randomUUID()}`, attackers.subscriptionId, '297.00', { custom: victims.id }), { id: eventId });
    expect((await deliver('/api/webhooks/paypal', forged)).json).toEqual({ status: 'refused' });
    // Delivered again (PayPal retries): still refused, recorded once.
    expect((await deliver('/api/webhooks/paypal', forged)).json).toEqual({ status: 'refused' });

    expect(await storedSubscription(server, victims.id)).toMatchObject({ status: 'pending' });
    expect(await storedSubscription(server, attackers.id)).toMatchObject({ status: 'pending' });
    expect((await currentUser(victim)).isPremium).toBe(false);
    expect((await currentUser(attacker)).isPremium).toBe(false);
    expect(await ledgerOf(victim)).toEqual([]);
    expect(await ledgerOf(attacker)).toEqual([]);
    expect((await unmatched()).filter((u) => u.eventId === eventId)).toEqual([
      expect.objectContaining({ rail: 'paypal', reason: 'reference-mismatch', providerSubscriptionId: attackers.subscriptionId, amount: 29700, deliveries: 2 }),
    ]);

    // Without an agreement of ours at all, `custom` alone finds nothing either (404: PayPal may deliver it again).
    const orphanId = `WH-${randomUUID()}`;
    const orphan = paypal.webhook('PAYMENT.SALE.COMPLETED', paypalSale(`SALE-${randomUUID()}`, 'I-NOT-OURS', '297.00', { custom: victims.id }), { id: orphanId });
    expect((await deliver('/api/webhooks/paypal', orphan)).status).toBe(404);
    expect(await storedSubscription(server, victims.id)).toMatchObject({ status: 'pending' });
    expect((await unmatched()).find((u) => u.eventId === orphanId)).toMatchObject({ reason: 'unknown-subscription' });
  });

  it('refuses a sale of the wrong amount or currency, and one not completed', async () => {
    const member = await memberWithEmail(server);
    const { subscription } = await subscribe(member, 'professional', 'paypal');
    const cases = [
      { sale: paypalSale(`SALE-${randomUUID()}`, subscription.subscriptionId, '1.97'), reason: 'amount-mismatch' },
      { sale: paypalSale(`SALE-${randomUUID()}`, subscription.subscriptionId, '197.001'), reason: 'amount-mismatch' },
      { sale: { ...paypalSale(`SALE-${randomUUID()}`, subscription.subscriptionId, '197.00'), amount: { total: '197.00', currency: 'EUR' } }, reason: 'currency-mismatch' },
      { sale: paypalSale(`SALE-${randomUUID()}`, subscription.subscriptionId, '197.00', { state: 'pending' }), reason: 'not-paid' },
    ];
    for (const { sale, reason } of cases) {
      const id = `WH-${randomUUID()}`;
      expect((await deliver('/api/webhooks/paypal', paypal.webhook('PAYMENT.SALE.COMPLETED', sale, { id }))).json).toEqual({ status: 'refused' });
      expect((await unmatched()).find((u) => u.eventId === id)).toMatchObject({ reason });
    }
    expect(await storedSubscription(server, subscription.id)).toMatchObject({ status: 'pending' });
    expect(await ledgerOf(member)).toEqual([]);
  });
});

describe('Square invoice.payment_made', () => {
  it('refuses an UNPAID invoice, a wrong amount and a created_at in 2099 or before the membership', async () => {
    const member = await memberWithEmail(server);
    const { subscription } = await subscribe(member, 'starter', 'square');
    const sub = subscription.subscriptionId!;
    const cases = [
      { delivery: square.webhook('invoice.payment_made', squareInvoice(`INV-${randomUUID()}`, sub, 9700, 'UNPAID'), { eventId: randomUUID() }), reason: 'not-paid' },
      { delivery: square.webhook('invoice.payment_made', squareInvoice(`INV-${randomUUID()}`, sub, 970), { eventId: randomUUID() }), reason: 'amount-mismatch' },
      { delivery: square.webhook('invoice.payment_made', squareInvoice(`INV-${randomUUID()}`, sub, 9700), { eventId: randomUUID(), createdAt: new Date('2099-01-01T00:00:00Z') }), reason: 'date-out-of-window' },
      { delivery: square.webhook('invoice.payment_made', squareInvoice(`INV-${randomUUID()}`, sub, 9700), { eventId: randomUUID(), createdAt: new Date('2020-01-01T00:00:00Z') }), reason: 'date-out-of-window' },
      // A state change dated in 2099 would freeze the membership's history there: refused too.
      { delivery: square.webhook('subscription.updated', { subscription: { id: sub, status: 'ACTIVE' } }, { eventId: randomUUID(), createdAt: new Date('2099-01-01T00:00:00Z') }), reason: 'date-out-of-window' },
    ];
    for (const { delivery, reason } of cases) {
      expect((await deliver('/api/webhooks/square', delivery)).json).toEqual({ status: 'refused' });
      const eventId = (JSON.parse(delivery.body) as { event_id: string }).event_id;
      expect((await unmatched()).find((u) => u.eventId === eventId)).toMatchObject({ rail: 'square', reason });
    }
    const row = await storedSubscription(server, subscription.id);
    expect(row).toMatchObject({ status: 'pending', expiresAt: null, providerEventAt: null });
    expect((await currentUser(member)).isPremium).toBe(false);
    expect(await ledgerOf(member)).toEqual([]);
  });

  it('the genuine event settles once: replays, and the same invoice under a new event id, change nothing', async () => {
    const member = await memberWithEmail(server);
    const { subscription } = await subscribe(member, 'starter', 'square');
    const invoiceId = `INV-${randomUUID()}`;
    const genuine = square.webhook('invoice.payment_made', squareInvoice(invoiceId, subscription.subscriptionId, 9700));
    expect((await deliver('/api/webhooks/square', genuine)).json).toEqual({ status: 'applied' });
    const paid = (await storedSubscription(server, subscription.id))!;
    expect(paid.status).toBe('active');
    const [entry, ...others] = await ledgerOf(member);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ rail: 'square', reference: invoiceId, amount: 9700, currency: 'USD', state: 'settled', verifiedBy: 'square', subscriptionId: subscription.id });
    expect(entry!.receiptNumber).toMatch(/^R-\d{4}-\d{6}$/);
    expect(entry!.periodEnd).toBe(paid.expiresAt!.toISOString());
    const told = (await member.get('/api/notifications?type=payments.received')).json as { items: { text: string; link: string }[] };
    expect(told.items).toEqual([expect.objectContaining({ text: `Payment received: $97.00 by Square for Starter. Receipt ${entry!.receiptNumber} is under Settings, Billing.`, link: '/settings#billing' })]);

    expect((await deliver('/api/webhooks/square', genuine)).json).toEqual({ status: 'duplicate' });
    const again = square.webhook('invoice.payment_made', squareInvoice(invoiceId, subscription.subscriptionId, 9700));
    expect((await deliver('/api/webhooks/square', again)).json).toEqual({ status: 'duplicate' });
    expect(await ledgerOf(member)).toEqual([entry]);
    expect((await storedSubscription(server, subscription.id))!.expiresAt).toEqual(paid.expiresAt);
    expect(((await member.get('/api/notifications?type=payments.received')).json as { items: unknown[] }).items).toHaveLength(1);
  });

  it('two payments delivered newest first give two entries; access runs to the later period, and replaying both changes nothing', async () => {
    const member = await memberWithEmail(server);
    const { subscription } = await subscribe(member, 'starter', 'square');
    // A membership three days old, so both payments fall inside its window.
    await subscriptionModel(server.database.connection).collection.updateOne({ _id: new Types.ObjectId(subscription.id) }, { $set: { createdAt: new Date(Date.now() - 3 * 86_400_000) } });
    const older = square.webhook('invoice.payment_made', squareInvoice(`INV-${randomUUID()}`, subscription.subscriptionId, 9700), { createdAt: new Date(Date.now() - 2 * 86_400_000) });
    const newer = square.webhook('invoice.payment_made', squareInvoice(`INV-${randomUUID()}`, subscription.subscriptionId, 9700), { createdAt: new Date(Date.now() - 86_400_000) });
    expect((await deliver('/api/webhooks/square', newer)).json).toEqual({ status: 'applied' });
    expect((await deliver('/api/webhooks/square', older)).json).toEqual({ status: 'applied' });
    const entries = await ledgerOf(member);
    expect(entries.map((e) => e.state)).toEqual(['settled', 'settled']);
    const latestEnd = entries.map((e) => e.periodEnd!).sort().at(-1);
    const row = (await storedSubscription(server, subscription.id))!;
    expect(row.expiresAt!.toISOString()).toBe(latestEnd);
    for (const delivery of [older, newer, newer]) expect((await deliver('/api/webhooks/square', delivery)).json).toEqual({ status: 'duplicate' });
    expect(await ledgerOf(member)).toEqual(entries);
    expect((await storedSubscription(server, subscription.id))!.expiresAt).toEqual(row.expiresAt);
  });
});

describe('Cash App', () => {
  it('a claim waits in the ledger; two operators approving at once settle it once', async () => {
    const member = await person(server);
    const { subscription } = await subscribe(member, 'starter');
    expect(await ledgerOf(member)).toEqual([expect.objectContaining({ rail: 'cashapp', reference: subscription.id, state: 'verifying', amount: 9700, receiptNumber: null })]);
    const second = await person(server, 'operator');
    const answers = await Promise.all([operator.post(`/api/payments/${subscription.id}/approve`, {}), second.post(`/api/payments/${subscription.id}/approve`, {})]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const entries = await ledgerOf(member);
    expect(entries).toEqual([expect.objectContaining({ state: 'settled', receiptNumber: expect.stringMatching(/^R-/) })]);
    expect([operator.user.id, second.user.id]).toContain(entries[0]!.verifiedBy);
    await expect(approve(operator, subscription.id)).rejects.toThrow(/409/);
    expect(await ledgerOf(member)).toEqual(entries);
    expect((await currentUser(member)).isPremium).toBe(true);
  });

  it('a rejected claim is rejected in the ledger and grants nothing', async () => {
    const member = await person(server);
    const { subscription } = await subscribe(member, 'professional');
    expect((await operator.post(`/api/payments/${subscription.id}/reject`, { note: 'No transfer found' })).status).toBe(200);
    expect(await ledgerOf(member)).toEqual([expect.objectContaining({ state: 'rejected', receiptNumber: null })]);
    expect((await currentUser(member)).isPremium).toBe(false);
  });
});

describe('amounts from outside', () => {
  it.each([['97'], [-97], [97.001], [null], [0]])('refuses %j with 400 and creates nothing', async (amount) => {
    const member = await person(server);
    const res = await member.post('/api/subscribe', { planId: 'starter', paymentMethod: 'cashapp', amount });
    expect(res.status).toBe(400);
    expect((await member.get('/api/subscriptions/mine')).json).toEqual([]);
    expect(await ledgerOf(member)).toEqual([]);
  });
});
