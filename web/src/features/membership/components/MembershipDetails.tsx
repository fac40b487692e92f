import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PAYMENT_METHOD_LABELS, PLANS, planLabel, type TPaymentMethod, type TSubscription } from '@app/shared-types/membership/model';
import { useRequestRefund } from '../api/my-subscriptions';
import { canAskRefund, formatDate, periodText } from '../model/membership';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';
import { PlanChanges } from './PlanChanges';

/**
 * The member's active membership on /premium: plan, method, renewal or end date; the same plan
 * controls as the Billing section of /settings (a pending downgrade or cancellation, "Professional
 * until Dec 31, then Starter", with Undo; Change plan; cancel at period end), so a member who
 * scheduled a change sees it wherever they look at their plan; and the 30-day refund.
 */
export function MembershipDetails({ subscription, onChanged }: { subscription: TSubscription; onChanged: () => void }) {
  const [confirmRefund, setConfirmRefund] = useState(false);
  const refund = useRequestRefund();
  const plan = PLANS[subscription.planType];
  const method = PAYMENT_METHOD_LABELS[subscription.paymentProvider as TPaymentMethod] ?? subscription.paymentProvider;

  async function onConfirmRefund() {
    const outcome = await refund.run(undefined);
    setConfirmRefund(false);
    if (outcome.ok) onChanged();
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="membership-details" sx={{ p: 2 }}>
      <Typography id="membership-details" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Your membership
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {planLabel(plan.id)}, ${subscription.amount} per month, paid with {method}.
      </Typography>
      <Typography color="text.secondary">{periodText(subscription)}</Typography>
      {subscription.refundRequestedAt && (
        <Alert severity="info" sx={{ mt: 1 }}>
          Refund requested on {formatDate(subscription.refundRequestedAt)}. We will confirm by email once the payment is returned.
        </Alert>
      )}
      <PlanChanges subscription={subscription} onChanged={onChanged} />
      {canAskRefund(subscription) && (
        <Box sx={{ mt: 1 }}>
          <Button variant="outlined" onClick={() => setConfirmRefund(true)}>
            Request 30-Day Refund
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirmRefund}
        title="Request a refund?"
        text="We will return your payment under the 30-day money-back guarantee, and your premium access ends when the refund is made."
        confirmLabel="Request Refund"
        pending={refund.pending}
        onConfirm={() => void onConfirmRefund()}
        onClose={() => setConfirmRefund(false)}
      />
    </Paper>
  );
}
