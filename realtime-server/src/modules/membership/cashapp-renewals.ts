import { Types } from 'mongoose';
import type { TUser } from '@app/shared-types/auth';
import { MEMBERSHIP_MESSAGES as M, type TSubscription } from '@app/shared-types/membership/model';
import { conflict } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import { toSubscriptionDTO } from './membership.dto';
import type { MembershipsEvents } from './membership.events';
import { nextPeriodPlan, nextPeriodPrice, oneMonthAfter } from './periods';
import type { ISubscription } from './subscription.model';
import type { PaidMembershipStores } from './paid-membership-stores';

/** The ledger reference of a Cash App renewal: the membership and the end date it continues from. */
export const renewalReference = (subscriptionId: string, renewalOf: Date) => `${subscriptionId}:renewal:${renewalOf.toISOString()}`;

/**
 * An operator's decision on a Cash App renewal request (renewal-reminders.ts queued it 7 days before
 * the end). Approved: the ledger settles a payment for the next month, continuing from the old end
 * without a gap, once however many operators approve at once (the entry's unique reference). Rejected:
 * the request leaves the queue and the membership ends at its end date as it would have.
 */
export function cashAppRenewals({
  Subscriptions,
  ledger,
  entitlements,
  events,
  clock,
}: PaidMembershipStores & {
  events: Pick<MembershipsEvents, 'dequeued' | 'renewalReviewed'>;
  clock: Clock;
}) {
  return async function review(operator: TUser, found: ISubscription, decision: 'approve' | 'reject', note: string | undefined): Promise<TSubscription> {
    const renewalOf = found.renewalRequestedFor;
    if (found.status !== 'active' || !renewalOf || !found.expiresAt) throw conflict(M.notPending);
    const now = new Date(clock.now());
    const review = { reviewedBy: new Types.ObjectId(operator.id), reviewedAt: now, reviewNote: note ?? null };
    const id = found._id.toString();
    let decided: ISubscription | null;
    if (decision === 'approve') {
      const periodStart = found.expiresAt > now ? found.expiresAt : now;
      const { entry, settledNow } = await ledger().settle(
        { rail: 'cashapp', reference: renewalReference(id, renewalOf), memberId: found.userId.toString(), subscriptionId: id, planType: nextPeriodPlan(found), amount: Math.round(nextPeriodPrice(found) * 100) },
        { verifiedBy: operator.id, verifiedAt: now, periodStart, periodEnd: oneMonthAfter(periodStart) },
      );
      if (!settledNow) throw conflict(M.notPending);
      decided = await Subscriptions.findOneAndUpdate(
        { _id: found._id, status: 'active', renewalRequestedFor: renewalOf },
        { $set: { ...review, renewalRequestedFor: null, expiresAt: new Date(entry.periodEnd!) } },
        { returnDocument: 'after' },
      ).lean<ISubscription>();
      if (decided) {
        await entitlements.refresh(decided.userId, { now });
        await ledger().granted(entry.id, now);
      }
    } else {
      decided = await Subscriptions.findOneAndUpdate({ _id: found._id, status: 'active', renewalRequestedFor: renewalOf }, { $set: { ...review, renewalRequestedFor: null } }, { returnDocument: 'after' }).lean<ISubscription>();
    }
    if (!decided) throw conflict(M.notPending);
    events.dequeued('pending', id, decided.status);
    await events.renewalReviewed(toSubscriptionDTO(decided), renewalOf, decision === 'approve' ? 'approved' : 'rejected', note ?? null, operator.id);
    return toSubscriptionDTO(decided);
  };
}
