/** The firm's SMS provider (RingCentral, spec 001): its status, the OAuth popup's messages and texts, zod-free. */

/** GET /api/sms/status (spec 001): not configured -> configured (needs authorization) -> connected. */
export type TSmsStatus = { connected: boolean; configured: boolean; service: 'ringcentral'; fromNumber: string | null };

/** What the RingCentral popup posts to window.opener. */
export const SMS_AUTH_SUCCESS = 'RINGCENTRAL_AUTH_SUCCESS';
export const SMS_AUTH_ERROR = 'RINGCENTRAL_AUTH_ERROR';
export type TSmsAuthMessage = { type: typeof SMS_AUTH_SUCCESS } | { type: typeof SMS_AUTH_ERROR; error: string };

export const SMS_PROVIDER_MESSAGES = {
  configured: 'RingCentral Configured',
  configureFailed: 'Failed to save RingCentral configuration. Please try again.',
  popupBlocked: 'Popup blocked. Please allow popups for this site.',
  noAuthUrl: 'Auth URL not received from server',
  initiateFailed: 'Failed to initiate SMS connection.',
  connectFailed: 'Failed to connect SMS',
  disconnectFailed: 'Failed to disconnect SMS.',
  connected: 'SMS Connected',
  disconnected: 'SMS Disconnected',
  credentialsRequired: 'Please enter both the client ID and the client secret.',
  notConfigured: 'Configure the RingCentral client ID and secret first.',
  stateInvalid: 'This authorization link has expired or was already used. Please connect again.',
  denied: 'RingCentral did not grant access.',
  exchangeFailed: 'RingCentral did not accept the authorization. Please try again.',
  noSmsNumber: 'This RingCentral extension has no number that can send texts.',
  operatorsOnly: 'SMS settings are for operators.',
} as const;
