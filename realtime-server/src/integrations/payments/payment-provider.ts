import type { IncomingHttpHeaders } from 'node:http';
import type { TPaidPlanId, TPaymentMethod } from '@app/shared-types/membership/model';

export type StartSubscription = {
  /** Our subscription's id: the provider carries it back (custom_id, reference_id) in its events. */
  reference: string;
  user: { id: string; email: string | null; firstName: string | null; lastName: string | null };
  plan: TPaidPlanId;
  amount: number;
};

export type StartedSubscription = {
  /** The provider's subscription id, when it has one already. */
  providerSubscriptionId: string | null;
  /** The provider's page where the member approves and pays. */
  approvalUrl: string | null;
  /** Manual methods: what the member must do. */
  instructions: string | null;
};

/**
 * What one verified webhook event says about a subscription. A payment is a fact: it always counts
 * (once, by event id) and pays a period. A state change (cancelled, suspended, reactivated) is ordered
 * by `occurredAt`: an older one arriving late never overrides a newer one.
 */
export type ProviderEvent = SubscriptionEvent | MoneyBackEvent;

export type SubscriptionEvent = {
  eventId: string;
  providerSubscriptionId: string;
  /** Our subscription id when the event carries it (PayPal custom_id). */
  reference: string | null;
  occurredAt: Date;
} & (
  | {
      kind: 'payment';
      /** The end of the period paid for, when the provider says. */
      paidThrough: Date | null;
      /** The provider's own id of this payment (Square invoice, PayPal sale): the ledger's reference. */
      paymentId: string;
      /** Integer cents, null when the event names no readable amount (then refused). */
      amount: number | null;
      currency: string | null;
      /** The provider says the money is in (Square invoice PAID, PayPal sale completed). */
      paid: boolean;
      /** Square: the invoice's order, which its refunds and (through the payment) disputes name. */
      orderId?: string | null;
    }
  | { kind: 'state'; status: 'active' | 'cancelled' | 'suspended' | 'expired' }
  /** A renewal charge failed (Square invoice.scheduled_charge_failed, PayPal BILLING.SUBSCRIPTION.PAYMENT.FAILED). */
  | {
      kind: 'payment-failed';
      /** Where the member fixes it at the provider (Square: the invoice's public page; PayPal: their automatic payments). */
      fixUrl: string | null;
    }
);

/**
 * Money going back on a payment we settled: a refund, or a dispute (chargeback) the member opened
 * with their bank. Matched to the ledger entry by the provider's own ids: `payment` is the entry's
 * reference (PayPal sale id) or, for Square, the invoice's order id.
 */
export type MoneyBackEvent = {
  eventId: string;
  occurredAt: Date;
  payment: { reference: string } | { orderId: string };
  /** Integer cents (null when unreadable: refused), and its currency. */
  amount: number | null;
  currency: string | null;
} & (
  | { kind: 'refund'; refundId: string; completed: boolean }
  | { kind: 'dispute'; disputeId: string; state: 'open' | 'won' | 'lost' }
);

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** One way to pay. Card and wallet providers are real HTTP clients switched on by credentials. */
export interface PaymentProvider {
  id: TPaymentMethod;
  /** Access is granted only after a person checked the payment (Cash App). */
  manual: boolean;
  features: string[];
  start(request: StartSubscription): Promise<StartedSubscription>;
  cancel(providerSubscriptionId: string): Promise<void>;
  /** Manual methods: the instruction a pending payment shows again (after a reload). */
  instructions?(amount: number, email: string | null): string;
  /**
   * Verifies a webhook's signature on the raw body and reads its event; throws WebhookSignatureError
   * if it is not genuine; null for events that concern no subscription.
   */
  parseWebhook?(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<ProviderEvent | null>;
}
