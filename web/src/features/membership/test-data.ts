import type { TPendingPayment, TSubscription } from '@app/shared-types/membership/model';

/** A member's Starter membership paid with Cash App, active through January 2026; `over` sets what a test is about. */
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
  ...over,
});

/** A Cash App payment waiting for an operator, as the queue lists it. */
export const makePendingPayment = (id: string, over: Partial<TPendingPayment> = {}): TPendingPayment => ({
  ...makeSubscription({ id, userId: `u-${id}`, status: 'pending', startDate: null, expiresAt: null }),
  username: `member-${id}`,
  displayName: `Member ${id}`,
  email: null,
  ...over,
});
