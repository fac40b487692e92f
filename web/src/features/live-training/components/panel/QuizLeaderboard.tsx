import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TQuizLeaderboard } from '@app/shared-types/live-training/model';
import { useShowLeaderboard } from '../../api/quiz';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The quiz leaderboard over the revealed quizzes: right answers first, then speed. Attendees see it
 * only once the instructor shows it; the instructor sees it always, with the switch.
 */
export function QuizLeaderboard({ board, instructor, sessionId }: { board: TQuizLeaderboard; instructor: boolean; sessionId: string }) {
  const id = useId();
  const show = useShowLeaderboard(sessionId);
  if (!instructor && (!board.shown || !board.entries.length)) return null;
  return (
    <Box component="section" aria-labelledby={`${id}-h`} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      <Typography id={`${id}-h`} component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        Quiz leaderboard
      </Typography>
      {instructor ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {board.shown ? 'Attendees see the leaderboard.' : 'Only you see the leaderboard.'}
          </Typography>
          <Button size="small" variant="outlined" onClick={() => void show.run(!board.shown)} disabled={show.pending}>
            {board.shown ? 'Hide from attendees' : 'Show to attendees'}
          </Button>
        </Box>
      ) : null}
      {board.entries.length ? (
        <Box component="ol" aria-label="Quiz leaderboard" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {board.entries.map((e) => (
            <li key={e.userId}>
              <Typography variant="body2">
                <strong>{e.name}</strong>: {e.correct === 1 ? '1 right answer' : `${e.correct} right answers`} ({seconds(e.timeMs)})
              </Typography>
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Nobody is on the leaderboard yet: it counts the quizzes whose answer was revealed.
        </Typography>
      )}
    </Box>
  );
}
