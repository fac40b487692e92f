import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { LIVE_MESSAGES, type TPollForViewer } from '@app/shared-types/live-training/model';
import { useClosePoll } from '../../api/close-poll';
import { useVote } from '../../api/vote';
import { PollResults } from './PollResults';

const sameChoice = (a: number[], b: number[]) => a.length === b.length && [...a].sort().every((v, i) => v === [...b].sort()[i]);

/** Radio buttons (one choice) or checkboxes (several), in a fieldset named by the question. */
export function VoteForm({ poll }: { poll: TPollForViewer }) {
  const id = useId();
  const { run, pending } = useVote();
  const [choice, setChoice] = useState<number[]>(poll.myVote ?? []);
  const changed = choice.length > 0 && !sameChoice(choice, poll.myVote ?? []);
  const voted = !!poll.myVote?.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || pending) return;
    void run(poll.id, choice, poll.allowMultiple);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      <FormControl component="fieldset">
        <FormLabel component="legend" id={`${id}-legend`} sx={{ fontWeight: 600, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}>
          {poll.allowMultiple ? 'Choose one or more answers' : 'Choose one answer'}
        </FormLabel>
        {poll.allowMultiple ? (
          <FormGroup>
            {poll.options.map((option, index) => (
              <FormControlLabel
                key={index}
                label={option}
                control={
                  <Checkbox
                    checked={choice.includes(index)}
                    onChange={(_, checked) => setChoice((c) => (checked ? [...c, index] : c.filter((i) => i !== index)))}
                  />
                }
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button type="submit" variant="contained" aria-disabled={!changed || pending || undefined} sx={!changed ? { opacity: 0.6 } : undefined}>
          {pending ? 'Sending...' : voted ? 'Change vote' : 'Vote'}
        </Button>
        {voted ? (
          <Typography variant="body2" color="text.secondary">
            Your vote is counted. You can change it while the poll is open.
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

/** One poll: its question, state ('Poll closed'), the vote form for attendees, the results. */
export function PollCard({ poll, instructor }: { poll: TPollForViewer; instructor: boolean }) {
  const id = useId();
  const close = useClosePoll();
  return (
    <Card component="article" variant="outlined" aria-labelledby={`${id}-q`}>
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {poll.isActive ? (
            <Chip size="small" label="Open" sx={{ bgcolor: '#e6f4ea', color: '#124116', fontWeight: 700 }} />
          ) : (
            <Chip size="small" label={LIVE_MESSAGES.pollClosed} sx={{ fontWeight: 700 }} />
          )}
          {poll.allowMultiple ? <Chip size="small" variant="outlined" label="Multiple choice" /> : null}
          {poll.anonymous ? <Chip size="small" variant="outlined" label="Anonymous" /> : null}
          {poll.resultsVisibility === 'after-close' ? <Chip size="small" variant="outlined" label="Results after closing" /> : null}
        </Box>
        <Typography id={`${id}-q`} component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {poll.question}
        </Typography>
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
                    {v.displayName}: {v.optionIndexes.map((i) => poll.options[i]).join(', ')}
                  </Typography>
                </li>
              ))}
            </Box>
          </Box>
        ) : null}
        {instructor && poll.isActive ? (
          <Box>
            <Button variant="outlined" color="error" onClick={() => void close.run(poll.id)} disabled={close.pending}>
              Close poll
            </Button>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
