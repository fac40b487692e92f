import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { POLL_KIND_LIMITS, type TPollForViewer } from '@app/shared-types/live-training/model';
import { useVote } from '../../api/vote';
import { legendSx, VoteActions } from './VoteForm';

const SCALE = Array.from({ length: POLL_KIND_LIMITS.ratingMax - POLL_KIND_LIMITS.ratingMin + 1 }, (_, i) => POLL_KIND_LIMITS.ratingMin + i);

/** A rating from 1 (lowest) to 5 (highest), as radio buttons (arrow keys move between them). */
export function RatingVoteForm({ poll }: { poll: TPollForViewer }) {
  const id = useId();
  const { run, pending } = useVote();
  const mine = poll.myVote?.[0] ?? null;
  const [rating, setRating] = useState<number | null>(mine);
  const changed = rating !== null && rating !== mine;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || pending || rating === null) return;
    void run(poll.id, { rating });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      <FormControl component="fieldset">
        <FormLabel component="legend" id={`${id}-legend`} sx={legendSx}>
          Rate from 1 (lowest) to 5 (highest)
        </FormLabel>
        <RadioGroup row aria-labelledby={`${id}-legend`} value={rating ?? ''} onChange={(_, v) => setRating(Number(v))}>
          {SCALE.map((n) => (
            <FormControlLabel key={n} value={n} label={String(n)} control={<Radio />} />
          ))}
        </RadioGroup>
      </FormControl>
      <VoteActions changed={changed} pending={pending} voted={mine !== null} label={['Rate', 'Change rating']} />
    </Box>
  );
}
