import dayjs from 'dayjs';
import { formatCents } from '@app/shared-types/billing/model';
import { PLANS, type TPlanChangeQuote, type TSubscription } from '@app/shared-types/membership/model';

const day = (iso: string) => dayjs(iso).format('MMM D');
const fullDay = (iso: string) => dayjs(iso).format('MMM D, YYYY');

/**
 * A pending change in one line, the plan names the spec uses: "Professional until Dec 31, then
 * Starter" (a downgrade), "…, then Free" (a cancellation), or the upgrade waiting for its payment.
 */
export function pendingChangeText(s: Pick<TSubscription, 'planType' | 'pendingChange'>): string | null {
  const change = s.pendingChange;
  if (!change) return null;
  const current = PLANS[s.planType].name;
  if (change.kind === 'upgrade') return `Upgrade to ${PLANS[change.planId].name} waiting for verification of your ${formatCents(change.amountDue)} payment`;
  return `${current} until ${day(change.effectiveAt)}, then ${PLANS[change.planId].name}`;
}

/** The second line: what happens on that date (or how the upgrade proceeds). */
export function pendingChangeDetail(s: Pick<TSubscription, 'pendingChange'>): string | null {
  const change = s.pendingChange;
  if (!change) return null;
  if (change.kind === 'upgrade') return 'Your new plan starts, for a full month, as soon as we verify the Cash App payment.';
  if (change.kind === 'cancel') return `Your membership ends on ${fullDay(change.effectiveAt)}: the Free plan from then, nothing more to pay.`;
  const plan = PLANS[change.planId];
  return `${plan.name} starts on ${fullDay(change.effectiveAt)} at $${plan.price} per month.`;
}

/** The preview's figures as the member reads them before confirming. */
export function quoteLines(q: TPlanChangeQuote): { label: string; value: string }[] {
  const to = PLANS[q.planId].name;
  if (q.effective === 'period-end') {
    return [
      { label: 'Takes effect', value: `${fullDay(q.effectiveAt)}, at the end of your paid period` },
      { label: 'Until then', value: `${PLANS[q.fromPlanId].name}, as paid` },
      { label: 'Due now', value: formatCents(0) },
      { label: 'From then', value: `${to} at $${PLANS[q.planId].price} per month` },
    ];
  }
  return [
    { label: 'Takes effect', value: 'Now, as soon as your payment is verified, for a full month' },
    { label: `${to} for a month`, value: formatCents(q.amountDue + q.prorationCredit) },
    { label: `Credit for ${q.unusedDays} unused day${q.unusedDays === 1 ? '' : 's'} of ${PLANS[q.fromPlanId].name}`, value: `−${formatCents(q.prorationCredit)}` },
    { label: 'Due now', value: formatCents(q.amountDue) },
  ];
}
