import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TUser } from '@app/shared-types/auth';
import { PAYMENT_METHOD_LABELS, membershipLabel, membershipOf, planLabel, type TPaymentMethod, type TSubscription } from '@app/shared-types/membership/model';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useMySubscriptions } from '../api/my-subscriptions';
import { formatDate, openSubscription, pendingPayments, periodText, statusLabel } from '../model/membership';
import { DetailList, DetailRow, SectionCard } from '../../../lib/ui/SectionCard';
import { PlanChanges } from './PlanChanges';

const methodName = (s: TSubscription) => PAYMENT_METHOD_LABELS[s.paymentProvider as TPaymentMethod] ?? s.paymentProvider;

/**
 * The Billing section of /settings (the account menu links to /settings#billing): the plan as
 * membershipLabel names it everywhere, its status and date, payments waiting for verification, and
 * plan changes (PlanChanges: change with a preview, a pending downgrade or cancellation with Undo,
 * cancel at period end); paying for a new membership happens on /premium.
 */
export function BillingCard() {
  const { user } = useCurrentUser();
  const { subscriptions, reload } = useMySubscriptions(user ? `${user.id}:${user.isPremium}:${user.plan}` : null);
  if (!user) return null;
  return <Billing user={user} subscriptions={subscriptions} onChanged={reload} />;
}

export function Billing({ user, subscriptions, onChanged }: { user: TUser; subscriptions: TSubscription[] | null; onChanged: () => void }) {
  const staff = membershipOf(user).kind === 'staff';
  const open = openSubscription(subscriptions);
  const current = open?.status === 'active' ? open : null;
  const waiting = pendingPayments(subscriptions);
  return (
    <SectionCard titleId="billing-card-title" title="Billing" id="billing" sx={{ scrollMarginTop: 96 }}>
      {subscriptions === null ? (
        <Typography variant="body2" role="status">
          Loading your membership…
        </Typography>
      ) : (
        <DetailList>
          <DetailRow label="Plan">{membershipLabel(user)}</DetailRow>
          <DetailRow label="Status">{staff ? 'Included with your staff role: nothing to pay' : statusLabel(open)}</DetailRow>
          {current ? <DetailRow label={current.cancelAtPeriodEnd || current.paymentProvider === 'cashapp' ? 'Access until' : 'Renews on'}>{formatDate(current.expiresAt)}</DetailRow> : null}
          {current ? <DetailRow label="Payment">{`$${current.amount} per month, ${methodName(current)}`}</DetailRow> : null}
          {staff ? null : (
            <DetailRow label="Waiting for verification">
              {waiting.length === 0
                ? 'No payment is waiting.'
                : waiting.map((s) => `${planLabel(s.planType)}, $${s.amount} by ${methodName(s)}, sent ${formatDate(s.createdAt)}`).join('; ')}
            </DetailRow>
          )}
        </DetailList>
      )}
      {current ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {periodText(current)}
        </Typography>
      ) : null}
      {current && !staff ? <PlanChanges subscription={current} onChanged={onChanged} /> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {staff ? (
          user.role === 'operator' ? (
            <Button href="/premium" variant="outlined">
              Review members’ payments
            </Button>
          ) : null
        ) : (
          <>
            <Button href="/premium" variant="contained">
              {current || waiting.length ? 'Manage membership' : 'Change plan'}
            </Button>
            <Button href="/pricing" variant="text">
              Compare plans
            </Button>
          </>
        )}
      </Box>
    </SectionCard>
  );
}
