import { type Model } from 'mongoose';
import type { LedgerPort } from '../billing/contracts';
import type { TLedgerEntry, TRefusalReason } from '@app/shared-types/billing/model';
import { isDuplicateKeyError } from '../../errors/model-errors';
import type { ProviderEvent, SubscriptionEvent } from '../../integrations/payments';
import type { Dunning } from './dunning';
import type { MoneyBackOutcome } from './money-back';
import type { Logger } from '../../logger';
import { oneMonthAfter } from './periods';
import type { IPaymentEvent, ISubscription } from './subscription.model';

export type ProviderEventOutcome = 'applied' | 'duplicate' | 'stale' | 'unknown' | 'refused' | 'pending';

/** An event dated more than this after our clock is refused (a created_at in 2099 extends nothing). */
export const FUTURE_EVENT_TOLERANCE_MS = 24 * 60 * 60 * 1000;

export const priceInCents = (s: Pick<ISubscription, 'amount'>) => Math.round(s.amount * 100);

/**
 * Verified provider events (Square, PayPal) against our memberships. An event is matched by the
 * provider's own subscription id only; a reference it carries (PayPal `custom`) must name that same
 * membership. A payment must say it is paid, for the plan's price in its currency, dated between the
 * membership's creation and a day from now. Whatever fails is recorded in the ledger's refused events
 * and never applied. Payments settle once by the provider's payment id (the ledger's unique index);
 * state changes once by event id, in the order they happened.
 */
export function createProviderEvents({
  Subscriptions,
  Events,
  ledger,
  grant,
  applyState,
  dunning,
  moneyBack,
  logger,
}: {
  Subscriptions: Model<ISubscription>;
  Events: Model<IPaymentEvent>;
  ledger: () => LedgerPort;
  /** Applies a settled entry's period to its membership (idempotent). */
  grant: (subscription: ISubscription, entry: TLedgerEntry, now: Date) => Promise<void>;
  applyState: (subscription: ISubscription, event: Extract<ProviderEvent, { kind: 'state' }>, now: Date) => Promise<'applied' | 'stale'>;
  /** Failed renewal charges (grace) and the start of a period a payment pays for. */
  dunning: Pick<Dunning, 'paymentFailed' | 'periodStartOf'>;
  /** Refunds and disputes, matched by the payment they name rather than a subscription. */
  moneyBack: (provider: 'square' | 'paypal', event: Extract<ProviderEvent, { kind: 'refund' | 'dispute' }>, now: Date) => Promise<MoneyBackOutcome>;
  logger: Logger;
}) {
  function refusalOf(subscription: ISubscription, event: SubscriptionEvent, now: Date): TRefusalReason | null {
    if (event.reference && event.reference !== subscription._id.toString()) return 'reference-mismatch';
    if (event.occurredAt < subscription.createdAt || event.occurredAt.getTime() > now.getTime() + FUTURE_EVENT_TOLERANCE_MS) return 'date-out-of-window';
    if (event.kind !== 'payment') return null;
    if (!event.paid) return 'not-paid';
    if (event.currency !== subscription.currency) return 'currency-mismatch';
    if (event.amount !== priceInCents(subscription)) return 'amount-mismatch';
    return null;
  }

  async function refuse(provider: 'square' | 'paypal', event: SubscriptionEvent, reason: TRefusalReason): Promise<void> {
    await ledger().refuse({
      rail: provider,
      eventId: event.eventId,
      reason,
      providerSubscriptionId: event.providerSubscriptionId,
      reference: event.reference,
      amount: event.kind === 'payment' ? event.amount : null,
      currency: event.kind === 'payment' ? event.currency : null,
      occurredAt: event.occurredAt,
    });
  }

  return async function apply(provider: 'square' | 'paypal', event: ProviderEvent, now = new Date()): Promise<ProviderEventOutcome> {
    if (event.kind === 'refund' || event.kind === 'dispute') return moneyBack(provider, event, now);
    const found = await Subscriptions.findOne({ paymentProvider: provider, subscriptionId: event.providerSubscriptionId }).lean<ISubscription>();
    if (!found) {
      // Recorded, and answered 404 so the provider delivers it again: it may match once our own write lands.
      logger.warn({ provider, eventId: event.eventId }, 'payment event for an unknown subscription');
      await refuse(provider, event, 'unknown-subscription');
      return 'unknown';
    }
    const reason = refusalOf(found, event, now);
    if (reason) {
      await refuse(provider, event, reason);
      return 'refused';
    }
    if (event.kind === 'payment') {
      // A retry that recovers a failed renewal within grace continues the period from the old end: no gap.
      const periodStart = dunning.periodStartOf(found, event.occurredAt);
      const { entry, settledNow } = await ledger().settle(
        { rail: provider, reference: event.paymentId, memberId: found.userId.toString(), subscriptionId: found._id.toString(), planType: found.planType, amount: priceInCents(found) },
        { verifiedBy: provider, verifiedAt: now, periodStart, periodEnd: event.paidThrough ?? oneMonthAfter(periodStart), eventId: event.eventId, orderId: event.orderId ?? null },
      );
      // A replay of a payment settled before: granting again changes nothing, and repairs a grant a crash interrupted.
      if (entry.state === 'settled') await grant(found, entry, now);
      return settledNow ? 'applied' : 'duplicate';
    }
    try {
      await Events.create({ provider, eventId: event.eventId });
    } catch (error) {
      if (isDuplicateKeyError(error)) return 'duplicate';
      throw error;
    }
    return event.kind === 'payment-failed' ? dunning.paymentFailed(found, event.occurredAt, now, event.fixUrl) : applyState(found, event, now);
  };
}
