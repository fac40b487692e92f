import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '../../../../lib/ui/visually-hidden';

type FloatingNoticeProps = {
  /** The section's accessible name. */
  label: string;
  corner: 'left' | 'right';
  zIndex: number;
  /** A theme colour for the left edge, e.g. 'warning.main'. */
  accent: string;
  /** Added to (and over) the card's own styles. */
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/**
 * A notice for everyone in a live session, floating at a top corner of the window over the page,
 * so it never moves what anyone reads. The breakout rooms' notice takes the left corner and the
 * attendance check the right, so both can show at once; `accent` colours its left edge.
 */
export function FloatingNotice({ label, corner, zIndex, accent, sx, children }: FloatingNoticeProps) {
  const other = corner === 'left' ? 'right' : 'left';
  return (
    <Paper
      elevation={8}
      component="section"
      aria-label={label}
      sx={[
        { position: 'fixed', zIndex, top: { xs: 72, sm: 88 }, [corner]: { xs: 8, sm: 24 }, [other]: { xs: 8, sm: 'auto' }, width: { sm: 380 }, p: 2, borderLeft: 6, borderColor: accent, display: 'grid', gap: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Paper>
  );
}

/** The notice's polite live region, named so it is told apart from the panel's other notices'. */
export function NoticeAnnouncer({ label, text }: { label: string; text: string | null }) {
  return (
    <Box role="status" aria-live="polite" aria-label={label} sx={visuallyHidden}>
      {text ? <span>{text}</span> : null}
    </Box>
  );
}
