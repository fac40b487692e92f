import type { Types, Model } from 'mongoose';
import type { TPaymentMethod } from '@app/shared-types/membership/model';
import type { PaymentProviders } from '../../integrations/payments';
import type { Logger } from '../../logger';
import type { MembershipsEvents } from './membership.events';
import type { ISubscription } from './subscription.model';

/** After this many failed cancel calls the retry job stops and logs an error for an operator to cancel by hand. */
export const PROVIDER_CANCEL_MAX_ATTEMPTS = 48;

/**
 * Deleting an account ends its membership at once: the open subscription is marked cancelled here and
 * the card provider is told to stop charging. A provider failure never blocks the deletion; the row
 * keeps providerCancelPending and the retry job tries again (see membership.jobs.ts).
 */
export function createAccountDeletion({ Subscriptions, providers, events, logger }: { Subscriptions: Model<ISubscription>; providers: PaymentProviders; events: MembershipsEvents; logger: Logger }) {
  /** One cancel call at the provider; true when it stopped the subscription. */
  async function cancelAtProvider(row: Pick<ISubscription, '_id' | 'paymentProvider' | 'subscriptionId'>, now = new Date()): Promise<boolean> {
    try {
      const provider = providers.get(row.paymentProvider as TPaymentMethod);
      if (!provider) throw new Error(`${row.paymentProvider} is not configured`);
      await provider.cancel(row.subscriptionId!);
      await Subscriptions.updateOne({ _id: row._id }, { $set: { providerCancelPending: false, providerCancelTriedAt: now, providerCancelledAt: now }, $inc: { providerCancelAttempts: 1 } });
      return true;
    } catch (err) {
      const after = await Subscriptions.findOneAndUpdate(
        { _id: row._id },
        { $set: { providerCancelTriedAt: now }, $inc: { providerCancelAttempts: 1 } },
        { returnDocument: 'after', projection: { providerCancelAttempts: 1 } },
      ).lean<Pick<ISubscription, 'providerCancelAttempts'>>();
      const attempts = after?.providerCancelAttempts ?? 0;
      const given = attempts >= PROVIDER_CANCEL_MAX_ATTEMPTS;
      logger[given ? 'error' : 'warn'](
        { err, subscriptionId: row._id.toString(), provider: row.paymentProvider, attempts },
        given ? 'provider cancel failed for a deleted account; cancel it at the provider by hand' : 'provider cancel failed for a deleted account; will retry',
      );
      return false;
    }
  }

  return {
    cancelAtProvider,

    /** The users module's delete hook: cancel the open membership (kept as the record of it), drop the rest. */
    async onAccountDeleted(userId: Types.ObjectId, now = new Date()): Promise<void> {
      const open = await Subscriptions.findOne({ userId, status: { $in: ['pending', 'active'] } }).lean<ISubscription>();
      let kept: Types.ObjectId | null = null;
      if (open) {
        const atProvider = !!open.subscriptionId && (open.paymentProvider === 'square' || open.paymentProvider === 'paypal');
        const closed = await Subscriptions.findOneAndUpdate(
          { _id: open._id, status: { $in: ['pending', 'active'] } },
          { $set: { status: 'cancelled', openFor: null, cancelAtPeriodEnd: false, cancelledAt: now, accountDeletedAt: now, providerCancelPending: atProvider } },
          { returnDocument: 'after' },
        ).lean<ISubscription>();
        if (closed) {
          kept = closed._id;
          if (open.status === 'pending' && open.paymentProvider === 'cashapp') events.dequeued('pending', closed._id.toString(), 'cancelled');
          if (open.refundRequestedAt) events.dequeued('refunds', closed._id.toString(), 'cancelled');
          if (atProvider) await cancelAtProvider(closed, now);
        }
      }
      // Rows still waiting for a provider cancel stay with the one just closed; the history goes with the account.
      await Subscriptions.deleteMany({ userId, providerCancelPending: { $ne: true }, ...(kept ? { _id: { $ne: kept } } : {}) });
    },

    /** The retry job: provider cancels that failed, oldest attempt first. */
    async retryProviderCancels(limit = 50): Promise<{ tried: number; cancelled: number }> {
      const due = await Subscriptions.find({ providerCancelPending: true, providerCancelAttempts: { $lt: PROVIDER_CANCEL_MAX_ATTEMPTS } })
        .sort({ providerCancelTriedAt: 1 })
        .limit(limit)
        .lean<ISubscription[]>();
      let cancelled = 0;
      for (const row of due) if (await cancelAtProvider(row)) cancelled++;
      return { tried: due.length, cancelled };
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
