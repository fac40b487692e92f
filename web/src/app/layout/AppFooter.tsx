import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SITE_NAME } from '../../lib/ui/usePageTitle';
import { LEGAL_LINKS } from './footer-links';
import { useCurrentYear } from './use-current-year';

/** The app pages' footer: one quiet line (copyright, legal links, contact); the marketing footer is for the site. */
export function AppFooter() {
  const year = useCurrentYear();
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        borderTop: 1,
        borderColor: 'divider',
        px: { xs: 2, sm: 3 },
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 3,
        rowGap: 1,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        © {year} {SITE_NAME}
      </Typography>
      <Box component="ul" aria-label="Legal" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        {[...LEGAL_LINKS, { label: 'Contact', href: '/contact' }].map((link) => (
          <li key={link.href}>
            <Link href={link.href} color="text.secondary" underline="hover" variant="body2">
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
