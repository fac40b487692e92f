/**
 * An SMS provider as the app sends through it (RingCentral when an operator connected it, else the
 * simulated provider below), and the failures a provider reports.
 */

/** `simulated`: nothing left this server; the UI and logs must say so, never "delivered". */
export type SmsSendOutcome = { providerMessageId: string; status: 'queued' | 'sent' | 'simulated' };

/** The provider said 429: wait `retryAfterMs` (from Retry-After, or a back-off) and try again. */
export class SmsRateLimitedError extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`SMS provider rate limit: retry after ${retryAfterMs} ms`);
  }
}

/** A permanent refusal for this recipient (invalid or unreachable number): do not retry. */
export class SmsRejectedError extends Error {}

/**
 * The request may have reached the provider, but no answer came back (it timed out, the connection
 * was cut): sending again could text the person twice, so the text is reported as failed, never
 * resent (as after a server dies mid-send).
 */
export class SmsOutcomeUnknownError extends Error {}

/**
 * The real provider cannot send at all now (disconnected, its authorization refused): nothing is
 * wrong with the recipient, so a campaign waits for an operator to connect it again.
 */
export class SmsProviderUnavailableError extends Error {}

export type SmsProvider = {
  service: 'ringcentral' | 'simulated';
  simulated: boolean;
  /** `to` is E.164 (+15551234567); text is what the member reads. Throws the errors above. */
  send: (to: string, text: string) => Promise<SmsSendOutcome>;
};

/** Sends nothing, and says so: what the app uses while no real provider is connected. */
export const simulatedSmsProvider: SmsProvider = {
  service: 'simulated',
  simulated: true,
  send: async () => ({ providerMessageId: `simulated-${crypto.randomUUID()}`, status: 'simulated' }),
};
