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
