import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupsIcon from '@mui/icons-material/Groups';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { HOME_COMPLIANCE_BADGES, REGISTRATION_STEPS, SAM_STEPS } from '../../../content/government';
import { HOME_GOVERNMENT_POINTS, HOME_SERVICE_CARDS } from '../../../content/home';
import { contactHref } from '../../../lib/contact-prefill';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { useEffect } from 'react';
import { loadCurrentUser, useUserStore } from '../../../lib/auth/user-store';
import heroImage from '../assets/home-hero.svg';
import { RegistrationStepList } from '../components/RegistrationStepList';
import { SamRegistrationSteps, type TSamMember } from '../components/SamRegistrationSteps';
import { useSamRegistration } from '../api/sam-registration';
import { HeroBadges, LinkButton, PageHero, Section, VisuallyHidden, heroPrimaryButtonSx, heroSecondaryButtonSx } from '../components/ui';

const SERVICE_ICONS: Record<string, React.ReactNode> = {
  bookkeeping: <AccountBalanceIcon aria-hidden fontSize="large" />,
  tax: <ReceiptLongIcon aria-hidden fontSize="large" />,
  hr: <GroupsIcon aria-hidden fontSize="large" />,
  cfo: <TrendingUpIcon aria-hidden fontSize="large" />,
  auditing: <FactCheckIcon aria-hidden fontSize="large" />,
  'government-contracting': <GavelIcon aria-hidden fontSize="large" />,
};

export default function HomePage() {
  usePageTitle('Accounting, Tax and Government Contracting Advisors');
  const user = useUserStore((s) => s.user);
  useEffect(() => {
    void loadCurrentUser();
  }, []);
  // Client mode: a signed-in member sees their own steps' status, progress and 'Continue Step'.
  const sam = useSamRegistration(user?.id ?? null);
  const member: TSamMember | undefined = user ? { registration: sam.registration, error: sam.error, saving: sam.saving, onStatusChange: (id, status) => void sam.setStatus(id, status) } : undefined;

  return (
    <>
      <PageHero
        title="Trusted accounting and federal contracting advisors"
        lead="Bookkeeping, tax, payroll and HR, CFO and auditing services for small and mid-size businesses, plus SAM.gov registration and accessibility compliance support for government contractors."
        image={{
          src: heroImage,
          alt: 'Illustration of a capitol dome beside a financial ledger with a rising bar chart',
          width: 480,
          height: 360,
        }}
        actions={
          <>
            <LinkButton to="/contact" variant="contained" size="large" sx={heroPrimaryButtonSx}>
              Get Started Today
            </LinkButton>
            <LinkButton to="/government-contracting" variant="outlined" size="large" sx={heroSecondaryButtonSx}>
              S.A.M. Registration Help
            </LinkButton>
          </>
        }
      >
        <HeroBadges label="Compliance credentials" badges={HOME_COMPLIANCE_BADGES} fontSize="0.95rem" />
      </PageHero>

      <Section
        headingId="sam-registration-heading"
        title="Your SAM registration in four steps"
        intro="Registering in the System for Award Management is the first requirement for every federal contract. Select a step to see what it involves and what you will need."
      >
        <SamRegistrationSteps steps={SAM_STEPS} member={member} />
        <Box sx={{ mt: 4 }}>
          <LinkButton to="/government-contracting" variant="contained" size="large">
            Start Your SAM Registration
          </LinkButton>
        </Box>
      </Section>

      <Section
        tone="muted"
        headingId="services-heading"
        title="Services for every stage of your business"
        intro="From the first set of books to your first federal award, one team handles the numbers and the compliance."
      >
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
        >
          {HOME_SERVICE_CARDS.map((card) => (
            <Box component="li" key={card.id} sx={{ display: 'flex' }}>
              <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
                <CardContent sx={{ flex: 1 }}>
                  <Box sx={{ color: 'primary.main', mb: 1 }}>{SERVICE_ICONS[card.id]}</Box>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                    {card.title}
                  </Typography>
                  <Typography color="text.secondary">{card.description}</Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <LinkButton to={card.href} variant="outlined">
                    Learn More{' '}<VisuallyHidden>about {card.title}</VisuallyHidden>
                  </LinkButton>
                </CardActions>
              </Card>
            </Box>
          ))}
        </Box>
      </Section>

      <Section
        headingId="government-heading"
        title="Government contracting support"
        intro="Federal work brings its own rules. We keep you registered, documented and ready to bid."
      >
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {HOME_GOVERNMENT_POINTS.map((point) => (
            <Box component="li" key={point.title} sx={{ display: 'flex', gap: 1.5 }}>
              <CheckCircleIcon aria-hidden sx={{ color: 'success.main', mt: 0.25 }} />
              <Box>
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 0.5 }}>
                  {point.title.charAt(0).toUpperCase() + point.title.slice(1)}
                </Typography>
                <Typography color="text.secondary">{point.description}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 4 }}>
          <LinkButton to={contactHref({ service: 'sam-registration' })} variant="contained" size="large">
            Schedule SAM Consultation
          </LinkButton>
        </Box>
      </Section>

      <Section tone="muted" headingId="sam-process-heading" title="How the SAM registration process works">
        <RegistrationStepList steps={REGISTRATION_STEPS} />
      </Section>

      <Box component="section" aria-labelledby="home-cta-heading" sx={{ bgcolor: 'primary.main', color: '#fff', py: { xs: 6, md: 8 } }}>
        <Box sx={{ maxWidth: 900, mx: 'auto', px: { xs: 2, sm: 3 }, textAlign: 'center' }}>
          <Typography id="home-cta-heading" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            Ready to get your finances and compliance in order?
          </Typography>
          <Typography sx={{ mb: 4, color: '#e8eefa', fontSize: '1.1rem' }}>
            Talk to an advisor about your business. The first consultation is free.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
            <LinkButton to="/contact" variant="contained" size="large" sx={heroPrimaryButtonSx}>
              Schedule Free Consultation
            </LinkButton>
            <LinkButton to="/client-portal" variant="outlined" size="large" sx={heroSecondaryButtonSx}>
              Access Client Portal
            </LinkButton>
          </Box>
        </Box>
      </Box>
    </>
  );
}
