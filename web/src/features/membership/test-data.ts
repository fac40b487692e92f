import type { TPendingPayment } from '@app/shared-types/membership/model';

/** A Cash App payment waiting for an operator, as the queue lists it. */
export const makePendingPayment = (id: string, over: Partial<TPendingPayment> = {}): TPendingPayment => ({
  id,
  userId: `u-${id}`,
  paymentProvider: 'cashapp',
  subscriptionId: null,
  status: 'pending',
  planType: 'starter',
  amount: 97,
  currency: 'USD',
  startDate: null,
  expiresAt: null,
  cancelAtPeriodEnd: false,
  refundRequestedAt: null,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  instructions: null,
  username: `member-${id}`,
  displayName: `Member ${id}`,
  email: null,
  ...over,
});
