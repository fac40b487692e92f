import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';

export const PANEL_TAB_LABELS = ['Main Session', 'Polls', 'Q&A', 'Breakout Rooms', 'Resources'] as const;

/**
 * The panel's frame while its code or its session is on the way (a deep link to a session): the
 * same box, header and tab row as the panel, so the page does not jump when the content arrives.
 * Kept in the page's own chunk so it shows at once.
 */
export function PanelSkeleton() {
  return (
    <Paper component="section" variant="outlined" aria-busy="true" aria-label="Loading the session panel" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
          <Skeleton variant="rounded" width={160} height={24} sx={{ mb: 1 }} />
          <Skeleton variant="text" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, maxWidth: 420 }} />
        </Box>
        <Skeleton variant="rounded" width={150} height={36} />
      </Box>
      <Box aria-hidden sx={{ borderBottom: 1, borderColor: 'divider', display: 'flex', gap: { xs: 2.5, sm: 4 }, overflow: 'hidden', py: 1.5, px: { xs: 1.25, sm: 2 }, color: 'text.secondary', fontWeight: 700, whiteSpace: 'nowrap' }}>
        {PANEL_TAB_LABELS.map((label) => (
          <span key={label}>{label}</span>
        ))}
      </Box>
      <Skeleton variant="rounded" height={160} />
    </Paper>
  );
}
