import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { AppError, upstreamFailed } from '../../errors/app-error';
import type { Logger } from '../../logger';
import { cachedAccessToken, ZTokenResponse } from '../oauth-token';
import { WebhookSignatureError, type PaymentProvider, type ProviderEvent } from './payment-provider';
import type { PayPalConfig } from './payments-config';

const REQUEST_TIMEOUT_MS = 10_000;

const ZCreated = z.object({ id: z.string().min(1), status: z.string(), links: z.array(z.object({ rel: z.string(), href: z.url() })) });
const ZVerification = z.object({ verification_status: z.string() });

/** The webhook fields we read (https://developer.paypal.com/api/rest/webhooks/event-names/#subscriptions). */
const ZWebhook = z.object({
  id: z.string().min(1).max(200),
  event_type: z.string(),
  create_time: z.iso.datetime({ offset: true }),
  resource: z.record(z.string(), z.unknown()),
});
const ZSubscriptionResource = z.object({
  id: z.string().min(1),
  custom_id: z.string().optional(),
  status: z.string().optional(),
});
const ZSaleResource = z.object({
  id: z.string().min(1).max(200),
  state: z.string().optional(),
  amount: z.object({ total: z.string(), currency: z.string() }).optional(),
  billing_agreement_id: z.string().min(1).optional(),
  custom: z.string().optional(),
});

const ZRefundResource = z.object({
  id: z.string().min(1).max(200),
  state: z.string().optional(),
  amount: z.object({ total: z.string(), currency: z.string() }).optional(),
  sale_id: z.string().min(1).max(200).optional(),
});
const ZDisputeResource = z.object({
  dispute_id: z.string().min(1).max(200),
  status: z.string().optional(),
  dispute_outcome: z.object({ outcome_code: z.string() }).optional(),
  dispute_amount: z.object({ currency_code: z.string(), value: z.string() }).optional(),
  disputed_transactions: z.array(z.object({ seller_transaction_id: z.string().min(1).max(200).optional() })).optional(),
});

/** Where a PayPal member changes the funding of their automatic payments (PayPal's own account page). */
export const PAYPAL_AUTOPAY_URL = 'https://www.paypal.com/myaccount/autopay/';

/** PayPal's decimal string ("97.00") as integer cents; null unless it is a plain amount of at most 2 decimals. */
export function paypalCents(total: string | undefined): number | null {
  if (!total || !/^\d{1,9}(\.\d{1,2})?$/.test(total)) return null;
  const [whole, fraction = ''] = total.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const STATE_OF: Record<string, 'active' | 'cancelled' | 'suspended' | 'expired' | undefined> = {
  'BILLING.SUBSCRIPTION.ACTIVATED': 'active',
  'BILLING.SUBSCRIPTION.RE-ACTIVATED': 'active',
  'BILLING.SUBSCRIPTION.CANCELLED': 'cancelled',
  'BILLING.SUBSCRIPTION.SUSPENDED': 'suspended',
  'BILLING.SUBSCRIPTION.EXPIRED': 'expired',
};

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
};

/**
 * PayPal Subscriptions: a client-credentials token, then a subscription to the plan's PayPal plan
 * carrying our id as custom_id; the member approves it on PayPal (the `approve` link) and access
 * starts with the PAYMENT.SALE.COMPLETED webhook. Webhooks are checked with PayPal's own
 * verify-webhook-signature call against our webhook id.
 */
