import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TSubscription } from '@app/shared-types/membership';
import type { HttpClient } from '../helpers/http-client';
import { person, type Person } from '../helpers/live-training';
import { cardProvidersWithOperatorSuite, currentUser, deliverWebhook, ledgerOf, memberWithEmail, paypalDispute, paypalRefund, paypalSale, squareDispute, squareInvoice, squareRefund, subscribe, unmatchedThisMonth, type CardProviders } from '../helpers/membership';
import type { TestServer } from '../helpers/test-app';

let server: TestServer;
let square: CardProviders['square'];
let paypal: CardProviders['paypal'];
let operator: Person;
cardProvidersWithOperatorSuite((app) => ({ server, square, paypal, operator } = app));

const mine = async (client: HttpClient) => ((await client.get('/api/subscriptions/mine')).json as TSubscription[])[0]!;
const unmatched = () => unmatchedThisMonth(operator);
const toSquare = async (type: string, object: Record<string, unknown>, eventId = randomUUID(), createdAt?: Date) =>
  (await deliverWebhook(server, '/api/webhooks/square', square.webhook(type, object, { eventId, ...(createdAt ? { createdAt } : {}) }))).json;
const toPayPal = async (type: string, resource: Record<string, unknown>, id = `WH-${randomUUID()}`) => (await deliverWebhook(server, '/api/webhooks/paypal', paypal.webhook(type, resource, { id }))).json;

/** A Square member whose invoice (of order `orderId`, paid with card payment `paymentId`) settled. */
async function squareMember() {
  const member = await memberWithEmail(server);
  const { subscription } = await subscribe(member, 'starter', 'square');
  const orderId = `ORD-${randomUUID()}`;
  const paymentId = `PAY-${randomUUID()}`;
  square.payments.set(paymentId, { id: paymentId, order_id: orderId, status: 'COMPLETED' });
  expect(await toSquare('invoice.payment_made', squareInvoice(`INV-${randomUUID()}`, subscription.subscriptionId, 9700, 'PAID', 'USD', orderId))).toEqual({ status: 'applied' });
  return { member, orderId, paymentId };
}

async function paypalMember() {
  const member = await person(server);
  const { subscription } = await subscribe(member, 'professional', 'paypal');
  const saleId = `SALE-${randomUUID()}`;
  expect(await toPayPal('PAYMENT.SALE.COMPLETED', paypalSale(saleId, subscription.subscriptionId, '197.00'))).toEqual({ status: 'applied' });
  return { member, saleId };
}

describe('refunds', () => {
  it('Square: a pending refund changes nothing; a partial one is recorded without touching access; the rest refunds the entry and ends the period it paid; replays change nothing', async () => {
    const { member, orderId, paymentId } = await squareMember();
    const refundId = `REF-${randomUUID()}`;
    expect(await toSquare('refund.created', squareRefund(refundId, orderId, paymentId, 4000, 'PENDING'))).toEqual({ status: 'pending' });
    expect((await ledgerOf(member))[0]).toMatchObject({ state: 'settled' });

    const completed = randomUUID();
    expect(await toSquare('refund.updated', squareRefund(refundId, orderId, paymentId, 4000), completed)).toEqual({ status: 'applied' });
    // The same refund again, under its event id and under a new one (refund.updated twice): counted once.
    expect(await toSquare('refund.updated', squareRefund(refundId, orderId, paymentId, 4000), completed)).toEqual({ status: 'duplicate' });
    expect(await toSquare('refund.updated', squareRefund(refundId, orderId, paymentId, 4000))).toEqual({ status: 'duplicate' });
    // The member's ledger says what came back of a payment that stays paid.
    expect((await ledgerOf(member))[0]).toMatchObject({ state: 'settled', amount: 9700, refundedAmount: 4000 });
    expect(await mine(member)).toMatchObject({ status: 'active' });
    expect((await currentUser(member)).isPremium).toBe(true);

    const rest = `REF-${randomUUID()}`;
    expect(await toSquare('refund.updated', squareRefund(rest, orderId, paymentId, 5700))).toEqual({ status: 'applied' });
    expect((await ledgerOf(member))[0]).toMatchObject({ state: 'refunded', refundedAmount: 9700 });
    expect(await mine(member)).toMatchObject({ status: 'refunded' });
    expect((await currentUser(member)).isPremium).toBe(false);
    expect(await toSquare('refund.updated', squareRefund(rest, orderId, paymentId, 5700))).toEqual({ status: 'duplicate' });
  });

  it('refuses and records a refund of another currency, more than was paid, of a payment that is not ours, or dated in 2099', async () => {
    const { member, orderId, paymentId } = await squareMember();
    const cases = [
      { object: squareRefund(`REF-${randomUUID()}`, orderId, paymentId, 4000, 'COMPLETED', 'EUR'), reason: 'currency-mismatch' },
      { object: squareRefund(`REF-${randomUUID()}`, orderId, paymentId, 9701), reason: 'amount-mismatch' },
      { object: squareRefund(`REF-${randomUUID()}`, `ORD-${randomUUID()}`, paymentId, 100), reason: 'unknown-payment' },
    ];
    const future = { object: squareRefund(`REF-${randomUUID()}`, orderId, paymentId, 9700), reason: 'date-out-of-window', createdAt: new Date('2099-01-01T00:00:00Z') };
    for (const { object, reason, createdAt } of [...cases, future] as { object: Record<string, unknown>; reason: string; createdAt?: Date }[]) {
      const eventId = randomUUID();
      expect(await toSquare('refund.updated', object, eventId, createdAt)).toEqual({ status: 'refused' });
      expect((await unmatched()).find((u) => u.eventId === eventId)).toMatchObject({ rail: 'square', reason });
    }
    expect((await ledgerOf(member))[0]).toMatchObject({ state: 'settled' });
    expect(await mine(member)).toMatchObject({ status: 'active' });
  });

  it('after a partial refund, refunds are checked against what is left: one for more is refused; two arriving at once cannot together pass it', async () => {
    const { member, orderId, paymentId } = await squareMember();
    expect(await toSquare('refund.updated', squareRefund(`REF-${randomUUID()}`, orderId, paymentId, 4000))).toEqual({ status: 'applied' });
    // 5,700 is left: 6,000 is less than the payment but more than what remains of it.
    const tooMuch = randomUUID();
    expect(await toSquare('refund.updated', squareRefund(`REF-${randomUUID()}`, orderId, paymentId, 6000), tooMuch)).toEqual({ status: 'refused' });
    expect((await unmatched()).find((u) => u.eventId === tooMuch)).toMatchObject({ rail: 'square', reason: 'refund-exceeds-payment', amount: 6000 });
    expect((await ledgerOf(member))[0]).toMatchObject({ state: 'settled', refundedAmount: 4000 });

    // Two refunds of 3,000 at once: each fits alone, both do not. Exactly one is counted.
    const outcomes = await Promise.all([1, 2].map(() => toSquare('refund.updated', squareRefund(`REF-${randomUUID()}`, orderId, paymentId, 3000))));
    expect(outcomes.map((o) => (o as { status: string }).status).sort()).toEqual(['applied', 'refused']);
    expect((await ledgerOf(member))[0]).toMatchObject({ state: 'settled', refundedAmount: 7000 });
    expect(await mine(member)).toMatchObject({ status: 'active' });
  });

  it('PayPal PAYMENT.SALE.REFUNDED in full: the sale’s entry is refunded and access ends; delivered again, nothing changes', async () => {
    const { member, saleId } = await paypalMember();
    const id = `WH-${randomUUID()}`;
    const refund = paypalRefund(`RF-${randomUUID()}`, saleId, '197.00');
    expect(await toPayPal('PAYMENT.SALE.REFUNDED', refund, id)).toEqual({ status: 'applied' });
    expect(await toPayPal('PAYMENT.SALE.REFUNDED', refund, id)).toEqual({ status: 'duplicate' });
    expect((await ledgerOf(member)).map((e) => [e.reference, e.state])).toEqual([[saleId, 'refunded']]);
    expect(await mine(member)).toMatchObject({ status: 'refunded' });
    expect((await currentUser(member)).isPremium).toBe(false);
  });
});

