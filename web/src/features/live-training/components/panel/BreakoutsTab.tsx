import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { TBreakoutRoom } from '@app/shared-types/live-training/model';
import { useCloseAllBreakouts } from '../../api/close-breakouts';
import { useJoinBreakout } from '../../api/join-breakout';
import { useLeaveBreakout } from '../../api/leave-breakout';
import { ConfirmDialog } from '../../../../lib/ui/ConfirmDialog';
import { usePanelStore } from '../../store';
import { BreakoutTimeLeft, BreakoutTimerControls } from './BreakoutTimerControls';
import { CreateBreakoutForm } from './CreateBreakoutForm';
import { TabFormSection } from './TabFormSection';

function RoomCard({ room, mine, instructor, sessionId }: { room: TBreakoutRoom; mine: boolean; instructor: boolean; sessionId: string }) {
  const join = useJoinBreakout();
  const leave = useLeaveBreakout(sessionId);
  const full = room.participants.length >= room.maxParticipants;
  const headingId = `breakout-${room.id}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId} sx={{ borderColor: mine ? 'primary.main' : undefined, borderWidth: mine ? 2 : 1 }}>
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={headingId} component="h4" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
            {room.name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.75 }}>
            {mine ? <Chip size="small" color="primary" label="Your room" /> : null}
            <Chip size="small" variant="outlined" label={`${room.participants.length} of ${room.maxParticipants}${full ? ', full' : ''}`} />
          </Box>
        </Box>
        {room.topic ? <Typography variant="body2">Topic: {room.topic}</Typography> : null}
        <Typography variant="body2" color="text.secondary">
          {room.participants.length ? `Members: ${room.participants.map((p) => p.name).join(', ')}` : 'Nobody has joined yet.'}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {mine || instructor ? (
            <Button
              variant={mine ? 'contained' : 'outlined'}
              size="small"
              href={room.joinUrl}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon aria-hidden />}
              aria-label={`Room meeting link: ${room.name} (opens in a new tab)`}
            >
              Room meeting link
            </Button>
          ) : null}
          {instructor ? null : mine ? (
            <Button size="small" onClick={() => void leave.run()} disabled={leave.pending} aria-label={`Leave room: ${room.name}`}>
              Leave room
            </Button>
          ) : (
            <Button size="small" variant="outlined" onClick={() => void join.run(room.id)} disabled={join.pending || full} aria-label={`${full ? 'Full' : 'Join room'}: ${room.name}`}>
              {full ? 'Full' : 'Join room'}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Instructors open rooms and close them all; attendees join one (or are placed), see members and its link. */
export function BreakoutsTab() {
  const rooms = usePanelStore((s) => s.breakouts);
  const myRoomId = usePanelStore((s) => s.myBreakoutId);
  const sessionId = usePanelStore((s) => s.sessionId);
  const instructor = usePanelStore((s) => s.role === 'instructor');
  const closeAll = useCloseAllBreakouts(sessionId ?? '');
  const [confirming, setConfirming] = useState(false);
  if (!sessionId) return null;
  const seated = rooms.reduce((n, r) => n + r.participants.length, 0);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <TabFormSection id="live-open-breakouts" title="Open breakout rooms">
        <CreateBreakoutForm sessionId={sessionId} />
      </TabFormSection>
      <Box component="section" aria-labelledby="live-breakout-rooms">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
          <Typography id="live-breakout-rooms" component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            Rooms ({rooms.length})
          </Typography>
          {instructor && rooms.length ? (
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)} disabled={closeAll.pending}>
              Close all rooms
            </Button>
          ) : null}
          <ConfirmDialog
            open={confirming}
            title="Close all breakout rooms?"
            text={`${rooms.length === 1 ? 'The room closes' : `All ${rooms.length} rooms close`} for everyone${seated ? ` (${seated === 1 ? '1 person is' : `${seated} people are`} in them)` : ''}. Attendees are told at once and asked to return to the main session.`}
            confirmLabel="Close all rooms"
            cancelLabel="Keep them open"
            pending={closeAll.pending}
            onClose={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              void closeAll.run();
            }}
          />
        </Box>
        {rooms.length ? (
          <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
            <BreakoutTimeLeft />
            {instructor ? <BreakoutTimerControls sessionId={sessionId} /> : null}
          </Box>
        ) : null}
        {rooms.length === 0 ? (
          <Typography color="text.secondary">No breakout rooms are open.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {rooms.map((room) => (
              <li key={room.id}>
                <RoomCard room={room} mine={room.id === myRoomId} instructor={instructor} sessionId={sessionId} />
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
