import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MEMBERSHIP_MESSAGES as M,
  PAID_PLAN_IDS,
  PLANS,
  SUBSCRIBE_PAGE_PLAN_IDS,
  type TPaidPlanId,
  type TPaymentMethod,
  type TPaymentMethods,
} from '@app/shared-types/membership/model';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { redirectToSignIn } from '../../../lib/auth/sign-in-href';
import { toast } from '../../../lib/toast-store';
import { ContentSkeleton } from '../../../lib/ui/PageLoading';
import { PageHeader } from '../../../lib/ui/PageHeader';
import { useMySubscriptions } from '../api/my-subscriptions';
import { usePaymentMethods } from '../api/payment-methods';
import { useSubscribe } from '../api/subscribe';
import { OrderSummary } from '../components/OrderSummary';
import { PaymentMethodChoice } from '../components/PaymentMethodChoice';
import { PendingPayment } from '../components/PendingPayment';
import { PlanCard } from '../components/PlanCard';
import { openSubscription } from '../model/membership';

// What premium members and operators see: visitors and free members never load it.
const PremiumMemberView = lazy(() => import('../components/PremiumMemberView').then((m) => ({ default: m.PremiumMemberView })));
const PaymentQueuePanel = lazy(() => import('../components/PaymentQueuePanel').then((m) => ({ default: m.PaymentQueuePanel })));

const INTRO = 'Unlock the full training library, premium live sessions and members-only insights for small businesses and government contractors.';

const FIRST_CHOICE: TPaymentMethod[] = ['square', 'paypal', 'cashapp'];
const defaultMethod = (methods: TPaymentMethods) => FIRST_CHOICE.find((m) => methods[m]) ?? null;

/** Payment flow (spec 001 section 4): idle, then processing, then success or failure. */
type TFlow = 'idle' | 'processing' | 'success' | 'failure';

/**
 * /premium: Starter and Professional (and Premium when chosen on /pricing), a payment-method choice,
 * the order summary and Start Premium Access. A pending payment shows what to do next; premium members
 * see the 'Premium Member' page. The page follows the account live: an operator's approval turns it.
 */
export default function PremiumPage() {
  const { user, ready, hasPremiumAccess, isOperator } = useCurrentUser();
  const [params] = useSearchParams();
  const requested = params.get('plan');
  const planIds: readonly TPaidPlanId[] = requested === 'premium' ? PAID_PLAN_IDS : SUBSCRIBE_PAGE_PLAN_IDS;
  const [planId, setPlanId] = useState<TPaidPlanId>(planIds.includes(requested as TPaidPlanId) ? (requested as TPaidPlanId) : 'professional');
  const methods = usePaymentMethods();
  const [chosen, setChosen] = useState<TPaymentMethod | null>(null);
  const method = chosen ?? (methods ? defaultMethod(methods) : null);
  const [flow, setFlow] = useState<TFlow>('idle');
  const { subscriptions, reload, setSubscriptions } = useMySubscriptions(user ? `${user.id}:${user.isPremium}` : null);
  const open = openSubscription(subscriptions);

  const subscribe = useSubscribe((result) => {
    if (result.approvalUrl) {
      window.location.assign(result.approvalUrl);
      return;
    }
    setSubscriptions((list) => [result.subscription, ...(list ?? [])]);
    toast({ title: M.pendingTitle, description: M.pendingText });
  });

  // The account turned premium while this page was open (an operator approved, a provider confirmed).
  const wasPremium = useRef<boolean | null>(null);
  useEffect(() => {
    if (!ready) return;
    const now = !!user?.isPremium;
    if (wasPremium.current === false && now) toast({ variant: 'success', title: M.activatedTitle, description: `Welcome to ${PLANS[user!.plan === 'free' ? 'premium' : user!.plan].name}. Your premium access is ready.` });
    wasPremium.current = user ? now : null;
  }, [ready, user]);

  async function start() {
    if (!user) return redirectToSignIn(`/premium?plan=${planId}`);
    if (!method || !methods?.[method]) {
      toast({ variant: 'destructive', title: M.methodUnavailableTitle, description: M.methodUnavailableText });
      return;
    }
    setFlow('processing');
    const outcome = await subscribe.run({ planId, paymentMethod: method, amount: PLANS[planId].price });
    setFlow(outcome.ok ? 'success' : 'failure');
  }

  const header = <PageHeader title="Premium Access" description={INTRO} />;
  if (!ready)
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {header}
        <ContentSkeleton />
      </Container>
    );

  if (user && hasPremiumAccess) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Suspense fallback={<ContentSkeleton />}>
          <PremiumMemberView user={user} subscription={open} onChanged={reload}>
            {isOperator && <PaymentQueuePanel />}
          </PremiumMemberView>
        </Suspense>
      </Container>
    );
  }

  // A member's checkout waits for their memberships: one with a payment waiting is shown that
  // payment, never a checkout that turns into it a moment later.
  if (user && subscriptions === null)
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {header}
        <ContentSkeleton />
      </Container>
    );

  const plan = PLANS[planId];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      {header}

      {open?.status === 'pending' ? (
        <PendingPayment subscription={open} instructions={open.instructions} onChanged={reload} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
          <Box component="section" aria-labelledby="choose-plan">
            <Typography id="choose-plan" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              Choose your plan
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(${planIds.length}, 1fr)` } }}>
              {planIds.map((id) => (
                <PlanCard
                  key={id}
                  plan={PLANS[id]}
                  headingLevel="h3"
                  selected={id === planId}
                  action={
                    <Button fullWidth variant={id === planId ? 'contained' : 'outlined'} aria-pressed={id === planId} onClick={() => setPlanId(id)}>
                      {id === planId ? `${PLANS[id].name} selected` : `Choose ${PLANS[id].name}`}
                    </Button>
                  }
                />
              ))}
            </Box>
          </Box>
          <Stack spacing={2} component="section" aria-label="Checkout">
            {methods ? <PaymentMethodChoice methods={methods} value={method} onChange={setChosen} disabled={flow === 'processing'} /> : <CircularProgress aria-label="Loading payment methods" />}
            <OrderSummary plan={plan} method={method} />
            <Button size="large" variant="contained" onClick={() => void start()} disabled={flow === 'processing'}>
              {flow === 'processing' ? 'Processing…' : 'Start Premium Access'}
            </Button>
            {!user && <Typography variant="body2">You will sign in first, then come back here to pay.</Typography>}
          </Stack>
        </Box>
      )}
    </Container>
  );
}
