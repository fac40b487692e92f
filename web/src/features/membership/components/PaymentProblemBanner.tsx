import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useMySubscriptions } from '../api/my-subscriptions';
import { paymentProblemOf, type PaymentProblem } from '../model/grace';

/**
 * The banner of a member whose renewal charge failed (dunning, issue 27): access stays until the
 * end of the grace period, and the link goes where the payment is fixed (the provider's page the
 * failure named; else the contact page, where the firm helps). Nothing shows outside grace.
 */
export function PaymentProblemBanner() {
  const { user } = useCurrentUser();
  const { subscriptions } = useMySubscriptions(user ? `${user.id}:${user.isPremium}:${user.plan}:${user.premiumExpiresAt ?? ''}` : null);
  const problem = paymentProblemOf(subscriptions);
  return problem ? <PaymentProblemNotice problem={problem} /> : null;
}

export function PaymentProblemNotice({ problem }: { problem: PaymentProblem }) {
  const action = problem.fixUrl ? (
    <Button color="inherit" variant="outlined" size="small" href={problem.fixUrl} target="_blank" rel="noopener noreferrer">
      Fix your payment
    </Button>
  ) : (
    <Button color="inherit" variant="outlined" size="small" href="/contact">
      Contact us to fix it
    </Button>
  );
  return (
    // The button under the words, not in Alert's action slot: beside them it squeezed the text to a
    // narrow column on a phone, and wrapping put the icon on a line of its own.
    <Alert severity="warning" role="region" aria-labelledby="payment-problem-title">
      <AlertTitle id="payment-problem-title">Your renewal payment failed</AlertTitle>
      {`Your ${problem.plan} stays active until ${problem.until} while you fix the payment. If it is not fixed by then, your access ends on that date.`}
      <Box sx={{ mt: 1.5 }}>{action}</Box>
    </Alert>
  );
}
