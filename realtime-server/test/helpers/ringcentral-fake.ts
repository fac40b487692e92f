import { createHash, randomBytes } from 'node:crypto';
import { startFakeServer, type FakeReply, type FakeRequest } from './fake-server';

type Message = { id: string; direction: 'Inbound' | 'Outbound'; from: { phoneNumber: string }; to: { phoneNumber: string }[]; subject: string; messageStatus: string; creationTime: string; lastModifiedTime: string };

/**
 * RingCentral's REST API as the app uses it, on 127.0.0.1: OAuth authorize (answers with a code for
 * the redirect URI, as the consent page would), token (authorization_code with PKCE, refresh_token;
 * client credentials by Basic auth), revoke, the extension's numbers, send SMS (can answer 429 with
 * Retry-After, or refuse a number), and the message store (inbound texts pushed by the test,
 * outbound ones with a status the test sets) listed as RingCentral documents it: `dateFrom`
 * (default 24 hours back) and `dateTo` on the creation time, newest first, `page`/`perPage` (default
 * 100, at most `maxPerPage`), with `paging` and `navigation.nextPage`.
 */
export async function startRingCentralFake(options: { clientId: string; clientSecret: string; smsNumber?: string; tokenTtlSeconds?: number; port?: number; maxPerPage?: number }) {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const access = new Set<string>();
  const refresh = new Set<string>();
  const revoked: string[] = [];
  /** Every refresh token handed out (to look for them where they must not be). */
  const issuedRefreshTokens: string[] = [];
  let revokeStatus = 200;
  let refreshRefused = false;
  let holdSends: Promise<void> | null = null;
  /** Every send request that reached the fake (before it answers, so one it never answers is here too). */
  const sendRequests: { to: string; text: string }[] = [];
  const hung = new Map<number, (request: { to: string; text: string }) => void>();
  const messages: Message[] = [];
  let rateLimits = 0;
  let retryAfter = '1';
  const refused = new Set<string>();
  let seq = 1;

  const basicOk = (req: FakeRequest) => req.headers.authorization === `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  const bearer = (req: FakeRequest) => access.has((req.headers.authorization ?? '').replace(/^Bearer /, ''));
  const issue = (): FakeReply => {
    const a = randomBytes(16).toString('hex');
    const r = randomBytes(16).toString('hex');
    access.add(a);
    refresh.add(r);
    issuedRefreshTokens.push(r);
    return { status: 200, body: { access_token: a, token_type: 'bearer', expires_in: options.tokenTtlSeconds ?? 3600, refresh_token: r, refresh_token_expires_in: 604800, scope: 'SMS ReadMessages' } };
  };

  const server = await startFakeServer(async (req) => {
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
        if (refreshRefused || !refresh.delete(token)) return { status: 400, body: { error: 'invalid_grant' } };
        return issue();
      }
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    if (req.method === 'POST' && req.path === '/restapi/oauth/revoke') {
      if (!basicOk(req)) return { status: 401 };
      if (revokeStatus !== 200) return { status: revokeStatus, body: { error: revokeStatus < 500 ? 'invalid_request' : 'server_error' } };
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
      const received = req.json as { to?: { phoneNumber?: string }[]; text?: string };
      const request = { to: received.to?.[0]?.phoneNumber ?? '', text: received.text ?? '' };
      sendRequests.push(request);
      const hang = hung.get(sendRequests.length);
      if (hang) {
        hang(request);
        // Never answered: the app's process dies (or its timeout fires) while the text is in flight.
        return new Promise<FakeReply>(() => {});
      }
      if (holdSends) await holdSends;
      if (rateLimits > 0) {
        rateLimits--;
        return { status: 429, headers: { 'Retry-After': retryAfter }, body: { errorCode: 'CMN-301', message: 'Request rate exceeded' } };
      }
      const body = req.json as { from: { phoneNumber: string }; to: { phoneNumber: string }[]; text: string };
      if (refused.has(body.to[0]!.phoneNumber)) return { status: 400, body: { errorCode: 'MSG-246', message: 'Invalid destination' } };
      const now = new Date().toISOString();
      const message: Message = { id: String(seq++), direction: 'Outbound', from: body.from, to: body.to, subject: body.text, messageStatus: 'Queued', creationTime: now, lastModifiedTime: now };
      messages.push(message);
      return { status: 200, body: message };
    }
    if (req.method === 'GET' && req.path === '/restapi/v1.0/account/~/extension/~/message-store') {
      const to = req.query.get('dateTo') ? new Date(req.query.get('dateTo')!).getTime() : Date.now();
      const from = req.query.get('dateFrom') ? new Date(req.query.get('dateFrom')!).getTime() : to - 24 * 60 * 60_000;
      const perPage = Math.min(Number(req.query.get('perPage') ?? 100), options.maxPerPage ?? 1000);
      const page = Number(req.query.get('page') ?? 1);
      const matching = messages
        .filter((m) => m.direction === req.query.get('direction') && new Date(m.creationTime).getTime() >= from && new Date(m.creationTime).getTime() <= to)
        .sort((a, b) => new Date(b.creationTime).getTime() - new Date(a.creationTime).getTime() || Number(b.id) - Number(a.id));
      const totalPages = Math.max(1, Math.ceil(matching.length / perPage));
      const pageUri = (n: number) => {
        const u = new URL(`http://${req.headers.host}${req.path}`);
        for (const [k, v] of req.query) u.searchParams.set(k, v);
        u.searchParams.set('page', String(n));
        return { uri: u.toString() };
      };
      return {
        status: 200,
        body: {
          records: matching.slice((page - 1) * perPage, page * perPage),
          paging: { page, totalPages, perPage, totalElements: matching.length },
          navigation: { firstPage: pageUri(1), lastPage: pageUri(totalPages), ...(page < totalPages ? { nextPage: pageUri(page + 1) } : {}), ...(page > 1 ? { previousPage: pageUri(page - 1) } : {}) },
        },
      };
    }
    return { status: 404, body: { errorCode: 'CMN-102' } };
  }, options.port);

  return {
    ...server,
    revoked,
    issuedRefreshTokens,
    /** The revoke endpoint answers with this status (RingCentral: 400 for a token it no longer knows). */
    revokeAnswers: (status: number) => void (revokeStatus = status),
    /** Refresh tokens are refused (the grant was withdrawn at RingCentral). */
    refuseRefresh: (refused = true) => void (refreshRefused = refused),
    /** Sends wait until the returned function is called. */
    holdSends() {
      let release!: () => void;
      holdSends = new Promise<void>((resolve) => (release = resolve));
      return () => {
        holdSends = null;
        release();
      };
    },
    /** Every send request received, in order, answered or not (a hung one is here too). */
    sendRequests: () => sendRequests.map((r) => ({ ...r })),
    /**
     * The `n`th send request (1-based, counting every one received) is never answered. Resolves with
     * it once it has arrived.
     */
    hangSend: (n: number) => new Promise<{ to: string; text: string }>((resolve) => hung.set(n, resolve)),
    /** Message-store list requests, with their query, in order. */
    storeReads: () => server.requests.filter((r) => r.path === '/restapi/v1.0/account/~/extension/~/message-store'),
    /** Texts the app sent, in order. */
    sent: () => messages.filter((m) => m.direction === 'Outbound').map((m) => ({ id: m.id, from: m.from.phoneNumber, to: m.to[0]!.phoneNumber, text: m.subject })),
    /** A member texts the firm's number. */
    inbound(from: string, text: string, at = new Date()) {
      const now = at.toISOString();
      messages.push({ id: String(seq++), direction: 'Inbound', from: { phoneNumber: from }, to: [{ phoneNumber: options.smsNumber ?? '+12025550199' }], subject: text, messageStatus: 'Received', creationTime: now, lastModifiedTime: now });
    },
    /** The carrier's outcome for a sent text. */
    setStatus(id: string, status: 'Delivered' | 'DeliveryFailed' | 'Sent') {
      const m = messages.find((x) => x.id === id)!;
      m.messageStatus = status;
      m.lastModifiedTime = new Date().toISOString();
    },
    /** The next `n` texts are answered 429 with this Retry-After (delta-seconds or an HTTP-date). */
    rateLimitNext: (n: number, after = '1') => {
      rateLimits = n;
      retryAfter = after;
    },
    refuse: (phone: string) => void refused.add(phone),
    /** Makes every access token invalid (as after expiry), so the app must refresh. */
    expireAccessTokens: () => access.clear(),
    accessTokenCount: () => access.size,
  };
}

export type RingCentralFake = Awaited<ReturnType<typeof startRingCentralFake>>;
