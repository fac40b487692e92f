import { z } from 'zod';

/** Google OAuth 2.0 web client and Calendar API v3; base URLs move so tests can point them at a local fake. */
export type GoogleConfig = {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  userinfoUrl: string;
  calendarBaseUrl: string;
};

const ZGoogleEnv = z.object({
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  GOOGLE_REDIRECT_URI: z.url('GOOGLE_REDIRECT_URI must be an absolute URL ending in /api/auth/google/callback').optional(),
  GOOGLE_AUTH_URL: z.url('GOOGLE_AUTH_URL must be an absolute URL').default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url('GOOGLE_TOKEN_URL must be an absolute URL').default('https://oauth2.googleapis.com/token'),
  GOOGLE_REVOKE_URL: z.url('GOOGLE_REVOKE_URL must be an absolute URL').default('https://oauth2.googleapis.com/revoke'),
  GOOGLE_USERINFO_URL: z.url('GOOGLE_USERINFO_URL must be an absolute URL').default('https://openidconnect.googleapis.com/v1/userinfo'),
  GOOGLE_CALENDAR_BASE_URL: z.url('GOOGLE_CALENDAR_BASE_URL must be an absolute URL').default('https://www.googleapis.com/calendar/v3'),
});

/** Undefined without credentials; half a set of credentials is a mistake and stops the start. */
export function loadGoogleConfig(env: NodeJS.ProcessEnv): GoogleConfig | undefined {
  const parsed = ZGoogleEnv.safeParse(env);
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  '));
  const e = parsed.data;
  const keys = [e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.GOOGLE_REDIRECT_URI];
  if (!keys.some(Boolean)) return undefined;
  if (!keys.every(Boolean)) throw new Error('Google Calendar needs all of GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URI (or none of them).');
  return {
    clientId: e.GOOGLE_CLIENT_ID!,
    clientSecret: e.GOOGLE_CLIENT_SECRET!,
    redirectUri: e.GOOGLE_REDIRECT_URI!,
    authUrl: e.GOOGLE_AUTH_URL,
    tokenUrl: e.GOOGLE_TOKEN_URL,
    revokeUrl: e.GOOGLE_REVOKE_URL,
    userinfoUrl: e.GOOGLE_USERINFO_URL,
    calendarBaseUrl: e.GOOGLE_CALENDAR_BASE_URL.replace(/\/+$/, ''),
  };
}
