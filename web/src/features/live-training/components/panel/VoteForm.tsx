import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { POLL_KIND_MESSAGES, type TPollForViewer } from '@app/shared-types/live-training/model';
import { useVote } from '../../api/vote';
import { RankingVoteForm } from './RankingVoteForm';
import { RatingVoteForm } from './RatingVoteForm';
import { TextVoteForm } from './TextVoteForm';

const sameChoice = (a: number[], b: number[]) => a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

export const legendSx = { fontWeight: 600, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } } as const;

/** The submit button and the line saying the vote is in, shared by every kind's form. */
export function VoteActions({ changed, pending, voted, label, final = false }: { changed: boolean; pending: boolean; voted: boolean; label: [string, string]; final?: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {final && voted ? null : (
        <Button type="submit" variant="contained" aria-disabled={!changed || pending || undefined} sx={!changed ? { opacity: 0.6 } : undefined}>
          {pending ? 'Sending...' : voted ? label[1] : label[0]}
        </Button>
      )}
      {voted ? (
        <Typography variant="body2" color="text.secondary">
          {final ? POLL_KIND_MESSAGES.quizAnswerFinal : 'Your answer is counted. You can change it while the poll is open.'}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Radio buttons (one choice, a quiz) or checkboxes (several), in a fieldset named by the question. */
function ChoiceVoteForm({ poll }: { poll: TPollForViewer }) {
  const id = useId();
  const { run, pending } = useVote();
  const [choice, setChoice] = useState<number[]>(poll.myVote ?? []);
  const quiz = poll.kind === 'quiz';
  const voted = !!poll.myVote?.length;
  const changed = choice.length > 0 && !sameChoice(choice, poll.myVote ?? []) && !(quiz && voted);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || pending) return;
    void run(poll.id, poll.allowMultiple ? { optionIndexes: choice } : { optionIndex: choice[0]! });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      <FormControl component="fieldset" disabled={quiz && voted}>
        <FormLabel component="legend" id={`${id}-legend`} sx={legendSx}>
          {poll.allowMultiple ? 'Choose one or more answers' : 'Choose one answer'}
        </FormLabel>
        {poll.allowMultiple ? (
          <FormGroup>
            {poll.options.map((option, index) => (
              <FormControlLabel
                key={index}
                label={option}
                control={<Checkbox checked={choice.includes(index)} onChange={(_, checked) => setChoice((c) => (checked ? [...c, index] : c.filter((i) => i !== index)))} />}
              />
            ))}
          </FormGroup>
        ) : (
          <RadioGroup aria-labelledby={`${id}-legend`} value={choice[0] ?? ''} onChange={(_, value) => setChoice([Number(value)])}>
            {poll.options.map((option, index) => (
              <FormControlLabel key={index} value={index} label={option} control={<Radio />} />
            ))}
          </RadioGroup>
        )}
      </FormControl>
      <VoteActions changed={changed} pending={pending} voted={voted} label={quiz ? ['Submit answer', 'Submit answer'] : ['Vote', 'Change vote']} final={quiz} />
    </Box>
  );
}

/** The attendee's form for a poll, by its kind. */
export function VoteForm({ poll }: { poll: TPollForViewer }) {
  switch (poll.kind) {
    case 'wordcloud':
    case 'open':
      return <TextVoteForm poll={poll} />;
    case 'rating':
      return <RatingVoteForm poll={poll} />;
    case 'ranking':
      return <RankingVoteForm poll={poll} />;
    default:
      return <ChoiceVoteForm poll={poll} />;
  }
}
