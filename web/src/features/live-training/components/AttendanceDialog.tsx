import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TAttendanceRow, TLiveSession } from '@app/shared-types/live-training/model';
import { errorMessage } from '../../../lib/api-client';
import { getAttendance } from '../api/get-attendance';
import { ColumnHeads } from '../../../lib/ui/ColumnHeads';

const STATUS: Record<TAttendanceRow['status'], string> = { registered: 'Registered', attended: 'Attended', cancelled: 'Cancelled' };

export function minutesAttended(seconds: number): string {
  if (seconds <= 0) return '—';
  const minutes = Math.max(1, Math.round(seconds / 60));
  return `${minutes} min`;
}

/** For the session's instructor: who registered, when they came and for how long, and their rating. */
export default function AttendanceDialog({ session, onClose }: { session: TLiveSession; onClose: () => void }) {
  const id = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [rows, setRows] = useState<TAttendanceRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    getAttendance(session.id).then(
      (r) => live && setRows(r),
      (e: unknown) => live && setError(errorMessage(e, 'Could not load the attendance.')),
    );
    return () => {
      live = false;
    };
  }, [session.id]);

  const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' }) : '—');

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={`${id}-title`}>Attendance: {session.title}</DialogTitle>
      <DialogContent>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {!rows && !error ? <CircularProgress aria-label="Loading attendance" /> : null}
        {rows && rows.length === 0 ? <Typography>Nobody has registered yet.</Typography> : null}
        {rows && rows.length > 0 ? (
          <TableContainer tabIndex={0} aria-labelledby={`${id}-caption`} sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <caption id={`${id}-caption`}>
                {rows.length} registrant{rows.length === 1 ? '' : 's'}, {rows.filter((r) => r.joinedAt).length} joined
              </caption>
              <ColumnHeads labels={['Name', 'Status', 'First joined', 'Time attended', 'Completed', 'Rating']} />
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell scope="row" component="th">
                      {r.displayName}
                    </TableCell>
                    <TableCell>{STATUS[r.status]}</TableCell>
                    <TableCell>{time(r.joinedAt)}</TableCell>
                    <TableCell>{minutesAttended(r.attendanceDuration)}</TableCell>
                    <TableCell>{r.completed ? 'Yes' : 'No'}</TableCell>
                    <TableCell>{r.feedbackRating ? `${r.feedbackRating} of 5` : '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
