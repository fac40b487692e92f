import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { LIVE_MESSAGES } from '@app/shared-types/live-training/model';
import { usePanelStore } from '../../store';
import { VoteForm } from './VoteForm';
import { PollResults } from './PollResults';

type Props = {
  pollId: string | null;
  onClose: () => void;
};

/**
 * A poll answered where the attendee is: over the tab they were reading, which stays as it was.
 * The poll is read live from the panel (a close or new counts show at once).
 */
export function PollVoteDialog({ pollId, onClose }: Props) {
  const id = useId();
  const poll = usePanelStore((s) => (pollId ? s.polls.find((p) => p.id === pollId) : undefined));
  return (
    <Dialog open={!!poll} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm" disableRestoreFocus>
      {poll ? (
        <>
          <DialogTitle id={`${id}-title`} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {poll.question}
          </DialogTitle>
          <DialogContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
            {poll.isActive ? <VoteForm poll={poll} /> : <Typography sx={{ fontWeight: 700 }}>{LIVE_MESSAGES.pollClosed}</Typography>}
            <PollResults poll={poll} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
