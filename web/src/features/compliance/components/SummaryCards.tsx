import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';

type Props = {
  scans: number;
  completedScans: number;
  averageScore: number | null;
  totalIssues: number | null;
  criticalIssues: number | null;
  unreadAlerts: number;
  /** 'loading' until the viewer's scans are known; 'visitor' for someone not signed in. */
  state: 'visitor' | 'loading' | 'ready';
};

const DASH = '—';

/**
 * The four summary cards of the spec. A figure no scan has measured is a dash with the reason,
 * never "0%": a score of 0 would say the pages fail every check.
 */
export function SummaryCards({ scans, completedScans, averageScore, totalIssues, criticalIssues, unreadAlerts, state }: Props) {
  const noData =
    state === 'visitor' ? 'Sign in to scan your pages' : state === 'loading' ? 'Loading your scans…' : scans === 0 ? 'No scans yet: start one below' : 'No scan has completed yet';
  const measured = state === 'ready' && completedScans > 0;
  const cards = [
    {
      label: 'Compliance Score',
      value: measured && averageScore !== null ? `${averageScore}%` : DASH,
      note: measured ? `Average of ${completedScans} completed scan${completedScans === 1 ? '' : 's'}` : noData,
    },
    { label: 'Total Issues', value: measured && totalIssues !== null ? String(totalIssues) : DASH, note: measured ? 'Across completed scans' : noData },
    { label: 'Critical Issues', value: measured && criticalIssues !== null ? String(criticalIssues) : DASH, note: measured ? 'Need immediate attention' : noData },
    { label: 'Unread Alerts', value: state === 'ready' ? String(unreadAlerts) : DASH, note: 'Score drops and new violations' },
  ];
  return (
    <Box component="ul" aria-label="Compliance summary" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {cards.map((card) => (
        <Card key={card.label} component="li" variant="outlined">
          <CardContent>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {card.label}
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} data-summary={card.label}>
              {card.value === DASH ? (
                <>
                  <span aria-hidden>{DASH}</span>
                  <VisuallyHidden>No figure yet</VisuallyHidden>
                </>
              ) : (
                card.value
              )}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {card.note}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
