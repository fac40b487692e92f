import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Props = {
  /** What is empty, said plainly ("No scans yet"). */
  title: string;
  /** Why, and what the person can do about it. */
  description?: ReactNode;
  /** The way forward (a Button), when there is one for this person. */
  action?: ReactNode;
  icon?: ReactNode;
  /** The heading level that fits the page's outline (default h2). */
  headingLevel?: 'h2' | 'h3' | 'h4';
};

/**
 * An honest empty state: says what is empty and what to do next, never a blank card or a sample.
 * Every app page shows one where a list or figure has nothing yet.
 */
export function EmptyState({ title, description, action, icon, headingLevel = 'h2' }: Props) {
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderStyle: 'dashed', borderRadius: 2, px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 5 }, textAlign: 'center' }}
    >
      {icon ? (
        <Box aria-hidden sx={{ color: 'text.secondary', mb: 1, '& svg': { fontSize: 40 } }}>
          {icon}
        </Box>
      ) : null}
      <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {description ? (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>
          {description}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 1 }}>{action}</Box> : null}
    </Box>
  );
}
