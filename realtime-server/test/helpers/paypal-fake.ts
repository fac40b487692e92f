import { createHmac, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { startFakeServer } from './fake-server';

/**
 * A local stand-in for PayPal's documented REST APIs: OAuth client credentials, Subscriptions
 * (create with an approve link, cancel) and verify-webhook-signature. PayPal signs deliveries with
 * its certificate over transmission id | time | webhook id | CRC32 of the body; the fake signs the
 * same fields with its own secret, and only its verification endpoint can tell a forgery.
 */
export const PAYPAL = {
  clientId: 'paypal-client-test',
  clientSecret: 'paypal-secret-test',
  webhookId: 'WH-ID-TEST',
  plans: { starter: 'P-STARTER', professional: 'P-PRO', premium: 'P-PREMIUM' },
} as const;

export const paypalEnv = (url: string) => ({
  PAYPAL_CLIENT_ID: PAYPAL.clientId,
  PAYPAL_CLIENT_SECRET: PAYPAL.clientSecret,
  PAYPAL_WEBHOOK_ID: PAYPAL.webhookId,
  PAYPAL_PLAN_IDS: Object.entries(PAYPAL.plans).map(([k, v]) => `${k}=${v}`).join(','),
  PAYPAL_API_BASE_URL: url,
});

const SIGNING_SECRET = 'paypal-fake-signing-secret';
const sign = (id: string, time: string, webhookId: string, body: string, secret = SIGNING_SECRET) =>
  createHmac('sha256', secret).update(`${id}|${time}|${webhookId}|${crc32(Buffer.from(body))}`).digest('base64');

export async function startPayPalFake() {
  const tokens = new Set<string>();
  const subscriptions = new Map<string, { id: string; status: string; plan_id: string; custom_id: string }>();
  const calls = { token: 0, verify: 0 };
  const basic = `Basic ${Buffer.from(`${PAYPAL.clientId}:${PAYPAL.clientSecret}`).toString('base64')}`;
  const fake = await startFakeServer((req) => {
    if (req.method === 'POST' && req.path === '/v1/oauth2/token') {
      calls.token++;
      if (req.headers.authorization !== basic || req.text !== 'grant_type=client_credentials') return { status: 401, body: { error: 'invalid_client' } };
      const token = `A21-${randomUUID()}`;
      tokens.add(token);
      return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 32400 } };
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return { status: 401, body: { error: 'invalid_token' } };
    if (req.method === 'POST' && req.path === '/v1/billing/subscriptions') {
      if (!Object.values(PAYPAL.plans).includes(req.json.plan_id as never)) return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY' } };
      const id = `I-${randomUUID().slice(0, 12).toUpperCase()}`;
      subscriptions.set(id, { id, status: 'APPROVAL_PENDING', plan_id: String(req.json.plan_id), custom_id: String(req.json.custom_id) });
      return {
        status: 201,
        body: {
          id,
          status: 'APPROVAL_PENDING',
          links: [
            { href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-${id}`, rel: 'approve', method: 'GET' },
            { href: `https://api-m.sandbox.paypal.com/v1/billing/subscriptions/${id}`, rel: 'self', method: 'GET' },
          ],
        },
      };
    }
    const cancel = /^\/v1\/billing\/subscriptions\/([^/]+)\/cancel$/.exec(req.path);
    if (req.method === 'POST' && cancel) {
      const found = subscriptions.get(decodeURIComponent(cancel[1]!));
      if (!found) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      found.status = 'CANCELLED';
      return { status: 204 };
    }
    if (req.method === 'POST' && req.path === '/v1/notifications/verify-webhook-signature') {
      calls.verify++;
      const b = req.json as Record<string, string> & { webhook_event: unknown };
      const field = (name: string) => b[name] ?? '';
      const expected = sign(field('transmission_id'), field('transmission_time'), field('webhook_id'), JSON.stringify(b.webhook_event));
      const ok = b.webhook_id === PAYPAL.webhookId && b.auth_algo === 'SHA256withRSA' && b.transmission_sig === expected;
      return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
    }
    return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
  });

  /** A delivery as PayPal sends it; `secret` other than PayPal's forges the signature. */
  function webhook(eventType: string, resource: Record<string, unknown>, options: { id?: string; createTime?: Date; secret?: string } = {}) {
    const body = JSON.stringify({ id: options.id ?? `WH-${randomUUID()}`, event_version: '1.0', create_time: (options.createTime ?? new Date()).toISOString(), resource_type: 'subscription', event_type: eventType, resource });
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    return {
      body,
      headers: {
        'Content-Type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': sign(transmissionId, time, PAYPAL.webhookId, body, options.secret),
      },
    };
  }

  return { ...fake, subscriptions, calls, webhook };
}
