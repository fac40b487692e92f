import Chip from '@mui/material/Chip';
import type { TUrgency } from '../../../content/types';

/** Spec: Critical shows the destructive style, any other urgency the secondary style. */
export function UrgencyChip({ urgency, size = 'small' }: { urgency: TUrgency; size?: 'small' | 'medium' }) {
  const critical = urgency === 'Critical';
  return (
    <Chip
      size={size}
      label={urgency}
      color={critical ? 'error' : 'default'}
      sx={critical ? { fontWeight: 700 } : { fontWeight: 600, bgcolor: '#e6e9ef', color: '#1a1f2b' }}
    />
  );
}
