import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import EventIcon from '@mui/icons-material/Event';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GavelIcon from '@mui/icons-material/Gavel';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import {
  COMPLIANCE_UPDATES,
  GOVERNMENT_BADGES,
  GOVERNMENT_REQUIREMENTS,
  GOVERNMENT_RESOURCES,
  GOVERNMENT_SERVICE_CARDS,
  REGISTRATION_STEPS,
  type TGovernmentServiceCard,
} from '../../../content/government';
import { contactHref, type TContactServiceInterest } from '../../../lib/contact-prefill';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import heroImage from '../assets/government-hero.svg';
import { RegistrationStepList } from '../components/RegistrationStepList';
import { UrgencyChip } from '../components/UrgencyChip';
import { ExternalLinkButton, HeroBadges, LinkButton, PageHero, Section, VisuallyHidden, heroPrimaryButtonSx, heroSecondaryButtonSx } from '../components/ui';
import { FeatureList } from '../components/FeatureList';

const CARD_ICON: Record<TGovernmentServiceCard['id'], React.ReactNode> = {
  sam: <GavelIcon aria-hidden fontSize="large" />,
  vpat: <AccessibilityNewIcon aria-hidden fontSize="large" />,
  compliance: <FactCheckIcon aria-hidden fontSize="large" />,
};

const CARD_SERVICE: Record<TGovernmentServiceCard['id'], TContactServiceInterest> = {
  sam: 'sam-registration',
  vpat: 'government-contracting',
  compliance: 'government-contracting',
};

export default function GovernmentContractingPage() {
  usePageTitle('Government Contracting Services');

  return (
    <>
      <PageHero
        title="Government Contracting Services"
        lead="SAM.gov registration, VPAT accessibility documentation and FAR/DFARS compliance support, so you can compete for federal contracts with confidence."
        image={{ src: heroImage, alt: '', width: 480, height: 360 }}
      >
        <HeroBadges label="Credentials" badges={GOVERNMENT_BADGES} />
      </PageHero>

      <Section headingId="gov-services-heading" title="How we help federal contractors" intro="Three services that cover what agencies check before, during and after award.">
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {GOVERNMENT_SERVICE_CARDS.map((card) => (
            <Box component="li" key={card.id} sx={{ display: 'flex' }}>
              <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
                <CardContent sx={{ flex: 1 }}>
                  <Box sx={{ color: 'primary.main', mb: 1 }}>{CARD_ICON[card.id]}</Box>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                    {card.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {card.description}
                  </Typography>
                  <FeatureList features={card.features} />
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <LinkButton
                    to={contactHref({ service: CARD_SERVICE[card.id], message: `I'd like to talk about ${card.title}.` })}
                    variant="contained"
                    fullWidth
                  >
                    {card.action}
                  </LinkButton>
                </CardActions>
              </Card>
            </Box>
          ))}
        </Box>
      </Section>

      <Section
        tone="muted"
        headingId="requirements-heading"
        title="Key compliance requirements"
        intro="The obligations federal contractors most often miss, how urgent each one is, and when it is due."
      >
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {GOVERNMENT_REQUIREMENTS.map((req) => (
            <Paper component="li" variant="outlined" key={req.title} sx={{ p: { xs: 2, sm: 3 } }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                  {req.title}
                </Typography>
                <Box component="span" sx={{ display: 'inline-flex' }}>
                  <VisuallyHidden>Urgency:</VisuallyHidden>{' '}
                  <UrgencyChip urgency={req.urgency} />
                </Box>
              </Box>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {req.description}
              </Typography>
              <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}>
                <EventIcon aria-hidden fontSize="small" sx={{ color: 'primary.main' }} />
                Deadline: {req.deadline}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Section>

      <Section headingId="registration-process-heading" title="The SAM.gov registration process" intro="Four steps from first conversation to an active registration, and the renewals that keep it that way.">
        <RegistrationStepList steps={REGISTRATION_STEPS} />
      </Section>

      <Section tone="muted" headingId="updates-heading" title="2025 Compliance Updates" intro="Changes that affect how contractors register, document and deliver.">
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {COMPLIANCE_UPDATES.map((update) => (
            <Paper component="li" variant="outlined" key={update.id} sx={{ p: 3 }}>
              <NewReleasesIcon aria-hidden sx={{ color: 'secondary.main', mb: 1 }} />
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
                {update.title}
              </Typography>
              <Typography color="text.secondary">{update.description}</Typography>
            </Paper>
          ))}
        </Box>
      </Section>

      <Section headingId="resources-heading" title="Official resources" intro="Go straight to the source. Each link opens the official site in a new tab.">
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {GOVERNMENT_RESOURCES.map((resource) => (
            <Paper component="li" variant="outlined" key={resource.href} sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Box sx={{ flex: 1 }}>
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 0.5 }}>
                  {resource.title}
                </Typography>
                <Typography color="text.secondary">{resource.description}</Typography>
              </Box>
              <ExternalLinkButton href={resource.href} variant="outlined">
                {resource.label}
              </ExternalLinkButton>
            </Paper>
          ))}
        </Box>
      </Section>

      <Box component="section" aria-labelledby="gov-cta-heading" sx={{ bgcolor: 'primary.main', color: '#fff', py: { xs: 6, md: 8 } }}>
        <Box sx={{ maxWidth: 900, mx: 'auto', px: { xs: 2, sm: 3 }, textAlign: 'center' }}>
          <Typography id="gov-cta-heading" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            Ready to compete for federal contracts?
          </Typography>
          <Typography sx={{ mb: 4, color: '#e8eefa', fontSize: '1.1rem' }}>
            We will review your registration, documentation and accessibility readiness in a free consultation.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
            <LinkButton to={contactHref({ service: 'government-contracting' })} variant="contained" size="large" sx={heroPrimaryButtonSx}>
              Schedule Free Consultation
            </LinkButton>
            <LinkButton to={contactHref({ service: 'sam-registration' })} variant="outlined" size="large" sx={heroSecondaryButtonSx}>
              Start SAM Registration
            </LinkButton>
          </Box>
        </Box>
      </Box>
    </>
  );
}
