import type { TUser } from '@app/shared-types/auth';
import type { TLedgerEntry, TReconciliation } from '@app/shared-types/billing';
import type { TSubscribeResult, TSubscription } from '@app/shared-types/membership';
import { afterAll, beforeAll } from 'vitest';
import { HttpClient } from './http-client';
import { paypalEnv, startPayPalFake } from './paypal-fake';
import { person, type Person } from './people';
import { squareEnv, startSquareFake } from './square-fake';
import { appSuite, type TestServer } from './test-app';
import { subscriptionModel } from '../../src/modules/membership/subscription.model';
import type { StartOptions } from '../../src/server';

type SquareFake = Awaited<ReturnType<typeof startSquareFake>>;
type PayPalFake = Awaited<ReturnType<typeof startPayPalFake>>;

/** Subscribes through the API as a browser would; the answer must be 201. */
export async function subscribe(client: HttpClient, planId: string, paymentMethod = 'cashapp', amount?: number): Promise<TSubscribeResult> {
  const prices: Record<string, number> = { starter: 97, professional: 197, premium: 297 };
  const res = await client.post('/api/subscribe', { planId, paymentMethod, amount: amount ?? prices[planId] });
  if (res.status !== 201) throw new Error(`subscribe failed: ${res.status} ${res.text}`);
  return res.json as TSubscribeResult;
}

export async function approve(operator: HttpClient, subscriptionId: string): Promise<TSubscription> {
  const res = await operator.post(`/api/payments/${subscriptionId}/approve`, {});
  if (res.status !== 200) throw new Error(`approve failed: ${res.status} ${res.text}`);
  return res.json as TSubscription;
}

/** A member on a paid plan through the Cash App path (subscribe, an operator approves). */
export async function paidMember(member: HttpClient, operator: HttpClient, planId: 'starter' | 'professional' | 'premium'): Promise<TSubscription> {
  const { subscription } = await subscribe(member, planId);
  return approve(operator, subscription.id);
}

export type CardProviders = { server: TestServer; square: SquareFake; paypal: PayPalFake };

/**
 * The app with both card providers (Square, PayPal) configured against their local fakes, for the
 * tests of a file: the fakes start first, the app with their addresses, and all stop after the tests.
 */
export function cardProvidersSuite(ready: (app: CardProviders) => unknown, start?: StartOptions): void {
  let square: SquareFake | undefined;
  let paypal: PayPalFake | undefined;
  beforeAll(async () => {
    [square, paypal] = await Promise.all([startSquareFake(), startPayPalFake()]);
  });
  afterAll(async () => {
    await Promise.all([square?.close(), paypal?.close()]);
  });
  appSuite((server) => ready({ server, square: square!, paypal: paypal! }), { env: () => ({ ...squareEnv(square!.url), ...paypalEnv(paypal!.url) }), ...(start ? { start } : {}) });
}

/** The card-provider tests' suite with an operator signed in once for the file (they read the reconciliation as one). */
export function cardProvidersWithOperatorSuite(ready: (app: CardProviders & { operator: Person }) => unknown, start?: StartOptions): void {
  cardProvidersSuite(async (app) => ready({ ...app, operator: await person(app.server, 'operator') }), start);
}

/**
 * A new member with an email address (`<username>@example.com`): the card providers' checkout needs
 * one, since Square's customer and PayPal's subscriber are made from it.
 */
export async function memberWithEmail(server: Pick<TestServer, 'url' | 'users'>): Promise<Person> {
  const member = await person(server);
  await server.users.model.updateOne({ _id: member.user.id }, { $set: { email: `${member.user.username}@example.com` } });
  return member;
}

/** A membership as stored (all its fields, the providers' ids and the cancel bookkeeping included), not as the API shows it. */
export const storedSubscription = (server: Pick<TestServer, 'database'>, id: string) => subscriptionModel(server.database.connection).findById(id).lean();

/** The signed-in account as the app shows it to its owner (premium flag, plan). */
export const currentUser = async (client: HttpClient) => (await client.get('/api/auth/user')).json as TUser;

/** The signed-in member's billing ledger. */
export const ledgerOf = async (client: HttpClient) => (await client.get('/api/billing/ledger')).json as TLedgerEntry[];

/** The provider events of this month that matched no payment of ours, as the operator's reconciliation lists them. */
export const unmatchedThisMonth = async (operator: HttpClient) =>
  ((await operator.get(`/api/billing/reconciliation?month=${new Date().toISOString().slice(0, 7)}`)).json as TReconciliation).unmatched;

/** A provider's webhook delivery, posted to our endpoint exactly as signed (no session, no browser headers). */
export function deliverWebhook(server: Pick<TestServer, 'url'>, path: string, delivery: { body: string; headers: Record<string, string> }) {
  return new HttpClient(server.url).request('POST', path, { rawBody: delivery.body, headers: { ...delivery.headers, 'Sec-Fetch-Site': '', Origin: '' } });
}

/** A Square invoice object as invoice.payment_made carries it: paid in full (`cents`) unless told otherwise. */
export const squareInvoice = (id: string, subscriptionId: string | null, cents: number, status = 'PAID', currency = 'USD', orderId?: string) => ({
  invoice: { id, subscription_id: subscriptionId, ...(orderId ? { order_id: orderId } : {}), status, payment_requests: [{ request_type: 'BALANCE', computed_amount_money: { amount: cents, currency }, total_completed_amount_money: { amount: status === 'PAID' ? cents : 0, currency } }] },
});

/** A PayPal sale resource as PAYMENT.SALE.COMPLETED carries it (`total` as PayPal writes it: "97.00"). */
export const paypalSale = (id: string, billingAgreementId: string | null, total: string, extra: Record<string, unknown> = {}) => ({
  id,
  state: 'completed',
  amount: { total, currency: 'USD', details: { subtotal: total } },
  ...(billingAgreementId ? { billing_agreement_id: billingAgreementId } : {}),
  ...extra,
});

/** A Square refund object as refund.created / refund.updated carry it (PENDING first, then COMPLETED). */
export const squareRefund = (id: string, orderId: string, paymentId: string, cents: number, status = 'COMPLETED', currency = 'USD') => ({
  refund: { id, status, amount_money: { amount: cents, currency }, payment_id: paymentId, order_id: orderId, location_id: 'L-TEST-1', reason: 'Requested by customer' },
});

/** A Square dispute object as dispute.created / dispute.state.updated carry it. */
export const squareDispute = (id: string, paymentId: string, cents: number, state = 'EVIDENCE_REQUIRED') => ({
  dispute: { id, dispute_id: id, state, reason: 'NOT_AS_DESCRIBED', amount_money: { amount: cents, currency: 'USD' }, disputed_payment: { payment_id: paymentId } },
});

/** A PayPal refund resource as PAYMENT.SALE.REFUNDED carries it. */
export const paypalRefund = (id: string, saleId: string, total: string) => ({ id, state: 'completed', amount: { total, currency: 'USD' }, sale_id: saleId, parent_payment: `PAYID-${saleId}` });

/** A PayPal dispute resource as CUSTOMER.DISPUTE.CREATED / RESOLVED carry it. */
export const paypalDispute = (id: string, saleId: string, value: string, extra: Record<string, unknown> = {}) => ({
  dispute_id: id,
  status: 'OPEN',
  reason: 'MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED',
  dispute_amount: { currency_code: 'USD', value },
  disputed_transactions: [{ seller_transaction_id: saleId, buyer_transaction_id: `BUY-${saleId}` }],
  ...extra,
});
