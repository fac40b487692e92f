import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../../lib/ui/visually-hidden';
import { useAnswerCheck } from '../../api/cpe';
import { useCpeStore } from '../../cpe-store';
import { pendingCheck, secondsLeft } from '../../model/panel/checks';
import { useNow } from '../../../../lib/use-now';

/**
 * An attendance check for the attendee: a card floating at the top right of the window (it never
 * moves what they read), announced politely once when it arrives, with a Continue button reachable
 * by keyboard but never taking focus by itself. It goes when answered, closed, or run out.
 */
export function CheckNotice() {
  const now = useNow(1_000);
  const check = useCpeStore((s) => pendingCheck(s, now));
  const answer = useAnswerCheck();
  const [announced, setAnnounced] = useState<string | null>(null);
  const lastId = useRef<string | null>(null);
  useEffect(() => {
    if (check && lastId.current !== check.id) {
      lastId.current = check.id;
      setAnnounced(`Attendance check: ${check.prompt} Select Continue within ${secondsLeft(check, Date.now())} seconds.`);
    }
    if (!check) setAnnounced(null);
  }, [check]);

  return (
    <>
      {/* Named, so it is told apart from the panel's other notices' live region. */}
      <Box role="status" aria-live="polite" aria-label="Attendance check announcements" sx={visuallyHidden}>
        {announced ? <span>{announced}</span> : null}
      </Box>
      {check ? (
        <Paper
          elevation={8}
          component="section"
          aria-label="Attendance check"
          sx={{
            position: 'fixed',
            zIndex: 1260,
            top: { xs: 72, sm: 88 },
            right: { xs: 8, sm: 24 },
            left: { xs: 8, sm: 'auto' },
            width: { sm: 380 },
            p: 2,
            borderLeft: 6,
            borderColor: 'warning.main',
            display: 'grid',
            gap: 1,
          }}
        >
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
            Attendance check
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{check.prompt}</Typography>
          <Typography variant="body2" color="text.secondary">
            {secondsLeft(check, now)} seconds left · counts toward your CPE credit
          </Typography>
          <Box>
            <Button variant="contained" color="primary" disabled={answer.pending} onClick={() => void answer.run(check.id)}>
              Continue
            </Button>
          </Box>
        </Paper>
      ) : null}
    </>
  );
}
