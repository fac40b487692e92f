import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { LIVE_MESSAGES, POLL_KIND_LABELS, type TPollForViewer } from '@app/shared-types/live-training/model';
import { useClosePoll } from '../../api/close-poll';
import { useRevealQuiz } from '../../api/quiz';
import { PollResults } from './PollResults';
import { QuizTimer } from './QuizTimer';
import { VoteForm } from './VoteForm';

export { VoteForm } from './VoteForm';

/** One poll: its question, state ('Poll closed'), the vote form for attendees, the results. */
export function PollCard({ poll, instructor }: { poll: TPollForViewer; instructor: boolean }) {
  const id = useId();
  const close = useClosePoll();
  const reveal = useRevealQuiz();
  const quiz = poll.kind === 'quiz';
  return (
    <Card component="article" variant="outlined" aria-labelledby={`${id}-q`}>
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {poll.isActive ? (
            <Chip size="small" label="Open" sx={{ bgcolor: '#e6f4ea', color: '#124116', fontWeight: 700 }} />
          ) : (
            <Chip size="small" label={LIVE_MESSAGES.pollClosed} sx={{ fontWeight: 700 }} />
          )}
          {poll.kind !== 'single' ? <Chip size="small" variant="outlined" label={POLL_KIND_LABELS[poll.kind]} /> : null}
          {quiz && poll.revealed ? <Chip size="small" variant="outlined" label="Answer revealed" /> : null}
          {poll.anonymous ? <Chip size="small" variant="outlined" label="Anonymous" /> : null}
          {poll.resultsVisibility === 'after-close' ? <Chip size="small" variant="outlined" label="Results after closing" /> : null}
        </Box>
        <Typography id={`${id}-q`} component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {poll.question}
        </Typography>
        {quiz && poll.isActive && poll.closesAt ? <QuizTimer closesAt={poll.closesAt} /> : null}
        {poll.isActive && !instructor ? <VoteForm poll={poll} /> : null}
        <PollResults poll={poll} />
        {instructor && !poll.anonymous && poll.voters?.length ? (
          <Box component="details">
            <Typography component="summary" variant="body2" sx={{ cursor: 'pointer', fontWeight: 600 }}>
              Who voted (as of opening the panel)
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {poll.voters.map((v) => (
                <li key={v.userId}>
                  <Typography variant="body2">
                    {v.displayName}: {v.text ?? v.optionIndexes.map((i) => (poll.kind === 'rating' ? String(i) : poll.options[i])).join(', ')}
                  </Typography>
                </li>
              ))}
            </Box>
          </Box>
        ) : null}
        {instructor && (poll.isActive || (quiz && !poll.revealed)) ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {poll.isActive ? (
              <Button variant="outlined" color="error" onClick={() => void close.run(poll.id)} disabled={close.pending}>
                Close poll
              </Button>
            ) : null}
            {quiz && !poll.revealed ? (
              <Button variant="contained" onClick={() => void reveal.run(poll.id)} disabled={reveal.pending}>
                Reveal answer
              </Button>
            ) : null}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
