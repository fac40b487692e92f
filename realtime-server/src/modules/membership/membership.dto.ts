import { displayName, type TUser } from '@app/shared-types/auth';
import type { TPendingPayment, TPendingPlanChange, TSubscription } from '@app/shared-types/membership/model';
import { toIso } from '../../db/define-model';
import { nextPeriodPlan, nextPeriodPrice } from './periods';
import type { ISubscription } from './subscription.model';

export function toSubscriptionDTO(s: ISubscription, instructions: string | null = null): TSubscription {
  return {
    id: s._id.toString(),
    userId: s.userId.toString(),
    paymentProvider: s.paymentProvider,
    subscriptionId: s.subscriptionId ?? null,
    status: s.status,
    planType: s.planType,
    amount: s.amount,
    currency: 'USD',
    startDate: toIso(s.startDate),
    expiresAt: toIso(s.expiresAt),
    cancelAtPeriodEnd: !!s.cancelAtPeriodEnd,
    refundRequestedAt: toIso(s.refundRequestedAt),
    reviewedBy: s.reviewedBy ? s.reviewedBy.toString() : null,
    reviewedAt: toIso(s.reviewedAt),
    createdAt: s.createdAt.toISOString(),
    instructions,
    pendingChange: pendingChangeOf(s),
    graceUntil: toIso(s.graceUntil ?? null),
    paymentFixUrl: s.graceUntil ? (s.paymentFixUrl ?? null) : null,
    renewalRequestedFor: toIso(s.renewalRequestedFor ?? null),
  };
}

/** What waits to happen to an active membership: an upgrade to verify, a cancellation or a downgrade at period end. */
function pendingChangeOf(s: ISubscription): TPendingPlanChange | null {
  if (s.status !== 'active') return null;
  const u = s.pendingUpgrade;
  if (u) return { kind: 'upgrade', planId: u.planId, amountDue: u.amountDue, prorationCredit: u.prorationCredit, requestedAt: u.requestedAt.toISOString() };
  if (s.cancelAtPeriodEnd && s.expiresAt) return { kind: 'cancel', planId: 'free', effectiveAt: s.expiresAt.toISOString() };
  if (s.pendingPlan && s.pendingPlanAt) return { kind: 'downgrade', planId: s.pendingPlan, effectiveAt: s.pendingPlanAt.toISOString() };
  return null;
}

/** A renewal request is for the next period: its plan and price (a scheduled downgrade's), which the member was asked to send. */
export const toPendingPaymentDTO = (s: ISubscription, who: Pick<TUser, 'username' | 'firstName' | 'lastName' | 'email'> | undefined): TPendingPayment => ({
  ...toSubscriptionDTO(s),
  ...(s.renewalRequestedFor && s.status === 'active' ? { planType: nextPeriodPlan(s), amount: nextPeriodPrice(s) } : {}),
  username: who?.username ?? 'Deleted account',
  displayName: who ? displayName(who) : 'Deleted account',
  email: who?.email ?? null,
});
