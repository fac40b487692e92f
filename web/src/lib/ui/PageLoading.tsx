import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

type Props = {
  /** The page's own heading, as it shows once loaded. */
  title: string;
  /** The line under the heading, when the page has one that does not depend on who is reading. */
  intro?: string;
  /** The loaded page's container padding, so the heading does not move when the page arrives. */
  sx?: SxProps<Theme>;
  /** How many card-shaped blocks stand in for the content. */
  cards?: number;
};

/**
 * What a page shows until it knows who is reading: its heading and a skeleton of its content. It is
 * also what the prerendered HTML of that route holds (every route is prerendered as a visitor before
 * anyone is known), so the browser paints the page's frame before any script runs.
 */
export function PageLoading({ title, intro, sx, cards = 4 }: Props) {
  return (
    <Container maxWidth="lg" sx={sx ?? { py: { xs: 4, md: 6 } }} aria-busy="true">
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      ) : null}
      <Box role="progressbar" aria-label="Loading" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={280} sx={{ mt: 3 }} />
    </Container>
  );
}
