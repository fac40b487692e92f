import { createHash, randomBytes } from 'node:crypto';
import type { GoogleConfig } from './google.config';

export const CALENDAR_SCOPES = ['openid', 'email', 'https://www.googleapis.com/auth/calendar.events'];

export type GoogleTokens = { accessToken: string; refreshToken: string | undefined; expiresAt: Date; scope: string };
export type GoogleEvent = { summary: string; description?: string; start: string; end: string; timeZone: string; uid: string };

export class GoogleError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GoogleError';
  }
}

/** PKCE (RFC 7636): the verifier stays with us, Google sees only its S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * Google OAuth 2.0 (web server flow, offline access) and Calendar API v3 events over plain fetch.
 * Every call has a timeout; error bodies are never passed on (they may echo tokens).
 */
export function createGoogleClient(config: GoogleConfig, fetchImpl: typeof fetch = fetch) {
  async function call(url: string, init: RequestInit): Promise<Response> {
    const res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(10_000) });
    return res;
  }

  async function tokenRequest(params: Record<string, string>): Promise<GoogleTokens> {
    const res = await call(config.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, ...params }),
    });
    if (!res.ok) throw new GoogleError(res.status, `Google token endpoint answered ${res.status}`);
    const body = (await res.json()) as { access_token?: string; refresh_token?: string; expires_in?: number; scope?: string };
    if (!body.access_token) throw new GoogleError(502, 'Google token endpoint sent no access token');
    return { accessToken: body.access_token, refreshToken: body.refresh_token, expiresAt: new Date(Date.now() + (body.expires_in ?? 3600) * 1000), scope: body.scope ?? '' };
  }

  async function events(method: string, accessToken: string, path: string, body?: unknown): Promise<Response> {
    return call(`${config.calendarBaseUrl}/calendars/primary/events${path}`, {
      method,
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  }

  const eventBody = (e: GoogleEvent) => ({
    summary: e.summary,
    description: e.description,
    start: { dateTime: e.start, timeZone: e.timeZone },
    end: { dateTime: e.end, timeZone: e.timeZone },
    iCalUID: e.uid,
  });

  return {
    authUrl(state: string, challenge: string): string {
      const url = new URL(config.authUrl);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        response_type: 'code',
        scope: CALENDAR_SCOPES.join(' '),
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },
    exchangeCode: (code: string, verifier: string) => tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: config.redirectUri, code_verifier: verifier }),
    refresh: (refreshToken: string) => tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    async email(accessToken: string): Promise<string | null> {
      const res = await call(config.userinfoUrl, { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } });
      if (!res.ok) throw new GoogleError(res.status, `Google userinfo answered ${res.status}`);
      const body = (await res.json()) as { email?: string };
      return body.email ?? null;
    },
    async revoke(token: string): Promise<void> {
      const res = await call(config.revokeUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }) });
      // 400 invalid_token: already revoked at Google, which is what we wanted.
      if (!res.ok && res.status !== 400) throw new GoogleError(res.status, `Google revoke answered ${res.status}`);
    },
    async insertEvent(accessToken: string, event: GoogleEvent): Promise<string> {
      const res = await events('POST', accessToken, '', eventBody(event));
      if (!res.ok) throw new GoogleError(res.status, `Calendar insert answered ${res.status}`);
      return ((await res.json()) as { id: string }).id;
    },
    async patchEvent(accessToken: string, eventId: string, event: GoogleEvent): Promise<string> {
      const res = await events('PATCH', accessToken, `/${encodeURIComponent(eventId)}`, eventBody(event));
      if (!res.ok) throw new GoogleError(res.status, `Calendar patch answered ${res.status}`);
      return ((await res.json()) as { id: string }).id;
    },
    async deleteEvent(accessToken: string, eventId: string): Promise<void> {
      const res = await events('DELETE', accessToken, `/${encodeURIComponent(eventId)}`);
      // 404/410: already gone from their calendar.
      if (!res.ok && res.status !== 404 && res.status !== 410) throw new GoogleError(res.status, `Calendar delete answered ${res.status}`);
    },
  };
}

export type GoogleClient = ReturnType<typeof createGoogleClient>;
