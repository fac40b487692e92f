import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { badRequest, upstreamFailed } from '../../errors/app-error';
import type { Logger } from '../../logger';
import { WebhookSignatureError, type PaymentProvider, type ProviderEvent } from './payment-provider';
import type { SquareConfig } from './payments-config';

const REQUEST_TIMEOUT_MS = 10_000;
/** The API version these calls and webhook payloads follow (Square pins behaviour per version). */
export const SQUARE_VERSION = '2025-01-23';

const ZCustomer = z.object({ customer: z.object({ id: z.string().min(1) }) });
const ZSubscription = z.object({ subscription: z.object({ id: z.string().min(1), status: z.string().optional() }) });

/** The webhook fields we read (https://developer.squareup.com/reference/square/webhooks). */
const ZWebhook = z.object({
  event_id: z.string().min(1).max(200),
  type: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  data: z
    .object({
      id: z.string().optional(),
      object: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
});
const ZSubscriptionObject = z.object({ id: z.string().min(1), status: z.string(), charged_through_date: z.string().optional() });
const ZMoney = z.object({ amount: z.number().int(), currency: z.string() });
const ZInvoiceObject = z.object({
  id: z.string().min(1).max(200),
  subscription_id: z.string().min(1).optional(),
  order_id: z.string().min(1).max(200).optional(),
  public_url: z.url().max(500).optional(),
  status: z.string(),
  payment_requests: z.array(z.object({ total_completed_amount_money: ZMoney.optional(), computed_amount_money: ZMoney.optional() })).optional(),
});

const ZRefundObject = z.object({ id: z.string().min(1).max(200), status: z.string(), amount_money: ZMoney.optional(), payment_id: z.string().optional(), order_id: z.string().min(1).max(200).optional() });
const ZDisputeObject = z.object({
  id: z.string().min(1).max(200).optional(),
  dispute_id: z.string().min(1).max(200).optional(),
  state: z.string(),
  amount_money: ZMoney.optional(),
  disputed_payment: z.object({ payment_id: z.string().min(1).max(200) }),
});
const ZPayment = z.object({ payment: z.object({ id: z.string(), order_id: z.string().min(1).max(200).optional() }) });
/** Square's dispute states, as what they mean for the payment. */
const DISPUTE_STATE = (state: string): 'open' | 'won' | 'lost' => (state === 'WON' ? 'won' : state === 'LOST' || state === 'ACCEPTED' ? 'lost' : 'open');

/** What the invoice's payment requests say was paid (Square money is already integer cents). */
function invoicePaid(invoice: z.infer<typeof ZInvoiceObject>): { amount: number | null; currency: string | null } {
  const paid = (invoice.payment_requests ?? []).map((r) => r.total_completed_amount_money ?? r.computed_amount_money).filter((m) => !!m);
  if (!paid.length) return { amount: null, currency: null };
  const currencies = new Set(paid.map((m) => m.currency));
  return { amount: paid.reduce((total, m) => total + m.amount, 0), currency: currencies.size === 1 ? paid[0]!.currency : 'MIXED' };
}

/** Square's signature: base64 HMAC-SHA256, keyed with the subscription's signature key, of notification URL + raw body. */
export function squareSignature(signatureKey: string, notificationUrl: string, rawBody: Buffer): string {
  return createHmac('sha256', signatureKey).update(notificationUrl).update(rawBody).digest('base64');
}

const STATE_OF: Record<string, 'active' | 'cancelled' | 'expired' | undefined> = {
  ACTIVE: 'active',
  CANCELED: 'cancelled',
  DEACTIVATED: 'expired',
  PAUSED: 'cancelled',
};

/**
 * Square Subscriptions (cards and wallets): a customer carrying our reference, then a subscription to
 * the plan's variation without a card on file, so Square emails the member an invoice they pay by
 * card, Apple Pay or Google Pay. Access starts with Square's `invoice.payment_made` webhook.
 */
export function createSquareProvider(config: SquareConfig, logger: Logger, fetchImpl: typeof fetch = fetch): PaymentProvider {
  async function api<T>(method: string, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetchImpl(`${config.apiBaseUrl}/v2${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${config.accessToken}`,
          'Square-Version': SQUARE_VERSION,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      logger.warn({ err: error, path }, 'Square did not answer');
      throw upstreamFailed('Square is not answering right now. Please try again in a few minutes or pay with Cash App.');
    }
    if (!res.ok) {
      logger.warn({ status: res.status, path, body: (await res.text()).slice(0, 500) }, 'Square refused a request');
      throw upstreamFailed('Square could not start the subscription. Please try again or choose another payment method.');
    }
    return schema.parse(await res.json());
  }

  return {
    id: 'square',
    manual: false,
    features: ['Credit and debit cards', 'Apple Pay and Google Pay', 'Automatic monthly billing'],
    async start({ reference, user, plan }) {
      if (!user.email) throw badRequest('Square sends the invoice by email: add an email address to your account first, or pay with Cash App.');
      const { customer } = await api('POST', '/customers', ZCustomer, {
        idempotency_key: `customer-${reference}`,
        given_name: user.firstName ?? undefined,
        family_name: user.lastName ?? undefined,
        email_address: user.email,
        reference_id: user.id,
      });
      const { subscription } = await api('POST', '/subscriptions', ZSubscription, {
        idempotency_key: `subscription-${reference}`,
        location_id: config.locationId,
        plan_variation_id: config.planVariationIds[plan],
        customer_id: customer.id,
      });
      return {
        providerSubscriptionId: subscription.id,
        approvalUrl: null,
        instructions: `Square has emailed an invoice to ${user.email}. Pay it by card, Apple Pay or Google Pay; your membership starts as soon as Square confirms the payment.`,
      };
    },
    async cancel(providerSubscriptionId) {
      await api('POST', `/subscriptions/${encodeURIComponent(providerSubscriptionId)}/cancel`, z.unknown());
    },
    async parseWebhook(rawBody, headers) {
      const given = headers['x-square-hmacsha256-signature'];
      const expected = Buffer.from(squareSignature(config.signatureKey, config.notificationUrl, rawBody));
      const actual = Buffer.from(typeof given === 'string' ? given : '');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw new WebhookSignatureError('Square signature does not match');
      const event = ZWebhook.parse(JSON.parse(rawBody.toString('utf8')));
      const base = { eventId: event.event_id, reference: null, occurredAt: new Date(event.created_at) };
      const object = event.data?.object ?? {};
      if (event.type === 'invoice.payment_made') {
        const invoice = ZInvoiceObject.parse(object.invoice);
        if (!invoice.subscription_id) return null;
        return { ...base, kind: 'payment', providerSubscriptionId: invoice.subscription_id, paidThrough: null, paymentId: invoice.id, ...invoicePaid(invoice), paid: invoice.status === 'PAID', orderId: invoice.order_id ?? null } satisfies ProviderEvent;
      }
      if (event.type === 'invoice.scheduled_charge_failed') {
        const invoice = ZInvoiceObject.parse(object.invoice);
        if (!invoice.subscription_id) return null;
        return { ...base, kind: 'payment-failed', providerSubscriptionId: invoice.subscription_id, fixUrl: invoice.public_url ?? null } satisfies ProviderEvent;
      }
      if (event.type === 'refund.created' || event.type === 'refund.updated') {
        const refund = ZRefundObject.parse(object.refund);
        if (!refund.order_id) return null;
        const money = { amount: refund.amount_money?.amount ?? null, currency: refund.amount_money?.currency ?? null };
        return { eventId: base.eventId, occurredAt: base.occurredAt, kind: 'refund', refundId: refund.id, payment: { orderId: refund.order_id }, ...money, completed: refund.status === 'COMPLETED' } satisfies ProviderEvent;
      }
      if (event.type.startsWith('dispute.')) {
        const dispute = ZDisputeObject.parse(object.dispute);
        const disputeId = dispute.dispute_id ?? dispute.id;
        if (!disputeId) return null;
        // A dispute names the card payment only; its order (what our ledger knows of an invoice) comes from the Payments API.
        const { payment } = await api('GET', `/payments/${encodeURIComponent(dispute.disputed_payment.payment_id)}`, ZPayment);
        if (!payment.order_id) return null;
        const money = { amount: dispute.amount_money?.amount ?? null, currency: dispute.amount_money?.currency ?? null };
        return { eventId: base.eventId, occurredAt: base.occurredAt, kind: 'dispute', disputeId, payment: { orderId: payment.order_id }, ...money, state: DISPUTE_STATE(dispute.state) } satisfies ProviderEvent;
      }
      if (event.type === 'subscription.updated' || event.type === 'subscription.created') {
        const subscription = ZSubscriptionObject.parse(object.subscription);
        const status = STATE_OF[subscription.status];
        if (!status) return null;
        return { ...base, kind: 'state', providerSubscriptionId: subscription.id, status } satisfies ProviderEvent;
      }
      return null;
    },
  };
}
