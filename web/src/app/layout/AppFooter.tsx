import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SITE_NAME } from '../../lib/ui/usePageTitle';
import { LegalLinks } from './LegalLinks';
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
      <LegalLinks extra={[{ label: 'Contact', href: '/contact' }]} />
    </Box>
  );
}
