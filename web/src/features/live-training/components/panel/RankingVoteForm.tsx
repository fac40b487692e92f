import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { TPollForViewer } from '@app/shared-types/live-training/model';
import { visuallyHidden } from '../../../../lib/ui/visually-hidden';
import { useVote } from '../../api/vote';
import { VoteActions } from './VoteForm';

const same = (a: number[], b: number[] | null) => !!b && a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * A ranking by keyboard: each option has Move up and Move down buttons (focus stays on the moved
 * option's button, and the new place is announced), best first; the order is sent as a whole.
 */
export function RankingVoteForm({ poll }: { poll: TPollForViewer }) {
  const id = useId();
  const { run, pending } = useVote();
  const [order, setOrder] = useState<number[]>(() => (poll.myVote?.length === poll.options.length ? poll.myVote : poll.options.map((_, i) => i)));
  const [said, setSaid] = useState('');
  const voted = !!poll.myVote?.length;
  const changed = !same(order, poll.myVote);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length) return;
    const next = [...order];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setOrder(next);
    setSaid(`${poll.options[item!]} moved to place ${to + 1} of ${order.length}`);
    // Keep the keyboard on the option that moved.
    setTimeout(() => document.getElementById(`${id}-${item}-${to < from ? 'up' : 'down'}`)?.focus(), 0);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || pending) return;
    void run(poll.id, { ranking: order });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      <Typography id={`${id}-legend`} sx={{ fontWeight: 600 }}>
        Put the options in order, best first
      </Typography>
      <Box component="ol" aria-labelledby={`${id}-legend`} sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {order.map((option, place) => (
          <li key={option}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>{poll.options[option]}</Typography>
              <IconButton id={`${id}-${option}-up`} size="small" aria-label={`Move up: ${poll.options[option]}`} aria-disabled={place === 0 || undefined} onClick={() => move(place, place - 1)}>
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                id={`${id}-${option}-down`}
                size="small"
                aria-label={`Move down: ${poll.options[option]}`}
                aria-disabled={place === order.length - 1 || undefined}
                onClick={() => move(place, place + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </Box>
          </li>
        ))}
      </Box>
      <div role="status" aria-live="polite" style={visuallyHidden}>
        {said}
      </div>
      <VoteActions changed={changed || !voted} pending={pending} voted={voted} label={['Submit ranking', 'Change ranking']} />
    </Box>
  );
}
