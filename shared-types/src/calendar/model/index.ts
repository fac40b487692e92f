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

/** What the calendar card says when connecting or disconnecting fails; each page has its own words (spec 001 section 8). */
export type TCalendarCardTexts = {
  authFailedTitle: string;
  /** The server refused to start the authorization. */
  startFailed: string;
  /** No answer from the server at all. */
  initiateFailed: string;
  /** The popup reported an error (its own text follows when it has one). */
  connectFailed: string;
  disconnectFailed: { title: string; description?: string };
};

/** The live-training page: 'Authentication Failed' (popup error, 'Failed to connect' or 'Failed to start'), 'Disconnect Failed: Failed to disconnect the calendar.' */
export const CALENDAR_SESSION_TEXTS: TCalendarCardTexts = {
  authFailedTitle: CALENDAR_MESSAGES.authFailedTitle,
  startFailed: 'Failed to start',
  initiateFailed: 'Failed to start',
  connectFailed: 'Failed to connect',
  disconnectFailed: { title: `${CALENDAR_MESSAGES.disconnectFailedTitle}: ${CALENDAR_MESSAGES.disconnectFailed}` },
};

/** The settings page: 'Authorization Required', 'Failed to initiate calendar connection.', 'Failed to start auth', 'Failed to connect calendar', 'Failed to disconnect calendar.' */
export const CALENDAR_SETTINGS_TEXTS: TCalendarCardTexts = {
  authFailedTitle: 'Authorization Required',
  startFailed: 'Failed to start auth',
  initiateFailed: 'Failed to initiate calendar connection.',
  connectFailed: 'Failed to connect calendar',
  disconnectFailed: { title: 'Error', description: 'Failed to disconnect calendar.' },
};
