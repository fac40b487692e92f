import type { TPendingPayment, TSubscription } from '@app/shared-types/membership/model';

/** Test builders for the membership feature (used by its *.test.ts(x) files only). */

/** An active Cash App Starter subscription for January 2026, with `over` applied. */
export const makeSubscription = (over: Partial<TSubscription> = {}): TSubscription => ({
  id: 's1',
  userId: 'u1',
  paymentProvider: 'cashapp',
  subscriptionId: null,
  status: 'active',
  planType: 'starter',
  amount: 97,
  currency: 'USD',
  startDate: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-02-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  refundRequestedAt: null,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  instructions: null,
  graceUntil: null,
  paymentFixUrl: null,
  renewalRequestedFor: null,
  ...over,
});

/** A Cash App payment waiting in the operators' queue: subscription `id` of member `u-<id>`. */
export const makePendingPayment = (id: string, over: Partial<TPendingPayment> = {}): TPendingPayment => ({
  ...makeSubscription({ id, userId: `u-${id}`, status: 'pending', startDate: null, expiresAt: null }),
  username: `member-${id}`,
  displayName: `Member ${id}`,
  email: null,
  ...over,
});
