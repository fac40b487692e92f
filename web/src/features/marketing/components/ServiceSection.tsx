import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { SERVICE_CONTACT_INTEREST, SERVICE_TIERS, formatTierPrice } from '../../../content/services';
import type { TServiceEntry } from '../../../content/types';
import { contactHref } from '../../../lib/contact-prefill';
import { LinkButton, VisuallyHidden } from './ui';

/** One service on /services: its anchor target (id + tabIndex -1), features, pricing and 'Get Started'. */
export function ServiceSection({ service, muted }: { service: TServiceEntry; muted: boolean }) {
  const headingId = `${service.id}-heading`;
  const tiers = SERVICE_TIERS[service.id];
  return (
    <Box
      component="section"
      id={service.id}
      tabIndex={-1}
      aria-labelledby={headingId}
      sx={{
        py: { xs: 6, md: 8 },
        bgcolor: muted ? 'grey.50' : undefined,
        scrollMarginTop: { xs: 64, md: 80 },
        '&:focus': { outline: 'none' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
      }}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Box>
          <Typography id={headingId} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {service.title}
          </Typography>
          <Typography sx={{ mb: 3, fontSize: '1.05rem' }}>{service.description}</Typography>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
            What&apos;s included
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {service.features.map((feature) => (
              <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <CheckIcon aria-hidden fontSize="small" sx={{ color: 'success.main', mt: 0.3 }} />
                <Typography component="span">{feature}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Paper variant="outlined" sx={{ p: 3, alignSelf: 'start' }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            Pricing
          </Typography>
          <Typography sx={{ fontSize: '1.4rem', fontWeight: 800, color: 'primary.main', my: 1 }}>{service.pricing}</Typography>
          <Box component="ul" aria-label={`${service.title} packages`} sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
            {tiers.map((tier) => (
              <Box
                component="li"
                key={tier.id}
                sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {tier.name}
                  {tier.popular ? <Chip size="small" label="Most Popular" sx={{ ml: 1, bgcolor: '#0b3d91', color: '#fff', fontWeight: 600 }} /> : null}
                  {tier.governmentReady ? <Chip size="small" label="Gov Ready" sx={{ ml: 1, bgcolor: '#1b5e20', color: '#fff', fontWeight: 600 }} /> : null}
                </Box>
                <Box component="span">{formatTierPrice(tier)}</Box>
              </Box>
            ))}
          </Box>
          <LinkButton to={contactHref({ service: SERVICE_CONTACT_INTEREST[service.id] })} variant="contained" size="large" fullWidth>
            Get Started{' '}<VisuallyHidden>with {service.title}</VisuallyHidden>
          </LinkButton>
        </Paper>
      </Box>
    </Box>
  );
}
