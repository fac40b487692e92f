import { useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { visuallyHidden } from '../../../../lib/ui/visually-hidden';
import { dispatch } from '../../model/panel';
import { myRoom } from '../../model/panel/breakouts';
import { meetingTarget } from '../../model/panel/meeting';
import { noticedPoll } from '../../model/panel/polls';
import { updatePanel, usePanelStore } from '../../store';
import { MeetingAction, type TEmbed } from './meeting/MeetingAction';
import { PollVoteDialog } from './PollVoteDialog';

type Props = {
  /** The poll notice is not needed on the Polls tab, where the poll is in plain sight. */
  onPollsTab: boolean;
  jitsiDomain: string | null | undefined;
  onEmbed: (embed: TEmbed) => void;
  /** Where focus goes when a notice the viewer was using goes away (the panel's heading, without scrolling). */
  onFocusAway: () => void;
};

type NoticeProps = {
  label: string;
  /** The label is also the card's heading (the poll's notice heads its question itself). */
  titled?: boolean;
  accent: string;
  children: ReactNode;
  actions: ReactNode;
  onDismiss: () => void;
};

function Notice({ label, titled = false, accent, children, actions, onDismiss }: NoticeProps) {
  return (
    <Paper elevation={6} component="section" aria-label={label} sx={{ p: { xs: 1.25, sm: 2 }, pr: { xs: 0.5, sm: 1 }, borderLeft: 6, borderColor: accent, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 1, alignItems: 'start' }}>
      <Box sx={{ minWidth: 0, display: 'grid', gap: { xs: 0.5, sm: 1 } }}>
        {titled ? <Typography sx={{ fontWeight: 700, fontSize: { xs: '0.95rem', sm: '1rem' } }}>{label}</Typography> : null}
        {children}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>
      </Box>
      <IconButton size="small" onClick={onDismiss} aria-label={`Dismiss: ${label}`}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}

/**
 * What happens in the session that concerns the attendee, put in front of them without moving what
 * they read: a seat in a breakout room (and its meeting), the rooms closing (back to the main
 * meeting), a new poll to vote in (over the page, in a dialog). The cards float at the bottom of
 * the window; their words are announced politely through a live region that is always there, and
 * nothing takes focus until the viewer acts.
 */
export function PanelNotices({ onPollsTab, jitsiDomain, onEmbed, onFocusAway }: Props) {
  const state = usePanelStore();
  const [votingIn, setVotingIn] = useState<string | null>(null);
  const voteNow = useRef<HTMLButtonElement>(null);
  const attendee = state.role === 'attendee';
  const dismiss = (type: 'ui:poll-notice-dismissed' | 'ui:breakout-notice-dismissed') => {
    updatePanel(dispatch, { type });
    onFocusAway();
  };

  const room = attendee && state.assignedRoomId ? myRoom(state) : null;
  const roomTarget = room ? meetingTarget(state) : null;
  const closedMessage = attendee ? state.breakoutNotice : null;
  const mainTarget = closedMessage ? meetingTarget(state) : null;
  const offered = noticedPoll(state);
  // While the attendee votes in the dialog its notice stays, so focus has somewhere to come back to.
  const poll = attendee && !onPollsTab ? (votingIn ? (state.polls.find((p) => p.id === votingIn) ?? null) : offered) : null;

  const closeDialog = () => {
    const stillOffered = noticedPoll(usePanelStore.getState())?.id === votingIn;
    setVotingIn(null);
    if (stillOffered) requestAnimationFrame(() => voteNow.current?.focus());
    else onFocusAway();
  };

  return (
    <>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {room ? <span>{`You are in breakout room ${room.name}.`}</span> : null}
        {closedMessage ? <span>{closedMessage}</span> : null}
        {offered && attendee && !onPollsTab ? <span>{`New poll: ${offered.question}`}</span> : null}
      </Box>
      {room || closedMessage || poll ? (
        <Box
          component="aside"
          aria-label="Session notices"
          // Above the page and its sticky header, under dialogs (the poll's dialog covers its own notice).
          sx={{ position: 'fixed', zIndex: 1250, left: { xs: 8, sm: 24 }, right: { xs: 8, sm: 'auto' }, bottom: { xs: 8, sm: 24 }, width: { sm: 420 }, display: 'grid', gap: 1 }}
        >
          {room && roomTarget ? (
            <Notice
              label={`Breakout room: ${room.name}`}
              titled
              accent="primary.main"
              onDismiss={() => dismiss('ui:breakout-notice-dismissed')}
              actions={<MeetingAction size="small" variant="contained" target={roomTarget} jitsiDomain={jitsiDomain} onEmbed={onEmbed} />}
            >
              <Typography variant="body2">The instructor placed you in this room.{room.topic ? ` Topic: ${room.topic}` : ''}</Typography>
            </Notice>
          ) : null}
          {closedMessage ? (
            <Notice
              label="Breakout rooms closed"
              titled
              accent="warning.main"
              onDismiss={() => dismiss('ui:breakout-notice-dismissed')}
              actions={mainTarget ? <MeetingAction size="small" variant="contained" target={{ ...mainTarget, label: 'Back to the main meeting' }} jitsiDomain={jitsiDomain} onEmbed={onEmbed} /> : null}
            >
              <Typography variant="body2">{closedMessage}</Typography>
            </Notice>
          ) : null}
          {poll ? (
            <Notice
              label="New poll"
              accent="success.main"
              onDismiss={() => dismiss('ui:poll-notice-dismissed')}
              actions={
                <Button ref={voteNow} size="small" variant="contained" onClick={() => setVotingIn(poll.id)}>
                  Vote now
                </Button>
              }
            >
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <Box component="strong" sx={{ display: 'block', fontSize: { xs: '0.95rem', sm: '1rem' } }}>
                  New poll
                </Box>
                {poll.question}
              </Typography>
            </Notice>
          ) : null}
        </Box>
      ) : null}
      <PollVoteDialog pollId={votingIn} onClose={closeDialog} />
    </>
  );
}
