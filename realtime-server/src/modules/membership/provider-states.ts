import type { Types, Model } from 'mongoose';
import type { ProviderEvent } from '../../integrations/payments';
import type { ISubscription } from './subscription.model';

/** Applies a provider's state changes to memberships (split from membership.service.ts, which ends memberships). */
export function providerStates({
  Subscriptions,
  close,
}: {
  Subscriptions: Model<ISubscription>;
  close: (id: Types.ObjectId, status: 'expired' | 'cancelled', extra?: Partial<ISubscription>) => Promise<ISubscription | null>;
}) {
  /** A provider's state change (cancelled, suspended, reactivated), applied in the order they happened. */
  return async function applyState(found: ISubscription, event: Extract<ProviderEvent, { kind: 'state' }>, now: Date): Promise<'applied' | 'stale'> {
    // Claim the event's place in the subscription's history: only a newer state change moves it on.
    const claimed = await Subscriptions.findOneAndUpdate(
      { _id: found._id, $or: [{ providerEventAt: null }, { providerEventAt: { $lt: event.occurredAt } }] },
      { $set: { providerEventAt: event.occurredAt } },
      { returnDocument: 'after' },
    ).lean<ISubscription>();
    if (!claimed) return 'stale';
    if (event.status === 'active') {
      // Reactivated at the provider: renewals continue (access itself comes with payments).
      await Subscriptions.updateOne({ _id: claimed._id, status: 'active' }, { $set: { cancelAtPeriodEnd: false } });
    } else if (claimed.status === 'pending') {
      await close(claimed._id, event.status === 'cancelled' ? 'cancelled' : 'expired', { cancelledAt: now });
    } else {
      // No more renewals: access lasts to the end of what was paid, then the expiry job ends it.
      await Subscriptions.updateOne({ _id: claimed._id, status: 'active' }, { $set: { cancelAtPeriodEnd: true, cancelledAt: claimed.cancelledAt ?? now } });
    }
    return 'applied';
  };
}
