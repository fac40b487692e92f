import dayjs from 'dayjs';
import { CLAIMS, type TSubscription } from '@app/shared-types/membership/model';

/** The open membership (pending or active), if any; the server lists the newest first. */
export const openSubscription = (subscriptions: TSubscription[] | null) =>
  subscriptions?.find((s) => s.status === 'pending' || s.status === 'active') ?? null;

export const formatDate = (iso: string | null) => (iso ? dayjs(iso).format('MMM DD, YYYY') : '');

/** The 30-day money-back guarantee is open while the paid period is under 30 days old. */
export function canAskRefund(subscription: TSubscription, now = Date.now()): boolean {
  if (subscription.status !== 'active' || !subscription.startDate || subscription.refundRequestedAt) return false;
  return now - new Date(subscription.startDate).getTime() <= CLAIMS.moneyBackDays * 86_400_000;
}

/**
 * The membership's standing in words, with the date that matters: a provider subscription renews
 * by itself; a Cash App payment covers one period and does not (the member pays again after it);
 * a cancelled one lasts to the end of what was paid.
 */
export function periodText(subscription: TSubscription): string {
  const until = formatDate(subscription.expiresAt);
  if (subscription.status === 'pending') return `Waiting for payment verification since ${formatDate(subscription.createdAt)}.`;
  if (subscription.cancelAtPeriodEnd) return `Cancelled: access ends on ${until}.`;
  if (subscription.paymentProvider === 'cashapp') return `Paid through ${until}. Cash App payments do not renew by themselves: pay again after that date to continue.`;
  return `Renews on ${until}.`;
}

/** The status word shown beside the plan (Active, Cancelled, Waiting for verification). */
export function statusLabel(subscription: TSubscription | null): string {
  if (!subscription) return 'No paid membership';
  if (subscription.status === 'pending') return 'Waiting for verification';
  if (subscription.status === 'active') return subscription.cancelAtPeriodEnd ? 'Cancelled (access until the end of the period)' : 'Active';
  return subscription.status[0]!.toUpperCase() + subscription.status.slice(1);
}

/** Payments the member sent that an operator (or a provider) has not confirmed yet. */
export const pendingPayments = (subscriptions: TSubscription[] | null) => subscriptions?.filter((s) => s.status === 'pending') ?? [];
