import { formatCents, RAIL_LABELS } from '@app/shared-types/billing/model';
import { PLANS } from '@app/shared-types/membership/model';
import '../../billing/contracts';
import { SUBSCRIBER, type SourceKit } from './source-kit';

/**
 * "Payment received": a card or wallet payment (Square, PayPal) settled in the ledger, with its
 * receipt on /settings. Cash App settlements are an operator's approval, which 'payments.approved'
 * already tells the member: not told twice.
 */
export function billingSources(kit: SourceKit): void {
  kit.events.subscribe('billing.payment-settled', SUBSCRIBER, async ({ id, payload: { entry } }) => {
    if (entry.rail === 'cashapp') return;
    const receipt = entry.receiptNumber ? ` Receipt ${entry.receiptNumber} is under Settings, Billing.` : '';
    const text = `Payment received: ${formatCents(entry.amount)} by ${RAIL_LABELS[entry.rail]} for ${PLANS[entry.planType].name}.${receipt}`;
    await kit.notify(entry.memberId, { type: 'payments.received', key: id, actor: null, text, link: '/settings#billing' });
  });
}
