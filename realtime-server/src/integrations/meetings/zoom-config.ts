/** Zoom server-to-server OAuth app credentials; without them meetings are Jitsi Meet links. */
export type ZoomConfig = { accountId: string; clientId: string; clientSecret: string; apiBaseUrl: string; oauthBaseUrl: string };
