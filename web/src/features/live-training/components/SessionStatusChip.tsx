import Chip from '@mui/material/Chip';
import { sessionLabel, type TLiveSession } from '@app/shared-types/live-training/model';

/** Colours with text that passes AA on each; the label itself says the state (not colour alone). */
function tone(label: string): { bgcolor: string; color: string } {
  if (label === 'Live Now') return { bgcolor: '#b3261e', color: '#ffffff' };
  if (label.startsWith('Starting in')) return { bgcolor: '#fdf0e1', color: '#683800' };
  if (label === 'Upcoming') return { bgcolor: '#e3ecfa', color: '#082c69' };
  if (label === 'Cancelled') return { bgcolor: '#f3f5f9', color: '#8c1d17' };
  return { bgcolor: '#f3f5f9', color: '#1a1f2b' };
}

/** The spec's label (section 4, its rules in order), from the shared rule. */
export function SessionStatusChip({ session, now }: { session: TLiveSession; now: number }) {
  const label = sessionLabel(session, now);
  return <Chip size="small" label={label} sx={{ fontWeight: 700, ...tone(label) }} />;
}
