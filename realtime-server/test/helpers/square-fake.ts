import { createHmac, randomUUID } from 'node:crypto';
import { startFakeServer } from './fake-server';

/**
 * A local stand-in for Square's documented Customers, Subscriptions and Payments (retrieve) APIs (Bearer token and a
 * Square-Version header required; idempotency keys honoured), plus webhook deliveries signed as
 * Square signs them: base64 HMAC-SHA256 of notification URL + body with the signature key.
 */
export const SQUARE = {
  accessToken: 'EAAA-test-token',
  locationId: 'L-TEST-1',
  signatureKey: 'square-signature-key-test',
  notificationUrl: 'https://members.example.test/api/webhooks/square',
  plans: { starter: 'VAR-STARTER', professional: 'VAR-PRO', premium: 'VAR-PREMIUM' },
} as const;

export const squareEnv = (url: string) => ({
  SQUARE_ACCESS_TOKEN: SQUARE.accessToken,
  SQUARE_LOCATION_ID: SQUARE.locationId,
  SQUARE_WEBHOOK_SIGNATURE_KEY: SQUARE.signatureKey,
  SQUARE_WEBHOOK_URL: SQUARE.notificationUrl,
  SQUARE_PLAN_VARIATION_IDS: Object.entries(SQUARE.plans).map(([k, v]) => `${k}=${v}`).join(','),
  SQUARE_API_BASE_URL: url,
});

export async function startSquareFake() {
  const customers = new Map<string, { id: string; reference_id: string; email_address: string }>();
  const subscriptions = new Map<string, { id: string; status: string; customer_id: string; plan_variation_id: string }>();
  /** Card payments by id (Payments API, GET /v2/payments/{id}): a test adds the payment an invoice was paid with. */
  const payments = new Map<string, { id: string; order_id: string; status: string }>();
  const byKey = new Map<string, unknown>();
  let seq = 0;
  /** While true Square answers 503 to everything, as in an outage. */
  const state = { outage: false };
  const fake = await startFakeServer((req) => {
    if (state.outage) return { status: 503, body: { errors: [{ category: 'API_ERROR', code: 'SERVICE_UNAVAILABLE' }] } };
    if (req.headers.authorization !== `Bearer ${SQUARE.accessToken}`) return { status: 401, body: { errors: [{ category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED' }] } };
    if (!req.headers['square-version']) return { status: 400, body: { errors: [{ code: 'INVALID_REQUEST_ERROR' }] } };
    const key = typeof req.json.idempotency_key === 'string' ? `${req.path}:${req.json.idempotency_key}` : null;
    if (key && byKey.has(key)) return { status: 200, body: byKey.get(key) };
    let body: unknown;
    const payment = req.method === 'GET' ? /^\/v2\/payments\/([^/]+)$/.exec(req.path) : null;
    if (payment) {
      const found = payments.get(decodeURIComponent(payment[1]!));
      return found ? { status: 200, body: { payment: found } } : { status: 404, body: { errors: [{ code: 'NOT_FOUND' }] } };
    }
    if (req.method === 'POST' && req.path === '/v2/customers') {
      const customer = { id: `CUST-${++seq}`, reference_id: String(req.json.reference_id), email_address: String(req.json.email_address) };
      customers.set(customer.id, customer);
      body = { customer };
    } else if (req.method === 'POST' && req.path === '/v2/subscriptions') {
      const planOk = Object.values(SQUARE.plans).includes(req.json.plan_variation_id as never);
      if (req.json.location_id !== SQUARE.locationId || !planOk || !customers.has(String(req.json.customer_id))) return { status: 400, body: { errors: [{ code: 'INVALID_VALUE' }] } };
      const subscription = { id: `SUB-${randomUUID()}`, status: 'PENDING', customer_id: String(req.json.customer_id), plan_variation_id: String(req.json.plan_variation_id) };
      subscriptions.set(subscription.id, subscription);
      body = { subscription };
    } else {
      const cancel = /^\/v2\/subscriptions\/([^/]+)\/cancel$/.exec(req.path);
      const found = cancel ? subscriptions.get(decodeURIComponent(cancel[1]!)) : undefined;
      if (req.method !== 'POST' || !found) return { status: 404, body: { errors: [{ code: 'NOT_FOUND' }] } };
      found.status = 'CANCELED';
      body = { subscription: found };
    }
    if (key) byKey.set(key, body);
    return { status: 200, body };
  });

  /** A webhook delivery as Square sends it; `signatureKey` other than Square's forges it. */
  function webhook(type: string, object: Record<string, unknown>, options: { eventId?: string; createdAt?: Date; signatureKey?: string } = {}) {
    const body = JSON.stringify({
      merchant_id: 'MERCHANT-1',
      type,
      event_id: options.eventId ?? randomUUID(),
      created_at: (options.createdAt ?? new Date()).toISOString(),
      data: { type: type.split('.')[0], id: String((Object.values(object)[0] as { id?: string })?.id ?? ''), object },
    });
    const signature = createHmac('sha256', options.signatureKey ?? SQUARE.signatureKey).update(SQUARE.notificationUrl + body).digest('base64');
    return { body, headers: { 'x-square-hmacsha256-signature': signature, 'Content-Type': 'application/json' } };
  }

  return { ...fake, customers, subscriptions, payments, webhook, state };
}
