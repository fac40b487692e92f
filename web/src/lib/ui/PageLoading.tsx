import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { PageHeader } from './PageHeader';

type FrameProps = {
  /** The page's own heading: the same whoever reads it, so it never moves or changes once painted. */
  title: string;
  /** The line under the heading, when it does not depend on who is reading. */
  intro?: string;
  /** The container's padding. */
  sx?: SxProps<Theme>;
  children?: ReactNode;
};

/**
 * A page's heading and what goes under it. Pages that depend on who is reading keep this frame in
 * every state (loading, no access, loaded), so the heading the prerendered HTML painted stays the
 * same element: no layout shift, and the largest paint is not pushed back to when the session loads.
 * The heading is PageHeader's, so these pages share the app pages' one type scale.
 */
export function PageFrame({ title, intro, sx, children }: FrameProps) {
  return (
    <Container maxWidth="lg" sx={sx ?? { py: { xs: 4, md: 6 } }}>
      <PageHeader title={title} description={intro} />
      {children}
    </Container>
  );
}

/** Stands in for a page's content until it knows who is reading (cards, then a larger block). */
export function ContentSkeleton({ cards = 4, label = 'Loading' }: { cards?: number; label?: string }) {
  return (
    <Box role="progressbar" aria-label={label} aria-busy="true">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={280} sx={{ mt: 3 }} />
    </Box>
  );
}

/**
 * What someone without access reads under the page's heading: why, and the way on (sign in, or back).
 * The server refuses them anyway; this says so plainly.
 */
export function AccessNotice({ heading, text, action }: { heading: string; text: string; action: { href: string; label: string } }) {
  return (
    <Box component="section" aria-labelledby="access-notice-heading" sx={{ maxWidth: 720 }}>
      <Typography id="access-notice-heading" variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      <Typography sx={{ mb: 3 }}>{text}</Typography>
      <Button variant="contained" href={action.href}>
        {action.label}
      </Button>
    </Box>
  );
}

/**
 * A page's content for those who may see it: the skeleton until the session is known, the notice for
 * everyone else, and the content (usually a lazily loaded chunk) for them, with the skeleton while it loads.
 */
export function GatedContent({ ready, allowed, notice, children }: { ready: boolean; allowed: boolean; notice: ReactNode; children: ReactNode }) {
  if (!ready) return <ContentSkeleton />;
  if (!allowed) return notice;
  return <Suspense fallback={<ContentSkeleton />}>{children}</Suspense>;
}

/** A page frame with a skeleton: what a page shows, and its prerendered HTML holds, until the session is known. */
export function PageLoading({ title, intro, sx, cards }: Omit<FrameProps, 'children'> & { cards?: number }) {
  return (
    <PageFrame title={title} intro={intro} sx={sx}>
      <ContentSkeleton cards={cards} />
    </PageFrame>
  );
}
