import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle } from './usePageTitle';

type Props = {
  /** The page's one h1; also the document title unless `documentTitle` says otherwise. */
  title: ReactNode;
  /** One or two sentences under the title: what this page is for. */
  description?: ReactNode;
  /** The page's primary action (a Button or a small group of them), beside the title on wide screens. */
  action?: ReactNode;
  /** Text for <title> when `title` is not plain text. */
  documentTitle?: string;
  /** Extra content under the description (badges, a status line). */
  children?: ReactNode;
};

/**
 * The header every app page opens with, so app pages share one type scale and one layout: the h1,
 * its description, and the primary action, which wraps under the text on narrow screens.
 */
export function PageHeader({ title, description, action, documentTitle, children }: Props) {
  usePageTitle(documentTitle ?? (typeof title === 'string' ? title : ''));
  return (
    <Box
      component="header"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', justifyContent: 'space-between', mb: { xs: 3, md: 4 } }}
    >
      <Box sx={{ minWidth: 0, maxWidth: 760, flex: '1 1 320px' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', md: '2.125rem' }, lineHeight: 1.2, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {description ? (
          <Typography color="text.secondary" sx={{ mt: 1, fontSize: { xs: '1rem', md: '1.0625rem' } }}>
            {description}
          </Typography>
        ) : null}
        {children}
      </Box>
      {/* Wraps its buttons rather than widening the page on a phone. */}
      {action ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flexShrink: 0, maxWidth: '100%' }}>{action}</Box> : null}
    </Box>
  );
}
