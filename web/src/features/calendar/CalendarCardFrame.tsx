import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../lib/ui/SectionCard';

/**
 * The calendar card's frame, with room for its tallest state (the "not configured" notice on a
 * phone) from the start: shown while the card's code loads (the pages' Suspense fallback) and while
 * it asks for the connection, so the cards under it do not move when the answer arrives (layout
 * shift on /settings at 375 px). Small and free of the card's code, for the fallback's sake.
 */
export function CalendarCardFrame({ children = <CheckingConnection /> }: { children?: ReactNode }) {
  return (
    <SectionCard titleId="calendar-card-title" title="Calendar Integration">
      <Box sx={{ minHeight: { xs: 104, sm: 88 } }}>{children}</Box>
    </SectionCard>
  );
}

function CheckingConnection() {
  return <Typography variant="body2">Checking your calendar connection…</Typography>;
}
