import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAnswerCheck } from '../../api/cpe';
import { useCpeStore } from '../../cpe-store';
import { pendingCheck, secondsLeft } from '../../model/panel/checks';
import { useNow } from '../../../../lib/use-now';
import { FloatingNotice, NoticeAnnouncer } from './FloatingNotice';

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
      <NoticeAnnouncer label="Attendance check announcements" text={announced} />
      {check ? (
        <FloatingNotice label="Attendance check" corner="right" zIndex={1260} accent="warning.main">
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
        </FloatingNotice>
      ) : null}
    </>
  );
}
