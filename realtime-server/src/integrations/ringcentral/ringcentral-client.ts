import { SmsOutcomeUnknownError, SmsProviderUnavailableError, SmsRateLimitedError, SmsRejectedError } from '../sms/sms-provider';

/**
 * RingCentral REST API over fetch: OAuth 2.0 authorization code with PKCE (client credentials by
 * Basic auth), token refresh and revoke, the extension's SMS-capable number, send SMS, and the
 * message store (inbound texts and delivery status). Error bodies are never passed on.
 */
export type RingCentralApp = { serverUrl: string; clientId: string; clientSecret: string; redirectUri: string };
export type RingCentralTokens = { accessToken: string; refreshToken: string; expiresAt: Date; refreshExpiresAt: Date | null };
export type StoredMessage = { id: string; direction: 'Inbound' | 'Outbound'; from: string; text: string; status: string; createdAt: Date; lastModified: Date };

export class RingCentralError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RingCentralError';
  }
}

const TIMEOUT_MS = 10_000;

/**
 * Whether a request that failed without an answer may still have reached RingCentral: it timed out
 * or its connection was cut after it was written. A refused connection or an unknown host sent nothing.
 */
function mayHaveArrived(err: unknown): boolean {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return true;
  const code = (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET';
}
const DEFAULT_RETRY_AFTER_MS = 60_000;

/**
 * A 429's Retry-After as RFC 9110 (section 10.2.3) allows it: delta-seconds, or an HTTP-date, whose
 * wait is that date minus now and never below 0. Missing or unreadable: a minute.
 */
export function retryAfterMs(value: string | null, now = Date.now()): number {
  const text = value?.trim();
  if (!text) return DEFAULT_RETRY_AFTER_MS;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Every HTTP-date form names its day and month ("Sun, 06 Nov 1994 08:49:37 GMT"); Date.parse alone
  // would also read stray numbers ("1.5") as dates.
  const at = /[A-Za-z]{3}/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, at - now);
}
const PER_PAGE = 1000;
const MAX_PAGES = 100;

type MessageRecord = { id: string | number; direction: 'Inbound' | 'Outbound'; from?: { phoneNumber?: string }; subject?: string; messageStatus?: string; creationTime?: string; lastModifiedTime?: string };
type MessageList = {
  records?: MessageRecord[];
  navigation?: { nextPage?: { uri?: string } };
  paging?: { page?: number; totalPages?: number };
};

const toStoredMessage = (r: MessageRecord): StoredMessage => ({
  id: String(r.id),
  direction: r.direction,
  from: r.from?.phoneNumber ?? '',
  text: r.subject ?? '',
  status: r.messageStatus ?? '',
  createdAt: new Date(r.creationTime ?? Date.now()),
  lastModified: new Date(r.lastModifiedTime ?? r.creationTime ?? Date.now()),
});

/** The next page: `navigation.nextPage`, or the next page number when only `paging` says there is one. */
function nextPage(current: string, body: MessageList): string | null {
  if (body.navigation?.nextPage?.uri) return new URL(body.navigation.nextPage.uri, current).toString();
  const { page, totalPages } = body.paging ?? {};
  if (!page || !totalPages || page >= totalPages) return null;
  const u = new URL(current);
  u.searchParams.set('page', String(page + 1));
  return u.toString();
}

