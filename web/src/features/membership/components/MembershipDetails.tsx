import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYMENT_METHOD_LABELS, PLANS, planLabel, type TPaymentMethod, type TSubscription } from '@app/shared-types/membership/model';
import { useCancelMembership, useRequestRefund } from '../api/my-subscriptions';
import { canAskRefund, formatDate, periodText } from '../model/membership';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';

/** The member's active membership: plan, method, renewal or end date; cancel and the 30-day refund. */
export function MembershipDetails({ subscription, onChanged }: { subscription: TSubscription; onChanged: () => void }) {
  const [confirm, setConfirm] = useState<'cancel' | 'refund' | null>(null);
  const cancel = useCancelMembership();
  const refund = useRequestRefund();
  const plan = PLANS[subscription.planType];
  const method = PAYMENT_METHOD_LABELS[subscription.paymentProvider as TPaymentMethod] ?? subscription.paymentProvider;

  async function onConfirm() {
    const outcome = confirm === 'cancel' ? await cancel.run() : await refund.run(undefined);
    setConfirm(null);
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        {!subscription.cancelAtPeriodEnd && (
          <Button variant="outlined" color="error" onClick={() => setConfirm('cancel')}>
            Cancel Membership
          </Button>
        )}
        {canAskRefund(subscription) && (
          <Button variant="outlined" onClick={() => setConfirm('refund')}>
            Request 30-Day Refund
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'refund' ? 'Request a refund?' : 'Cancel your membership?'}
        text={
          confirm === 'refund'
            ? 'We will return your payment under the 30-day money-back guarantee, and your premium access ends when the refund is made.'
            : `Your membership will not renew. You keep premium access until ${formatDate(subscription.expiresAt)}.`
        }
        confirmLabel={confirm === 'refund' ? 'Request Refund' : 'Cancel Membership'}
        pending={cancel.pending || refund.pending}
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirm(null)}
      />
    </Paper>
  );
}
