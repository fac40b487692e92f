/**
 * What other modules may use of the SMS provider (RingCentral when an operator connected it, else a
 * simulated provider that sends nothing): the `sms-provider` port (the provider to send through now,
 * "read inbound texts now"), and the events of inbound texts and delivery receipts.
 */
import type { SmsProvider } from '../../integrations/sms/sms-provider';

export {
  simulatedSmsProvider,
  SmsOutcomeUnknownError,
  SmsProviderUnavailableError,
  SmsRateLimitedError,
  SmsRejectedError,
  type SmsProvider,
  type SmsSendOutcome,
} from '../../integrations/sms/sms-provider';

export type InboundSms = { from: string; text: string; providerMessageId: string; receivedAt: Date };
export type SmsDeliveryStatus = { providerMessageId: string; status: 'delivered' | 'failed'; errorMessage?: string; at: Date };

export type SmsProviderPort = {
  /** The provider to send through now: RingCentral when connected, else the simulated one. */
  active: () => Promise<SmsProvider>;
  /**
   * Reads the provider's inbound texts now, so a STOP takes effect before a campaign's next batch. The
   * provider bounds how often this really calls out (its API has rate limits); a failure is its to log.
   */
  pollInbound: () => Promise<void>;
};

declare module '../../ports/ports' {
  interface Ports {
    'sms-provider': SmsProviderPort;
  }
}

declare module '../../events/domain-events' {
  interface DomainEvents {
    /** A text to the firm's number (STOP, START, HELP...). Event id `sms-inbound:<provider message id>`. */
    'sms-provider.inbound-received': InboundSms;
    /** A sent text's final outcome. Event id `sms-receipt:<provider message id>:<status>`; the same receipt may come again. */
    'sms-provider.delivery-updated': SmsDeliveryStatus;
  }
}
