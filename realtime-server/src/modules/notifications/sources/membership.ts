import { PLANS, type TPaymentProvider } from '@app/shared-types/membership/model';
import { actorOf, notifyAll, SUBSCRIBER, type SourceKit } from './source-kit';

const money = (amount: number) => `$${amount.toFixed(2)}`;
const PROVIDER_LABELS: Record<TPaymentProvider, string> = { square: 'Square', paypal: 'PayPal', venmo: 'Venmo', cashapp: 'Cash App' };
const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/New_York' });

/**
 * Your payment was approved or rejected (an operator's decision on a Cash App payment), your
 * membership ends in 7 days and 1 day (one that will not renew by itself), renews in 7 days and 1 day
 * (Cash App: what to send), its renewal payment failed (grace, dunning); for operators, a payment to verify.
 */
export function membershipSources(kit: SourceKit): void {
  kit.events.subscribe('memberships.payment-reviewed', SUBSCRIBER, async ({ id, payload: { subscription, decision, note, operatorId } }) => {
    const plan = PLANS[subscription.planType].name;
    const actor = await actorOf(kit.accounts, operatorId);
    const text = decision === 'approved' ? `Your ${money(subscription.amount)} payment for ${plan} was approved: your membership is active` : `Your ${money(subscription.amount)} payment for ${plan} was not approved${note ? `: ${note}` : ''}`;
    await kit.notify(subscription.userId, { type: decision === 'approved' ? 'payments.approved' : 'payments.rejected', key: id, actor, text, link: '/premium' });
  });
  kit.events.subscribe('memberships.expiring', SUBSCRIBER, async ({ id, payload: { subscription } }) => {
    const text = `Your ${PLANS[subscription.planType].name} membership ends on ${longDate(subscription.expiresAt!)}`;
    await kit.notify(subscription.userId, { type: 'payments.expiring', key: id, actor: null, text, link: '/premium' });
  });
  kit.events.subscribe('memberships.renewal-due', SUBSCRIBER, async ({ id, payload: { subscription, instructions } }) => {
    const plan = PLANS[subscription.planType].name;
    const end = longDate(subscription.expiresAt!);
    const text = instructions
      ? `Your ${plan} membership ends on ${end} unless you renew it: ${instructions}`
      : `Your ${plan} membership renews on ${end}: ${money(subscription.amount)} by ${PROVIDER_LABELS[subscription.paymentProvider]}`;
    await kit.notify(subscription.userId, { type: 'payments.renewal', key: id, actor: null, text, link: '/settings#billing' });
  });
  kit.events.subscribe('memberships.payment-failed', SUBSCRIBER, async ({ id, payload: { subscription, day } }) => {
    const plan = PLANS[subscription.planType].name;
    const until = longDate(subscription.graceUntil!);
    const text =
      day === 0
        ? `Your ${money(subscription.amount)} renewal payment for ${plan} failed. You keep access until ${until}: update your payment method to continue`
        : `Reminder: your ${plan} renewal payment has not gone through. Access ends on ${until} unless you update your payment method`;
    await kit.notify(subscription.userId, { type: 'payments.payment-failed', key: id, actor: null, text, link: '/settings#billing' });
  });
  kit.events.subscribe('memberships.payment-queued', SUBSCRIBER, async ({ id, payload: { subscription } }) => {
    const actor = await actorOf(kit.accounts, subscription.userId);
    const text = `${actor!.name} sent a Cash App payment of ${money(subscription.amount)} for ${PLANS[subscription.planType].name} to verify`;
    await notifyAll(kit, await kit.accounts.idsWithRole('operator'), { type: 'operators.payment-to-verify', key: id, actor, text, link: '/premium' });
  });
}
