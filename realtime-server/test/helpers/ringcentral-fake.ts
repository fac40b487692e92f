import { createHash, randomBytes } from 'node:crypto';
import { startFakeServer, type FakeReply, type FakeRequest } from './fake-server';

type Message = { id: string; direction: 'Inbound' | 'Outbound'; from: { phoneNumber: string }; to: { phoneNumber: string }[]; subject: string; messageStatus: string; creationTime: string; lastModifiedTime: string };

/**
 * RingCentral's REST API as the app uses it, on 127.0.0.1: OAuth authorize (answers with a code for
 * the redirect URI, as the consent page would), token (authorization_code with PKCE, refresh_token;
 * client credentials by Basic auth), revoke, the extension's numbers, send SMS (can answer 429 with
 * Retry-After, or refuse a number), and the message store (inbound texts pushed by the test,
 * outbound ones with a status the test sets).
 */
export async function startRingCentralFake(options: { clientId: string; clientSecret: string; smsNumber?: string; tokenTtlSeconds?: number; port?: number }) {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const access = new Set<string>();
  const refresh = new Set<string>();
  const revoked: string[] = [];
  const messages: Message[] = [];
  let rateLimits = 0;
  const refused = new Set<string>();
  let seq = 1;

  const basicOk = (req: FakeRequest) => req.headers.authorization === `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  const bearer = (req: FakeRequest) => access.has((req.headers.authorization ?? '').replace(/^Bearer /, ''));
  const issue = (): FakeReply => {
    const a = randomBytes(16).toString('hex');
    const r = randomBytes(16).toString('hex');
    access.add(a);
    refresh.add(r);
    return { status: 200, body: { access_token: a, token_type: 'bearer', expires_in: options.tokenTtlSeconds ?? 3600, refresh_token: r, refresh_token_expires_in: 604800, scope: 'SMS ReadMessages' } };
  };

  const server = await startFakeServer((req) => {
    if (req.method === 'GET' && req.path === '/restapi/oauth/authorize') {
      if (req.query.get('client_id') !== options.clientId || req.query.get('code_challenge_method') !== 'S256') return { status: 400, body: { error: 'invalid_request' } };
      const code = randomBytes(8).toString('hex');
      codes.set(code, { challenge: req.query.get('code_challenge') ?? '', redirectUri: req.query.get('redirect_uri') ?? '' });
      const back = new URL(req.query.get('redirect_uri') ?? '');
      back.search = new URLSearchParams({ code, state: req.query.get('state') ?? '' }).toString();
      return { status: 302, headers: { Location: back.toString() } };
    }
    if (req.method === 'POST' && req.path === '/restapi/oauth/token') {
      if (!basicOk(req)) return { status: 401, body: { error: 'invalid_client' } };
      const form = new URLSearchParams(req.text);
      if (form.get('grant_type') === 'authorization_code') {
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
        if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri')) return { status: 400, body: { error: 'invalid_grant' } };
        return issue();
      }
      if (form.get('grant_type') === 'refresh_token') {
        const token = form.get('refresh_token') ?? '';
        if (!refresh.delete(token)) return { status: 400, body: { error: 'invalid_grant' } };
        return issue();
      }
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    if (req.method === 'POST' && req.path === '/restapi/oauth/revoke') {
      if (!basicOk(req)) return { status: 401 };
      const token = new URLSearchParams(req.text).get('token') ?? '';
      revoked.push(token);
      refresh.delete(token);
      return { status: 200 };
    }
    if (!bearer(req)) return { status: 401, body: { errorCode: 'TokenInvalid' } };
    if (req.method === 'GET' && req.path === '/restapi/v1.0/account/~/extension/~/phone-number') {
      return { status: 200, body: { records: [{ phoneNumber: '+12025550100', features: ['CallerId'] }, ...(options.smsNumber === undefined || options.smsNumber ? [{ phoneNumber: options.smsNumber ?? '+12025550199', features: ['SmsSender', 'CallerId'] }] : [])] } };
    }
    if (req.method === 'POST' && req.path === '/restapi/v1.0/account/~/extension/~/sms') {
      if (rateLimits > 0) {
        rateLimits--;
        return { status: 429, headers: { 'Retry-After': '1' }, body: { errorCode: 'CMN-301', message: 'Request rate exceeded' } };
      }
      const body = req.json as { from: { phoneNumber: string }; to: { phoneNumber: string }[]; text: string };
      if (refused.has(body.to[0]!.phoneNumber)) return { status: 400, body: { errorCode: 'MSG-246', message: 'Invalid destination' } };
      const now = new Date().toISOString();
      const message: Message = { id: String(seq++), direction: 'Outbound', from: body.from, to: body.to, subject: body.text, messageStatus: 'Queued', creationTime: now, lastModifiedTime: now };
      messages.push(message);
      return { status: 200, body: message };
    }
    if (req.method === 'GET' && req.path === '/restapi/v1.0/account/~/extension/~/message-store') {
      const from = new Date(req.query.get('dateFrom') ?? 0).getTime();
      const records = messages.filter((m) => m.direction === req.query.get('direction') && new Date(m.creationTime).getTime() >= from);
      return { status: 200, body: { records } };
    }
    return { status: 404, body: { errorCode: 'CMN-102' } };
  }, options.port);

  return {
    ...server,
    revoked,
    /** Texts the app sent, in order. */
    sent: () => messages.filter((m) => m.direction === 'Outbound').map((m) => ({ id: m.id, from: m.from.phoneNumber, to: m.to[0]!.phoneNumber, text: m.subject })),
    /** A member texts the firm's number. */
    inbound(from: string, text: string) {
      const now = new Date().toISOString();
      messages.push({ id: String(seq++), direction: 'Inbound', from: { phoneNumber: from }, to: [{ phoneNumber: options.smsNumber ?? '+12025550199' }], subject: text, messageStatus: 'Received', creationTime: now, lastModifiedTime: now });
    },
    /** The carrier's outcome for a sent text. */
    setStatus(id: string, status: 'Delivered' | 'DeliveryFailed') {
      const m = messages.find((x) => x.id === id)!;
      m.messageStatus = status;
      m.lastModifiedTime = new Date().toISOString();
    },
    rateLimitNext: (n: number) => void (rateLimits = n),
    refuse: (phone: string) => void refused.add(phone),
    /** Makes every access token invalid (as after expiry), so the app must refresh. */
    expireAccessTokens: () => access.clear(),
    accessTokenCount: () => access.size,
  };
}

export type RingCentralFake = Awaited<ReturnType<typeof startRingCentralFake>>;
