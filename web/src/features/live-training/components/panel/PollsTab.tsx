import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePanelStore } from '../../store';
import { CreatePollForm } from './CreatePollForm';
import { PollCard } from './PollCard';
import { QuizLeaderboard } from './QuizLeaderboard';
import { TabFormSection } from './TabFormSection';

/** Instructors create polls; everyone sees them arrive, vote while open, and watch the tallies. */
export function PollsTab() {
  const polls = usePanelStore((s) => s.polls);
  const sessionId = usePanelStore((s) => s.sessionId);
  const instructor = usePanelStore((s) => s.role === 'instructor');
  const leaderboard = usePanelStore((s) => s.leaderboard);
  const hasQuiz = polls.some((p) => p.kind === 'quiz');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      {sessionId ? (
        <TabFormSection id="live-create-poll" title="New poll">
          <CreatePollForm sessionId={sessionId} />
        </TabFormSection>
      ) : null}
      {polls.length === 0 ? (
        <Typography color="text.secondary">{instructor ? 'No polls yet. Create one above.' : 'No polls yet. They appear here as soon as the instructor opens one.'}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          {polls.map((poll) => (
            <PollCard key={poll.id} poll={poll} instructor={instructor} />
          ))}
        </Box>
      )}
      {/* After the polls: it appearing never pushes down the poll being read. */}
      {leaderboard && sessionId && hasQuiz ? <QuizLeaderboard board={leaderboard} instructor={instructor} sessionId={sessionId} /> : null}
    </Box>
  );
}
