import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../lib/ui/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('404 Page Not Found');
  return (
    <Container maxWidth="md" sx={{ py: 8 }}>
      <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2.25rem', sm: '3rem' } }}>
        404 Page Not Found
      </Typography>
      <Typography>Did you forget to add the page to the router?</Typography>
    </Container>
  );
}
