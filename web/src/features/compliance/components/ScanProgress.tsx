import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { SCAN_PHASES, SCAN_PHASE_LABELS, type TScan } from '@app/shared-types/compliance/model';
import { useScanRoom } from '../use-compliance-events';

const STEPS = SCAN_PHASES.filter((p) => p !== 'failed');

export function phaseText(scan: Pick<TScan, 'phase' | 'queuePosition'>): string {
  if (scan.phase === 'queued') return scan.queuePosition ? `Queued (position ${scan.queuePosition})` : SCAN_PHASE_LABELS.queued;
  return SCAN_PHASE_LABELS[scan.phase];
}

/** A running scan's live step, from its `scan:<id>` room; read out politely as it changes. */
export function ScanProgress({ scan }: { scan: TScan }) {
  const room = useScanRoom(scan.id);
  const step = Math.max(0, STEPS.indexOf(scan.phase as (typeof STEPS)[number]));
  const value = Math.round((step / (STEPS.length - 1)) * 100);
  return (
    <Box data-scan-progress={scan.phase} data-live={room?.status ?? 'joining'} sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
        {phaseText(scan)}
      </Typography>
      <LinearProgress variant={scan.phase === 'queued' ? 'indeterminate' : 'determinate'} value={value} aria-label={`Scan progress: ${phaseText(scan)}`} />
    </Box>
  );
}
