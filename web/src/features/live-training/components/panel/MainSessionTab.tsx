import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { MEETING_PROVIDER_LABELS } from '@app/shared-types/live-training/model';
import { usePanelStore } from '../../store';
import { SessionTime } from '../SessionTime';
import { HandsAndReactions } from './HandsAndReactions';
import { PresenterAndDownloads } from './PresenterAndDownloads';

/** What the session is about, when, and (for its instructor) who is connected now. */
export function MainSessionTab() {
  const session = usePanelStore((s) => s.session);
  const role = usePanelStore((s) => s.role);
  const attendees = usePanelStore((s) => s.presence.attendees);
  if (!session) return null;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: role === 'instructor' ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'minmax(0, 1fr)' } }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5, alignContent: 'start' }}>
        <Typography variant="body2" color="text.secondary">
          with {session.instructorName} · meeting on {MEETING_PROVIDER_LABELS[session.meetingProvider]}
        </Typography>
        <SessionTime session={session} />
        {session.status === 'live' ? <HandsAndReactions sessionId={session.id} /> : null}
        {session.description ? <Typography>{session.description}</Typography> : null}
        {session.agenda ? (
          <>
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
              Agenda
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{session.agenda}</Typography>
          </>
        ) : null}
        {session.learningObjectives.length ? (
          <>
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
              Learning objectives
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {session.learningObjectives.map((o) => (
                <li key={o}>
                  <Typography>{o}</Typography>
                </li>
              ))}
            </Box>
          </>
        ) : null}
      </Box>
      {role === 'instructor' ? (
        <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <Box component="section" aria-labelledby="live-attendees-heading">
            <Typography id="live-attendees-heading" component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
              Who is here
            </Typography>
            {attendees?.length ? (
              <List dense>
                {attendees.map((a) => (
                  <ListItem key={a.userId} disableGutters>
                    {a.name}
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography color="text.secondary">No attendees are connected yet.</Typography>
            )}
          </Box>
          <PresenterAndDownloads sessionId={session.id} />
        </Box>
      ) : null}
    </Box>
  );
}
