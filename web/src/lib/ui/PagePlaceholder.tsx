import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from './usePageTitle';

/** Shown by routes whose feature issue has not landed yet. */
export function PagePlaceholder({ title, notice }: { title: string; notice?: string }) {
  usePageTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{notice ?? 'This area is being prepared and will be available soon.'}</Typography>
    </Container>
  );
}
