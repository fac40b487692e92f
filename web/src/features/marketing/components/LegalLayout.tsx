import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { useHashFocus } from './useHashFocus';

export type TLegalSection = { id: string; title: string; body: ReactNode };

/**
 * A long-form page (privacy, terms, accessibility): h1, date, contents, then one h2 per section.
 * It owns the document title and the focus of a linked section (/privacy#cookies), so every legal
 * page behaves the same.
 */
export function LegalLayout({ title, updated, intro, sections }: { title: string; updated: string; intro: ReactNode; sections: readonly TLegalSection[] }) {
  usePageTitle(title);
  useHashFocus(sections.map((s) => s.id));
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 5, md: 7 } }}>
      <Typography id="page-title" variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.6rem' }, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {updated}
      </Typography>
      <Box sx={{ fontSize: '1.1rem', mb: 4, '& p': { mt: 0, mb: 2 } }}>{intro}</Box>
      <Box component="nav" aria-labelledby="contents-heading" sx={{ bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 2, p: 3, mb: 5 }}>
        <Typography id="contents-heading" component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
          On this page
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {sections.map((s) => (
            <li key={s.id}>
              <Link component={RouterLink} to={{ hash: s.id }}>
                {s.title}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      {sections.map((s) => (
        <Box
          component="section"
          key={s.id}
          id={s.id}
          tabIndex={-1}
          aria-labelledby={`${s.id}-heading`}
          sx={{ mb: 5, scrollMarginTop: { xs: 64, md: 80 }, '& p': { mt: 0, mb: 2, lineHeight: 1.7 }, '& ul': { mt: 0, mb: 2, pl: 3, lineHeight: 1.7 } }}
        >
          <Typography id={`${s.id}-heading`} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {s.title}
          </Typography>
          {s.body}
        </Box>
      ))}
    </Box>
  );
}

/** A text link inside legal copy (router for our pages, plain anchors for mail and phone). */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {children}
    </Link>
  );
}
