import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import PeopleIcon from '@mui/icons-material/People';
import { MEETING_PROVIDER_LABELS, type TLiveSession } from '@app/shared-types/live-training/model';
import { VisuallyHidden } from '../../../../lib/ui/VisuallyHidden';
import type { TMeetingTarget } from '../../model/panel/meeting';
import { SessionStatusChip } from '../SessionStatusChip';
import { MeetingAction, embedOf, type TEmbed } from './meeting/MeetingAction';
import { RecordToggle } from './meeting/RecordToggle';

export function participantsText(count: number): string {
  return count === 1 ? '1 participant' : `${count} participants`;
}

type Props = {
  titleId: string;
  titleRef: Ref<HTMLHeadingElement>;
  session: TLiveSession;
  instructor: boolean;
  participants: number;
  /** A recording runs now (the server says so, and the session is live). */
  recording: boolean;
  target: TMeetingTarget | null;
  jitsiDomain: string | null | undefined;
  /** The meeting open in the page, if any. */
  embed: TEmbed | null;
  onEmbed: (embed: TEmbed) => void;
  now: number;
};

/**
 * Who is here (the real count), the title, and the meeting: the button leads where the viewer
 * belongs now (the main meeting, or the breakout room they are seated in). Record shows only where
 * it acts: for the instructor of a live Zoom session.
 */
export function PanelHeader({ titleId, titleRef, session, instructor, participants, recording, target, jitsiDomain, embed, onEmbed, now }: Props) {
  const where = `on ${MEETING_PROVIDER_LABELS[session.meetingProvider]}`;
  const targetEmbed = target ? embedOf(target, jitsiDomain) : null;
  // The button is not offered for the very meeting already open below.
  const showTarget = target && !(embed && targetEmbed && embed.url === targetEmbed.url);
  const canRecord = instructor && session.meetingProvider === 'zoom' && session.status === 'live';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}>
      <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
          <SessionStatusChip session={session} now={now} />
          <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }} data-testid="participant-count">
            <PeopleIcon fontSize="small" aria-hidden />
            {participantsText(participants)}
          </Typography>
          {recording ? (
            <Chip size="small" icon={<FiberManualRecordIcon aria-hidden />} label="Recording" sx={{ bgcolor: '#b3261e', color: '#fff', fontWeight: 700, '& .MuiChip-icon': { color: '#fff' } }} />
          ) : null}
          {instructor ? (
            <Typography variant="body2" color="text.secondary">
              You are the instructor
            </Typography>
          ) : null}
        </Box>
        <Typography id={titleId} ref={titleRef} tabIndex={-1} component="h2" sx={{ fontWeight: 800, fontSize: { xs: '1.35rem', md: '1.6rem' }, overflowWrap: 'anywhere' }}>
          {session.title}
        </Typography>
      </Box>
      {showTarget || canRecord ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {showTarget ? <MeetingAction variant="contained" target={target} jitsiDomain={jitsiDomain} onEmbed={onEmbed} where={where} /> : null}
          {showTarget && targetEmbed ? (
            <Link href={target.url} target="_blank" rel="noopener noreferrer" variant="body2" data-testid="meeting-link">
              Open in a new tab
              <VisuallyHidden>: {target.room ? target.room.name : 'main meeting'} {where}</VisuallyHidden>
            </Link>
          ) : null}
          {canRecord ? <RecordToggle sessionId={session.id} recording={recording} /> : null}
        </Box>
      ) : null}
    </Box>
  );
}
