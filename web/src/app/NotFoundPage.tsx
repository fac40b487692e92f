import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../lib/ui/usePageTitle';
import { useNavLinks } from './layout/use-nav-links';

/**
 * The spec's not-found page (its title and sentence), with a way out: home, and the sections this
 * person may use (the navigation's rule, nav-links.ts), so a mistyped or outdated address is not a dead end.
 */
export default function NotFoundPage() {
  usePageTitle('404 Page Not Found');
  const sections = useNavLinks().filter((link) => link.to !== '/');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 8 } }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.125rem' }, lineHeight: 1.2 }}>
        404 Page Not Found
      </Typography>
      <Typography>Did you forget to add the page to the router?</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        The address may be mistyped, or the page may have moved.
      </Typography>
      <Button href="/" variant="contained" sx={{ mt: 3 }}>
        Go to the home page
      </Button>
      <Box component="section" aria-labelledby="not-found-sections" sx={{ mt: 5 }}>
        <Typography id="not-found-sections" component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem', mb: 1.5 }}>
          Or go to
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {sections.map((link) => (
            <li key={link.to}>
              <Link href={link.to} underline="hover" sx={{ display: 'inline-block', py: 0.5, fontWeight: 500 }}>
                {link.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Container>
  );
}
