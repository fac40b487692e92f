import { planLabel, type TSubscription } from '@app/shared-types/membership/model';
import { formatDate, openSubscription } from './membership';

export type PaymentProblem = { plan: string; until: string; fixUrl: string | null };

/**
 * What the "renewal payment failed" banner says, from the server's own status: an active membership
 * in grace (`graceUntil` still ahead) after a failed renewal charge; null otherwise (no banner).
 */
export function paymentProblemOf(subscriptions: TSubscription[] | null, now = Date.now()): PaymentProblem | null {
  const open = openSubscription(subscriptions);
  if (!open || open.status !== 'active' || !open.graceUntil || Date.parse(open.graceUntil) <= now) return null;
  return { plan: planLabel(open.planType), until: formatDate(open.graceUntil), fixUrl: open.paymentFixUrl };
}
