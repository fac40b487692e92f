import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { BREAKOUT_TIMER } from '@app/shared-types/live-training/model';
import { formatLeft } from '../../model/format-time';
import { usePanelStore } from '../../store';
import { useBreakoutClock } from '../use-breakout-clock';
import { FloatingNotice, NoticeAnnouncer } from './FloatingNotice';

/**
 * What the breakout rooms hear from the main session, in front of everyone in a room: the
 * one-minute countdown before the rooms close, ticking from the server's times, and the
 * instructor's message to all rooms. A card floating at the top left of the window (the
 * attendance check takes the right), so it never moves what anyone reads; announced politely once
 * per countdown and per message.
 */
export function BreakoutTimerNotice() {
  // Attendees with a seat: the instructor follows the timer on the Breakout Rooms tab, where its controls are.
  const inRoom = usePanelStore((s) => s.role === 'attendee' && s.myBreakoutId !== null);
  const message = usePanelStore((s) => s.breakoutMessage);
  const clock = useBreakoutClock();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [announced, setAnnounced] = useState('');
  const countingDown = inRoom && !!clock?.countingDown;
  const countdownKey = countingDown ? clock.timer.endsAt : null;
  const shownMessage = inRoom && message && dismissed !== message.sentAt ? message : null;

  useEffect(() => {
    if (countdownKey) setAnnounced(`Breakout rooms close in ${BREAKOUT_TIMER.countdownSeconds} seconds or less. Please finish up.`);
  }, [countdownKey]);
  useEffect(() => {
    if (shownMessage) setAnnounced(`Message to all rooms from ${shownMessage.from}: ${shownMessage.message}`);
  }, [shownMessage]);

  return (
    <>
      <NoticeAnnouncer label="Breakout room announcements" text={announced} />
      {countingDown || shownMessage ? (
        <FloatingNotice
          label="Breakout rooms"
          corner="left"
          zIndex={1255}
          accent={countingDown ? 'error.main' : 'info.main'}
          sx={{ pr: 1, gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start' }}
        >
          <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
            {countingDown ? (
              <>
                <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }} data-testid="breakout-countdown">
                  Breakout rooms close in {formatLeft(clock.msLeft)}
                </Typography>
                <Typography variant="body2">Please finish up: everyone returns to the main session when the time is up.</Typography>
              </>
            ) : null}
            {shownMessage ? (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Box component="strong" sx={{ display: 'block' }}>
                  Message to all rooms from {shownMessage.from}
                </Box>
                {shownMessage.message}
              </Typography>
            ) : null}
          </Box>
          {shownMessage && !countingDown ? (
            <IconButton size="small" onClick={() => setDismissed(shownMessage.sentAt)} aria-label="Dismiss: message to all rooms">
              <CloseIcon fontSize="small" />
            </IconButton>
          ) : null}
        </FloatingNotice>
      ) : null}
    </>
  );
}