export function createRingCentralClient(app: RingCentralApp, fetchImpl: typeof fetch = fetch, timeoutMs = TIMEOUT_MS) {
  const url = (path: string) => new URL(path, app.serverUrl).toString();
  const basic = `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`;

  async function tokenRequest(params: Record<string, string>): Promise<RingCentralTokens> {
    const res = await fetchImpl(url('/restapi/oauth/token'), {
      method: 'POST',
      headers: { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(params),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new RingCentralError(res.status, `RingCentral token request failed (${res.status})`);
    const body = (await res.json()) as { access_token?: string; refresh_token?: string; expires_in?: number; refresh_token_expires_in?: number };
    if (!body.access_token || !body.refresh_token) throw new RingCentralError(502, 'RingCentral sent no tokens');
    const now = Date.now();
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      expiresAt: new Date(now + (body.expires_in ?? 3600) * 1000),
      refreshExpiresAt: body.refresh_token_expires_in ? new Date(now + body.refresh_token_expires_in * 1000) : null,
    };
  }

  async function api(token: string, method: string, path: string, body?: unknown): Promise<Response> {
    return fetchImpl(url(path), {
      method,
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  return {
    authUrl(state: string, codeChallenge: string): string {
      const u = new URL(url('/restapi/oauth/authorize'));
      u.search = new URLSearchParams({ response_type: 'code', client_id: app.clientId, redirect_uri: app.redirectUri, state, code_challenge: codeChallenge, code_challenge_method: 'S256' }).toString();
      return u.toString();
    },
    exchangeCode: (code: string, verifier: string) => tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: app.redirectUri, code_verifier: verifier }),
    refresh: (refreshToken: string) => tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    async revoke(token: string): Promise<void> {
      const res = await fetchImpl(url('/restapi/oauth/revoke'), {
        method: 'POST',
        headers: { Authorization: basic, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new RingCentralError(res.status, `RingCentral revoke failed (${res.status})`);
    },

    /** The extension's first number that may send texts (feature SmsSender). */
    async smsNumber(token: string): Promise<string | null> {
      const res = await api(token, 'GET', '/restapi/v1.0/account/~/extension/~/phone-number?perPage=100');
      if (!res.ok) throw new RingCentralError(res.status, `RingCentral phone numbers failed (${res.status})`);
      const body = (await res.json()) as { records?: { phoneNumber?: string; features?: string[] }[] };
      return body.records?.find((r) => r.features?.includes('SmsSender'))?.phoneNumber ?? null;
    },

    /**
     * One text; 429 -> SmsRateLimitedError (Retry-After), a refused recipient -> SmsRejectedError, no
     * answer to a request that may have arrived -> SmsOutcomeUnknownError.
     */
    async sendSms(token: string, from: string, to: string, text: string): Promise<{ id: string; status: string }> {
      let res: Response;
      try {
        res = await api(token, 'POST', '/restapi/v1.0/account/~/extension/~/sms', { from: { phoneNumber: from }, to: [{ phoneNumber: to }], text });
      } catch (err) {
        if (mayHaveArrived(err)) throw new SmsOutcomeUnknownError('RingCentral did not answer; the text may have gone out, so it is not sent again.');
        throw err;
      }
      if (res.status === 429) throw new SmsRateLimitedError(retryAfterMs(res.headers.get('Retry-After')));
      if (res.status === 400 || res.status === 404 || res.status === 422) throw new SmsRejectedError(`RingCentral refused the message (${res.status})`);
      // The token was revoked or the app's access withdrawn at RingCentral: no text can go until an operator reconnects.
      if (res.status === 401 || res.status === 403) throw new SmsProviderUnavailableError(`RingCentral refused the authorization (${res.status})`);
      if (!res.ok) throw new RingCentralError(res.status, `RingCentral send failed (${res.status})`);
      const body = (await res.json()) as { id?: string | number; messageStatus?: string };
      return { id: String(body.id), status: body.messageStatus ?? 'Queued' };
    },

    /**
     * SMS in the message store created from `from` to `to`, every page followed (RingCentral lists
     * newest first, `perPage` at most 1000; `to` fixed keeps the pages stable while texts arrive).
     */
    async messages(token: string, direction: 'Inbound' | 'Outbound', from: Date, to: Date): Promise<StoredMessage[]> {
      const q = new URLSearchParams({ messageType: 'SMS', direction, dateFrom: from.toISOString(), dateTo: to.toISOString(), perPage: String(PER_PAGE) });
      let next: string | null = url(`/restapi/v1.0/account/~/extension/~/message-store?${q}`);
      const found: StoredMessage[] = [];
      for (let pages = 0; next; pages++) {
        // The bearer token goes only to RingCentral's own host, whatever a response points at.
        if (new URL(next).origin !== new URL(app.serverUrl).origin) throw new RingCentralError(502, 'RingCentral pointed the next page at another host');
        if (pages >= MAX_PAGES) throw new RingCentralError(502, `RingCentral message store has more than ${MAX_PAGES} pages`);
        const res = await api(token, 'GET', next);
        if (res.status === 429) throw new SmsRateLimitedError(retryAfterMs(res.headers.get('Retry-After')));
        if (!res.ok) throw new RingCentralError(res.status, `RingCentral message store failed (${res.status})`);
        const body = (await res.json()) as MessageList;
        found.push(...(body.records ?? []).map(toStoredMessage));
        next = nextPage(next, body);
      }
      return found;
    },
  };
}

export type RingCentralClient = ReturnType<typeof createRingCentralClient>;
