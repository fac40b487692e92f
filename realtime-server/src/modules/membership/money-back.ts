import type { Types } from 'mongoose';
import type { TLedgerEntry } from '@app/shared-types/billing/model';
import type { MoneyBackEvent } from '../../integrations/payments';
import { FUTURE_EVENT_TOLERANCE_MS } from './provider-events';
import type { ISubscription } from './subscription.model';
import type { PaidMembershipStores } from './paid-membership-stores';

export type MoneyBackOutcome = 'applied' | 'duplicate' | 'refused' | 'pending';

/**
 * Refunds and disputes the providers report (Square refund.*, dispute.*; PayPal PAYMENT.SALE.REFUNDED,
 * CUSTOMER.DISPUTE.*), matched to the ledger entry by the provider's own ids and checked (currency,
 * an amount no larger than what was paid). What we chose:
 * - a refund is counted once by its refund id; a partial refund is recorded on the entry and changes
 *   no access; once all that was paid came back the entry is `refunded` and stops paying its period;
 * - a dispute opened makes the entry `disputed`, which pays no period while the bank holds the money;
 *   a dispute won settles it again; a lost one stays disputed.
 * Access is then derived again from the settled entries alone: the membership ends where what they
 * paid ends (now, when nothing settled covers today), or runs to it again after a dispute is won:
 * a membership the dispute ended is reopened for what is still paid, without renewing (`restore`;
 * not when the member holds another membership by then).
 */
export function createMoneyBack({
  Subscriptions,
  ledger,
  entitlements,
  close,
  restore,
}: PaidMembershipStores & {
  close: (id: Types.ObjectId, status: 'refunded' | 'expired') => Promise<ISubscription | null>;
  restore: (subscriptionId: string, now: Date) => Promise<void>;
}) {
  async function refuse(rail: 'square' | 'paypal', event: MoneyBackEvent, reason: 'unknown-payment' | 'amount-mismatch' | 'currency-mismatch' | 'date-out-of-window' | 'refund-exceeds-payment', entry: TLedgerEntry | null) {
    await ledger().refuse({ rail, eventId: event.eventId, reason, providerSubscriptionId: null, reference: entry?.reference ?? ('reference' in event.payment ? event.payment.reference : event.payment.orderId), amount: event.amount, currency: event.currency, occurredAt: event.occurredAt });
    return 'refused' as const;
  }

  /** The membership's access follows its settled entries again after one of them stopped (or started again) paying. */
  async function rederive(subscriptionId: string, now: Date, endAs: 'refunded' | 'expired'): Promise<void> {
    const found = await Subscriptions.findById(subscriptionId).lean<ISubscription>();
    if (!found || found.status !== 'active') return;
    const periods = await ledger().settledPeriods(subscriptionId);
    const paidThrough = periods.reduce<Date | null>((end, p) => (!end || p.periodEnd > end ? p.periodEnd : end), null);
    if (!paidThrough || paidThrough <= now) {
      await close(found._id, endAs);
      return;
    }
    await Subscriptions.updateOne({ _id: found._id, status: 'active' }, { $set: { expiresAt: paidThrough } });
    await entitlements.refresh(found.userId, { now });
  }

  return async function apply(rail: 'square' | 'paypal', event: MoneyBackEvent, now: Date): Promise<MoneyBackOutcome> {
    const entry = await ledger().findPayment(rail, event.payment);
    if (event.occurredAt.getTime() > now.getTime() + FUTURE_EVENT_TOLERANCE_MS) return refuse(rail, event, 'date-out-of-window', entry);
    if (!entry) return refuse(rail, event, 'unknown-payment', null);
    if (event.currency !== entry.currency) return refuse(rail, event, 'currency-mismatch', entry);
    if (event.amount === null || event.amount <= 0 || event.amount > entry.amount) return refuse(rail, event, 'amount-mismatch', entry);
    if (event.kind === 'refund') {
      // Square announces a refund PENDING first, then COMPLETED: only money that came back counts.
      if (!event.completed) return 'pending';
      const refunded = await ledger().refund(entry.id, { refundId: event.refundId, amount: event.amount, at: event.occurredAt });
      if (refunded?.outcome === 'exceeds') return refuse(rail, event, 'refund-exceeds-payment', entry);
      if (refunded?.outcome !== 'applied') return 'duplicate';
      if (refunded.entry.state === 'refunded') await rederive(entry.subscriptionId, now, 'refunded');
      return 'applied';
    }
    // A lost dispute whose opening we never heard of is a disputed entry all the same.
    const moved = await ledger().dispute(entry.id, event.disputeId, event.state === 'won' ? 'settled' : 'disputed');
    if (!moved) return 'duplicate';
    if (event.state === 'won') await restore(entry.subscriptionId, now);
    await rederive(entry.subscriptionId, now, 'expired');
    return 'applied';
  };
}

