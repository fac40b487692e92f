import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MEMBERSHIP_MESSAGES as M, PLANS, type TSubscription } from '@app/shared-types/membership/model';
import { useCancelMembership } from '../api/my-subscriptions';
import { formatDate } from '../model/membership';

const PROVIDER_NAMES: Record<string, string> = { square: 'Square', paypal: 'PayPal' };

/** A payment waiting for verification: what to send, and a way to withdraw the request. */
export function PendingPayment({ subscription, instructions, onChanged }: { subscription: TSubscription; instructions: string | null; onChanged: () => void }) {
  const cancel = useCancelMembership();
  const plan = PLANS[subscription.planType];
  return (
    <Alert severity="warning" role="status" sx={{ alignItems: 'flex-start' }}>
      <AlertTitle component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {M.pendingTitle}
      </AlertTitle>
      <Typography>
        {plan.name} plan, ${subscription.amount} per month, requested on {formatDate(subscription.createdAt)}.
      </Typography>
      <Typography sx={{ mt: 1 }}>{instructions ?? (subscription.paymentProvider === 'cashapp' ? M.pendingText : `We are waiting for ${PROVIDER_NAMES[subscription.paymentProvider] ?? 'the payment provider'} to confirm your payment.`)}</Typography>
      <Typography sx={{ mt: 1 }}>This page turns into your member page as soon as the payment is verified; there is no need to reload.</Typography>
      <Button
        sx={{ mt: 1 }}
        color="inherit"
        variant="outlined"
        disabled={cancel.pending}
        onClick={() => void cancel.run().then((o) => o.ok && onChanged())}
      >
        Withdraw Request
      </Button>
    </Alert>
  );
}