describe('disputes', () => {
  it('Square: a dispute (matched through the Payments API to the invoice’s order) stops the entry paying its period; replays change nothing', async () => {
    const { member, paymentId } = await squareMember();
    const dispute = squareDispute(`DSP-${randomUUID()}`, paymentId, 9700);
    const eventId = randomUUID();
    expect(await toSquare('dispute.created', dispute, eventId)).toEqual({ status: 'applied' });
    expect(await toSquare('dispute.created', dispute, eventId)).toEqual({ status: 'duplicate' });
    expect(await toSquare('dispute.state.updated', dispute)).toEqual({ status: 'duplicate' });
    expect((await ledgerOf(member))[0]).toMatchObject({ state: 'disputed' });
    expect(await mine(member)).toMatchObject({ status: 'expired' });
    expect((await currentUser(member)).isPremium).toBe(false);

    // Won: the payment is ours again, and the membership it paid reopens until the end of that
    // period, without renewing; the win told twice changes nothing more.
    const won = squareDispute(dispute.dispute.id, paymentId, 9700, 'WON');
    const wonEvent = randomUUID();
    expect(await toSquare('dispute.state.updated', won, wonEvent)).toEqual({ status: 'applied' });
    expect(await toSquare('dispute.state.updated', won)).toEqual({ status: 'duplicate' });
    const [entry] = await ledgerOf(member);
    expect(entry).toMatchObject({ state: 'settled' });
    expect(await mine(member)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, expiresAt: entry!.periodEnd });
    expect((await currentUser(member)).isPremium).toBe(true);
  });

  it('PayPal CUSTOMER.DISPUTE.CREATED marks the sale disputed; a dispute of another amount is refused', async () => {
    const { member, saleId } = await paypalMember();
    const tooMuch = `WH-${randomUUID()}`;
    expect(await toPayPal('CUSTOMER.DISPUTE.CREATED', paypalDispute(`PP-D-${randomUUID()}`, saleId, '500.00'), tooMuch)).toEqual({ status: 'refused' });
    expect((await unmatched()).find((u) => u.eventId === tooMuch)).toMatchObject({ rail: 'paypal', reason: 'amount-mismatch' });
    expect((await ledgerOf(member))[0]).toMatchObject({ state: 'settled' });

    const id = `WH-${randomUUID()}`;
    const dispute = paypalDispute(`PP-D-${randomUUID()}`, saleId, '197.00');
    expect(await toPayPal('CUSTOMER.DISPUTE.CREATED', dispute, id)).toEqual({ status: 'applied' });
    expect(await toPayPal('CUSTOMER.DISPUTE.CREATED', dispute, id)).toEqual({ status: 'duplicate' });
    expect((await ledgerOf(member))[0]).toMatchObject({ state: 'disputed' });
    expect(await mine(member)).toMatchObject({ status: 'expired' });
  });
});
