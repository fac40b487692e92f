/**
 * What other modules may use of the SMS provider (RingCentral when an operator connected it, else a
 * simulated provider that sends nothing): send one text, and hear inbound texts and delivery
 * receipts. The running app's provider is registered at setup (one app per process).
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

export type InboundSms = { from: string; text: string; providerMessageId: string; receivedAt: Date };
export type SmsDeliveryStatus = { providerMessageId: string; status: 'delivered' | 'failed'; errorMessage?: string; at: Date };

export const simulatedSmsProvider: SmsProvider = {
  service: 'simulated',
  simulated: true,
  send: async () => ({ providerMessageId: `simulated-${crypto.randomUUID()}`, status: 'simulated' }),
};

let current: (() => Promise<SmsProvider>) | undefined;
export function registerSmsProvider(resolve: (() => Promise<SmsProvider>) | undefined): void {
  current = resolve;
}

/** The provider to send through now: RingCentral when connected, else the simulated one. */
export async function activeSmsProvider(): Promise<SmsProvider> {
  return current ? current() : simulatedSmsProvider;
}

let inboundPoll: (() => Promise<void>) | undefined;
/** The provider module's "read inbound texts now", registered at setup like the provider. */
export function registerInboundPoll(poll: (() => Promise<void>) | undefined): void {
  inboundPoll = poll;
}

/**
 * Reads the provider's inbound texts now, so a STOP takes effect before a campaign's next batch. The
 * provider bounds how often this really calls out (its API has rate limits); a failure is its to log.
 */
export async function pollInboundSms(): Promise<void> {
  await inboundPoll?.();
}

type Handler<T> = (event: T) => Promise<void> | void;
const inbound = new Set<Handler<InboundSms>>();
const receipts = new Set<Handler<SmsDeliveryStatus>>();

/** Inbound texts (STOP, START, HELP...). Returns the unsubscribe function. */
export function onInboundSms(handler: Handler<InboundSms>): () => void {
  inbound.add(handler);
  return () => inbound.delete(handler);
}

export function onSmsDeliveryStatus(handler: Handler<SmsDeliveryStatus>): () => void {
  receipts.add(handler);
  return () => receipts.delete(handler);
}

/** Called by the provider module when a text arrives; resolves once every handler has acted. */
export async function dispatchInboundSms(message: InboundSms): Promise<void> {
  for (const handler of inbound) await handler(message);
}

export async function dispatchSmsDeliveryStatus(status: SmsDeliveryStatus): Promise<void> {
  for (const handler of receipts) await handler(status);
}
