import { createHash, randomBytes } from 'node:crypto';
import { startFakeServer } from './fake-server';

export const GOOGLE = { clientId: 'test-client.apps.googleusercontent.com', clientSecret: 'test-google-secret', email: 'owner@example.com' };

/**
 * A local stand-in for Google's OAuth 2.0 token, userinfo and revoke endpoints and Calendar API v3
 * events, following their documented shapes: codes are bound to a PKCE challenge, access tokens
 * expire (`expiresIn`), refresh tokens mint new ones, revoked tokens stop working.
 */
export async function startGoogleFake() {
  const codes = new Map<string, string>();
  const access = new Set<string>();
  const refresh = new Set<string>();
  const events = new Map<string, Record<string, unknown>>();
  const revoked: string[] = [];
  const state = { expiresIn: 3600, refreshCount: 0 };
  const newToken = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;
  const bearer = (h: string | string[] | undefined) => (typeof h === 'string' && h.startsWith('Bearer ') ? h.slice(7) : '');

  const fake = await startFakeServer((req) => {
    if (req.path === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(req.text);
      if (form.get('client_id') !== GOOGLE.clientId || form.get('client_secret') !== GOOGLE.clientSecret) return { status: 401, body: { error: 'invalid_client' } };
      if (form.get('grant_type') === 'authorization_code') {
        const challenge = codes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        if (!challenge || createHash('sha256').update(verifier).digest('base64url') !== challenge) return { status: 400, body: { error: 'invalid_grant' } };
        codes.delete(form.get('code')!);
        const [a, r] = [newToken('access'), newToken('refresh')];
        access.add(a);
        refresh.add(r);
        return { status: 200, body: { access_token: a, refresh_token: r, expires_in: state.expiresIn, scope: 'openid email https://www.googleapis.com/auth/calendar.events', token_type: 'Bearer' } };
      }
      if (form.get('grant_type') === 'refresh_token') {
        if (!refresh.has(form.get('refresh_token') ?? '')) return { status: 400, body: { error: 'invalid_grant' } };
        state.refreshCount++;
        const a = newToken('access');
        access.add(a);
        return { status: 200, body: { access_token: a, expires_in: 3600, token_type: 'Bearer' } };
      }
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    if (req.path === '/revoke' && req.method === 'POST') {
      const token = new URLSearchParams(req.text).get('token') ?? '';
      revoked.push(token);
      refresh.delete(token);
      access.delete(token);
      return { status: 200, body: {} };
    }
    const token = bearer(req.headers.authorization);
    if (!access.has(token)) return { status: 401, body: { error: { code: 401, message: 'Invalid Credentials' } } };
    if (req.path === '/userinfo') return { status: 200, body: { sub: '1', email: GOOGLE.email, email_verified: true } };
    const m = /^\/calendar\/v3\/calendars\/primary\/events(?:\/([^/]+))?$/.exec(req.path);
    if (m && req.method === 'POST') {
      const id = newToken('evt');
      events.set(id, req.json);
      return { status: 200, body: { id, ...req.json } };
    }
    if (m?.[1] && req.method === 'PATCH') {
      if (!events.has(m[1])) return { status: 404, body: {} };
      events.set(m[1], { ...events.get(m[1]), ...req.json });
      return { status: 200, body: { id: m[1], ...events.get(m[1]) } };
    }
    if (m?.[1] && req.method === 'DELETE') {
      if (!events.delete(m[1])) return { status: 410, body: {} };
      return { status: 204 };
    }
    return { status: 404, body: {} };
  });

  return {
    ...fake,
    events,
    revoked,
    state,
    /** What Google does after the user consents: a code bound to the auth URL's PKCE challenge. */
    consent(authUrl: string): { code: string; state: string } {
      const url = new URL(authUrl);
      const code = newToken('code');
      codes.set(code, url.searchParams.get('code_challenge') ?? '');
      return { code, state: url.searchParams.get('state') ?? '' };
    },
    env: (appUrl = 'http://app.test') => ({
      GOOGLE_CLIENT_ID: GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
      GOOGLE_REDIRECT_URI: `${appUrl}/api/auth/google/callback`,
      GOOGLE_AUTH_URL: `${fake.url}/auth`,
      GOOGLE_TOKEN_URL: `${fake.url}/token`,
      GOOGLE_REVOKE_URL: `${fake.url}/revoke`,
      GOOGLE_USERINFO_URL: `${fake.url}/userinfo`,
      GOOGLE_CALENDAR_BASE_URL: `${fake.url}/calendar/v3`,
    }),
  };
}
