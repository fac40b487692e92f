import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { TIssue, TScan } from '@app/shared-types/compliance/model';
import { errorMessage } from '../../../lib/api-client';
import { fetchScanIssues } from '../api/load-compliance';
import { useHistory } from '../api/schedule';
import { HistoryChart } from './HistoryChart';
import { ScheduleControl } from './ScheduleControl';
import { ScanIssues } from './ScanIssues';
import { ExportMenu } from './ScanCard';

/** View Details: a scan's facts and every issue it found. */
export function ScanDetailsDialog({ scan, onClose, version }: { scan: TScan; onClose: () => void; version: string }) {
  const titleId = useId();
  const history = useHistory(scan.url, version);
  const [issues, setIssues] = useState<TIssue[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Bumped after a triage decision: the issues (and their decisions) load again.
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    fetchScanIssues(scan.id).then(
      (list) => live && setIssues(list),
      (err: unknown) => live && setError(errorMessage(err)),
    );
    return () => {
      live = false;
    };
  }, [scan.id, round]);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-all' }}>
        Scan details: {scan.url}
      </DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>
          Score {scan.score ?? 0}% · {scan.passedChecks} of {scan.totalChecks} checks passed · {scan.criticalIssues} critical · {scan.totalIssues} violations ·{' '}
          {scan.needsReviewIssues} need review · {scan.decidedCount} decided · {(scan.scanDuration ?? 0).toFixed(1)} s
          {scan.blockedRequests ? ` · ${scan.blockedRequests} requests to non-public addresses blocked` : ''}
        </Typography>
        <Box component="section" aria-labelledby={`${titleId}-history`} sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
          <Typography id={`${titleId}-history`} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
            History of this URL
          </Typography>
          <ScheduleControl url={scan.url} scanProfileId={scan.profileId} />
          {history ? <HistoryChart points={history} /> : null}
        </Box>
        {error ? <Typography color="error.main">{error}</Typography> : issues ? <ScanIssues scan={scan} issues={issues} onChanged={() => setRound((r) => r + 1)} /> : <CircularProgress aria-label="Loading issues" />}
      </DialogContent>
      <DialogActions>
        <ExportMenu kind="scans" id={scan.id} label={scan.url} />
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
