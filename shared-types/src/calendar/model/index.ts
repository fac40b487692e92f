/** Google Calendar connection (spec 001: the Calendar card). Zod-free. */
export type TCalendarStatus = { connected: boolean; email: string | null; configured: boolean };
export type TGoogleAuthStart = { authUrl: string };

/** What the OAuth callback page posts to window.opener (spec 001). */
export const GOOGLE_AUTH_SUCCESS = 'GOOGLE_AUTH_SUCCESS';
export const GOOGLE_AUTH_ERROR = 'GOOGLE_AUTH_ERROR';
export type TGoogleAuthMessage = { type: typeof GOOGLE_AUTH_SUCCESS; email: string | null } | { type: typeof GOOGLE_AUTH_ERROR; error: string };

export const CALENDAR_POPUP = { width: 500, height: 600, pollMs: 1000, abandonAfterMs: 300_000 } as const;

export const CALENDAR_MESSAGES = {
  notConfigured: 'Google Calendar is not configured on this server. An administrator sets GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URI to switch it on.',
  stateInvalid: 'This sign-in link has expired or was already used. Please start connecting your calendar again.',
  denied: 'Google did not grant access to your calendar.',
  exchangeFailed: 'Google did not accept the sign-in. Please try again.',
  disconnectFailed: 'Failed to disconnect the calendar.',
  connectedTitle: 'Calendar Connected',
  disconnectedTitle: 'Calendar Disconnected',
  authFailedTitle: 'Authentication Failed',
  disconnectFailedTitle: 'Disconnect Failed',
} as const;
