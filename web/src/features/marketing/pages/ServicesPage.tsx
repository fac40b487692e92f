import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SERVICES, SERVICE_IDS } from '../../../content/services';
import { lazyWithPreload } from '../../../lib/ui/lazy-with-preload';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import heroImage from '../assets/services-hero.svg';
import { ServiceSection } from '../components/ServiceSection';
import { useHashFocus } from '../components/useHashFocus';
import { LinkButton, PageHero, Section, heroPrimaryButtonSx } from '../components/ui';

// Below the fold: its chunk (tabs, tier picker) loads after the page has painted.
const ServiceTabs = lazyWithPreload<object>(() => import('../components/ServiceTabs').then((m) => ({ default: m.ServiceTabs })));

/** The prerendered /services shows the tabs: loaded before it hydrates (see app/routes.tsx). */
export const preload = () => ServiceTabs.preload();

export default function ServicesPage() {
  usePageTitle('Services');
  useHashFocus(SERVICE_IDS);

  return (
    <>
      <PageHero
        title="Accounting, tax and advisory services"
        lead="Six practices, one team. Choose the support your business needs today and add more as you grow, with packages built for commercial companies and federal contractors alike."
        image={{ src: heroImage, alt: '', width: 480, height: 360 }}
        actions={
          <LinkButton to="/contact" variant="contained" size="large" sx={heroPrimaryButtonSx}>
            Schedule Consultation
          </LinkButton>
        }
      />

      <Box component="nav" aria-label="Services on this page" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
        <Box
          component="ul"
          sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: 2, m: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, md: 3 } }}
        >
          {SERVICES.map((service) => (
            <li key={service.id}>
              <Link component={RouterLink} to={{ hash: service.id }} sx={{ fontWeight: 600, display: 'inline-block', py: 0.5 }}>
                {service.title}
              </Link>
            </li>
          ))}
        </Box>
      </Box>

      {SERVICES.map((service, index) => (
        <ServiceSection key={service.id} service={service} muted={index % 2 === 1} />
      ))}

      <Section
        tone="muted"
        headingId="packages-heading"
        title="Find the right package"
        intro="Pick a package, compare what each level includes, or work through our federal contracting compliance checklist. Your choices are saved in this browser."
      >
        <Suspense fallback={<Box sx={{ minHeight: 900 }} aria-busy="true" />}>
          <ServiceTabs />
        </Suspense>
      </Section>

      <Box component="section" aria-labelledby="services-cta-heading" sx={{ py: { xs: 6, md: 8 }, textAlign: 'center' }}>
        <Box sx={{ maxWidth: 800, mx: 'auto', px: { xs: 2, sm: 3 } }}>
          <Typography id="services-cta-heading" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            Not sure where to start?
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4, fontSize: '1.1rem' }}>
            Tell us about your business and we will recommend the right mix of services. If you work with federal agencies, see how we support
            government contractors.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
            <LinkButton to="/contact" variant="contained" size="large">
              Schedule Consultation
            </LinkButton>
            <LinkButton to="/government-contracting" variant="outlined" size="large">
              Learn About Government Contracting
            </LinkButton>
          </Box>
        </Box>
      </Box>
    </>
  );
}
