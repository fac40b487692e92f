import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import VerifiedIcon from '@mui/icons-material/Verified';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { SITE_NAME } from '../../lib/ui/usePageTitle';
import { SUBTLE_BACKGROUND } from '../theme';
import { COMPLIANCE_CLAIMS, FOOTER_GROUPS, SOCIAL_LINKS } from './footer-links';
import { LegalLinks } from './LegalLinks';
import { useCurrentYear } from './use-current-year';

const SOCIAL_ICONS = { LinkedIn: LinkedInIcon, X: XIcon, Facebook: FacebookIcon, YouTube: YouTubeIcon } as const;

// Roomier on phones, where the links are tapped.
const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1.5, sm: 1 } } as const;

/** The marketing pages' footer: the firm, its link groups, the compliance claims and the legal links. */
export function Footer() {
  const year = useCurrentYear();
  return (
    <Box component="footer" sx={{ bgcolor: SUBTLE_BACKGROUND, borderTop: 1, borderColor: 'divider', mt: 'auto' }}>
      <Container maxWidth="xl" sx={{ py: { xs: 5, md: 6 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography component="p" variant="h6" sx={{ fontWeight: 800, color: 'primary.main' }}>
              {SITE_NAME}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 380 }}>
              Accounting, tax, payroll and HR, CFO, auditing and federal-contracting advisory for small businesses
              and government contractors.
            </Typography>
            <Typography component="h2" variant="subtitle2" sx={{ mt: 3, fontWeight: 700 }}>
              Follow us
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.5, ml: -1 }}>
              {SOCIAL_LINKS.map(({ label, href }) => {
                const Icon = SOCIAL_ICONS[label];
                return (
                  <li key={label}>
                    <IconButton
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${label} (opens in a new tab)`}
                      sx={{ color: 'text.primary' }}
                    >
                      <Icon />
                    </IconButton>
                  </li>
                );
              })}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Box component="nav" aria-label="Footer">
              <Grid container spacing={4}>
                {FOOTER_GROUPS.map((group) => (
                  <Grid key={group.heading} size={{ xs: 12, sm: 4 }}>
                    <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
                      {group.heading}
                    </Typography>
                    <Box component="ul" sx={listSx}>
                      {group.links.map((link) => (
                        <li key={link.href}>
                          <Link href={link.href} color="text.secondary" underline="hover" variant="body2" sx={{ '&:hover': { color: 'text.primary' } }}>
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </Box>
                  </Grid>
                ))}
              </Grid>
            </Box>
          </Grid>
        </Grid>

        <Box
          component="ul"
          aria-label="Accessibility and compliance"
          sx={{ listStyle: 'none', m: 0, p: 0, mt: 5, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 } }}
        >
          {COMPLIANCE_CLAIMS.map((claim) => (
            <Box component="li" key={claim} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontSize: '0.875rem', fontWeight: 600 }}>
              <VerifiedIcon aria-hidden sx={{ fontSize: 18, color: 'success.main' }} />
              {claim}
            </Box>
          ))}
        </Box>

        <Box
          sx={{
            mt: 3,
            pt: 3,
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            © {year} {SITE_NAME}. All rights reserved.
          </Typography>
          <LegalLinks />
        </Box>
      </Container>
    </Box>
  );
}
