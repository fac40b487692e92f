import { useNavigate } from 'react-router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import GroupsIcon from '@mui/icons-material/Groups';
import { CLAIMS, MONEY_BACK_GUARANTEE, PAID_PLAN_IDS, PLANS, type TPlanId } from '@app/shared-types/membership/model';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { redirectToSignIn } from '../../../lib/auth/sign-in-href';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { PlanCard } from '../components/PlanCard';
import { PRICING_FAQ } from '../model/faq';

/** Where a plan's button leads: the free plan to the training library, a paid one to checkout. */
export const planDestination = (id: TPlanId) => (id === 'free' ? '/training' : `/premium?plan=${id}`);

/**
 * /pricing: the three paid plans, Start Free, features per plan and an FAQ. A visitor choosing any
 * plan, the free one included, signs in first and comes back to it (spec 001 section 6).
 */
export default function PricingPage() {
  usePageTitle('Pricing');
  const { isSignedIn } = useCurrentUser();
  const navigate = useNavigate();
  const choose = (id: TPlanId) => {
    if (!isSignedIn) redirectToSignIn(planDestination(id));
    else void navigate(planDestination(id));
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box sx={{ textAlign: 'center', mb: 4 }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
          Simple, Transparent Pricing
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 720, mx: 'auto' }}>
          Training, live sessions and advisory time for small businesses and government contractors. Every plan is month to month.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ justifyContent: 'center', mt: 2 }}>
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'center' }}>
            <VerifiedUserIcon color="success" aria-hidden /> {MONEY_BACK_GUARANTEE}
          </Typography>
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'center' }}>
            <GroupsIcon color="primary" aria-hidden /> Join {CLAIMS.members} members
          </Typography>
        </Stack>
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {PAID_PLAN_IDS.map((id) => (
          <PlanCard
            key={id}
            plan={PLANS[id]}
            action={
              <Button fullWidth size="large" variant={PLANS[id].popular ? 'contained' : 'outlined'} onClick={() => choose(id)}>
                {PLANS[id].cta}
                <VisuallyHidden> with the {PLANS[id].name} plan</VisuallyHidden>
              </Button>
            }
          />
        ))}
      </Box>

      <Paper variant="outlined" component="section" aria-labelledby="start-free" sx={{ mt: 4, p: { xs: 2, md: 4 }, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="start-free" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            Start Free
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {PLANS.free.description} Free members get: {PLANS.free.features.join(', ')}.
          </Typography>
        </Box>
        <Button size="large" variant="outlined" onClick={() => choose('free')}>
          {PLANS.free.cta}
        </Button>
      </Paper>

      <Box component="section" aria-labelledby="pricing-faq" sx={{ mt: 6 }}>
        <Typography id="pricing-faq" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Frequently Asked Questions
        </Typography>
        {PRICING_FAQ.map((item, i) => (
          <Accordion key={item.question} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${i}-content`} id={`faq-${i}-header`}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${i}-content`}>
              <Typography>{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Container>
  );
}
