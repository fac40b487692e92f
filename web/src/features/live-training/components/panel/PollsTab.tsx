import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { usePanelStore } from '../../store';
import { CreatePollForm } from './CreatePollForm';
import { PollCard } from './PollCard';

/** Instructors create polls; everyone sees them arrive, vote while open, and watch the tallies. */
export function PollsTab() {
  const polls = usePanelStore((s) => s.polls);
  const sessionId = usePanelStore((s) => s.sessionId);
  const instructor = usePanelStore((s) => s.role === 'instructor');
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {instructor && sessionId ? (
        <Box component="section" aria-labelledby="live-create-poll">
          <Typography id="live-create-poll" component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1.5 }}>
            New poll
          </Typography>
          <CreatePollForm sessionId={sessionId} />
          <Divider sx={{ mt: 3 }} />
        </Box>
      ) : null}
      {polls.length === 0 ? (
        <Typography color="text.secondary">{instructor ? 'No polls yet. Create one above.' : 'No polls yet. They appear here as soon as the instructor opens one.'}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {polls.map((poll) => (
            <PollCard key={poll.id} poll={poll} instructor={instructor} />
          ))}
        </Box>
      )}
    </Box>
  );
}