export function createPayPalProvider(config: PayPalConfig, logger: Logger, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const token = cachedAccessToken(async () => {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const res = await fetchImpl(`${config.apiBaseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`PayPal token request answered ${res.status}`);
    return ZTokenResponse.parse(await res.json());
  });

  /** One call with a JSON body (`raw` is sent as it is); a 401 gets one retry with a fresh token. */
  async function api(method: string, path: string, body?: { json?: unknown; raw?: string; requestId?: string }, retried = false): Promise<Response> {
    const bearer = await token.get();
    const payload = body?.raw ?? (body?.json === undefined ? undefined : JSON.stringify(body.json));
    const res = await fetchImpl(`${config.apiBaseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${bearer}`,
        Accept: 'application/json',
        ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(body?.requestId ? { 'PayPal-Request-Id': body.requestId } : {}),
      },
      body: payload,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (res.status === 401 && !retried) {
      token.forget();
      return api(method, path, body, true);
    }
    return res;
  }

  async function call(method: string, path: string, body?: { json?: unknown; raw?: string; requestId?: string }): Promise<Response> {
    try {
      const res = await api(method, path, body);
      if (!res.ok) {
        logger.warn({ status: res.status, path, body: (await res.text()).slice(0, 500) }, 'PayPal refused a request');
        throw upstreamFailed('PayPal could not start the subscription. Please try again or choose another payment method.');
      }
      return res;
    } catch (error) {
      if (error instanceof AppError) throw error;
      logger.warn({ err: error, path }, 'PayPal did not answer');
      throw upstreamFailed('PayPal is not answering right now. Please try again in a few minutes or pay with Cash App.');
    }
  }

  return {
    id: 'paypal',
    manual: false,
    features: ['PayPal balance and bank', 'Cards through PayPal', 'Automatic monthly billing'],
    async start({ reference, user, plan }) {
      const res = await call('POST', '/v1/billing/subscriptions', {
        requestId: `subscription-${reference}`,
        json: {
          plan_id: config.planIds[plan],
          custom_id: reference,
          ...(user.email ? { subscriber: { email_address: user.email, name: { given_name: user.firstName ?? undefined, surname: user.lastName ?? undefined } } } : {}),
          application_context: {
            brand_name: 'Capitol Ledger Advisory',
            user_action: 'SUBSCRIBE_NOW',
            shipping_preference: 'NO_SHIPPING',
            return_url: config.returnUrl,
            cancel_url: config.returnUrl,
          },
        },
      });
      const created = ZCreated.parse(await res.json());
      const approve = created.links.find((l) => l.rel === 'approve');
      if (!approve) throw upstreamFailed('PayPal did not return an approval link. Please try again.');
      return { providerSubscriptionId: created.id, approvalUrl: approve.href, instructions: null };
    },
    async cancel(providerSubscriptionId) {
      await call('POST', `/v1/billing/subscriptions/${encodeURIComponent(providerSubscriptionId)}/cancel`, { json: { reason: 'Cancelled by the member' } });
    },
    async parseWebhook(rawBody, headers) {
      const text = rawBody.toString('utf8');
      const event = ZWebhook.parse(JSON.parse(text));
      // The event goes back to PayPal byte for byte: a re-serialised copy may not verify.
      const verification =
        `{"auth_algo":${JSON.stringify(header(headers, 'paypal-auth-algo'))},"cert_url":${JSON.stringify(header(headers, 'paypal-cert-url'))},` +
        `"transmission_id":${JSON.stringify(header(headers, 'paypal-transmission-id'))},"transmission_sig":${JSON.stringify(header(headers, 'paypal-transmission-sig'))},` +
        `"transmission_time":${JSON.stringify(header(headers, 'paypal-transmission-time'))},"webhook_id":${JSON.stringify(config.webhookId)},"webhook_event":${text}}`;
      let verdict: string;
      try {
        const res = await api('POST', '/v1/notifications/verify-webhook-signature', { raw: verification });
        verdict = res.ok ? ZVerification.parse(await res.json()).verification_status : `HTTP ${res.status}`;
      } catch (error) {
        logger.warn({ err: error }, 'PayPal webhook verification did not answer');
        throw error;
      }
      if (verdict !== 'SUCCESS') throw new WebhookSignatureError(`PayPal verification answered ${verdict}`);

      const base = { eventId: event.id, occurredAt: new Date(event.create_time) };
      if (event.event_type === 'PAYMENT.SALE.COMPLETED') {
        const sale = ZSaleResource.parse(event.resource);
        if (!sale.billing_agreement_id) return null;
        return {
          ...base,
          kind: 'payment',
          providerSubscriptionId: sale.billing_agreement_id,
          // Only ever compared with the subscription the billing agreement names, never used to find one.
          reference: sale.custom ?? null,
          paidThrough: null,
          paymentId: sale.id,
          amount: paypalCents(sale.amount?.total),
          currency: sale.amount?.currency ?? null,
          paid: sale.state === 'completed',
        } satisfies ProviderEvent;
      }
      if (event.event_type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED') {
        const subscription = ZSubscriptionResource.parse(event.resource);
        return { ...base, kind: 'payment-failed', providerSubscriptionId: subscription.id, reference: subscription.custom_id ?? null, fixUrl: PAYPAL_AUTOPAY_URL } satisfies ProviderEvent;
      }
      if (event.event_type === 'PAYMENT.SALE.REFUNDED') {
        const refund = ZRefundResource.parse(event.resource);
        if (!refund.sale_id) return null;
        const money = { amount: paypalCents(refund.amount?.total?.replace(/^-/, '')), currency: refund.amount?.currency ?? null };
        return { ...base, kind: 'refund', refundId: refund.id, payment: { reference: refund.sale_id }, ...money, completed: (refund.state ?? 'completed') === 'completed' } satisfies ProviderEvent;
      }
      if (event.event_type.startsWith('CUSTOMER.DISPUTE.')) {
        const dispute = ZDisputeResource.parse(event.resource);
        const sale = dispute.disputed_transactions?.find((t) => t.seller_transaction_id)?.seller_transaction_id;
        if (!sale) return null;
        const outcome = dispute.dispute_outcome?.outcome_code;
        const state = dispute.status !== 'RESOLVED' ? 'open' : outcome === 'RESOLVED_SELLER_FAVOUR' || outcome === 'CANCELED_BY_BUYER' ? 'won' : 'lost';
        const money = { amount: paypalCents(dispute.dispute_amount?.value), currency: dispute.dispute_amount?.currency_code ?? null };
        return { ...base, kind: 'dispute', disputeId: dispute.dispute_id, payment: { reference: sale }, ...money, state } satisfies ProviderEvent;
      }
      const status = STATE_OF[event.event_type];
      if (!status) return null;
      const subscription = ZSubscriptionResource.parse(event.resource);
      return { ...base, kind: 'state', providerSubscriptionId: subscription.id, reference: subscription.custom_id ?? null, status } satisfies ProviderEvent;
    },
  };
}
