import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { POLL_KIND_LIMITS, POLL_KIND_MESSAGES, type TPollForViewer } from '@app/shared-types/live-training/model';
import { useVote } from '../../api/vote';
import { VoteActions } from './VoteForm';

/** A word cloud's short answer (a word or two) or an open-text answer. */
export function TextVoteForm({ poll }: { poll: TPollForViewer }) {
  const id = useId();
  const { run, pending } = useVote();
  const cloud = poll.kind === 'wordcloud';
  const [text, setText] = useState(poll.myText ?? '');
  const [error, setError] = useState<string | null>(null);
  const voted = !!poll.myText;
  const changed = text.trim().length > 0 && text.trim() !== (poll.myText ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(cloud ? POLL_KIND_MESSAGES.wordRequired : POLL_KIND_MESSAGES.answerRequired);
      return;
    }
    if (!changed || pending) return;
    await run(poll.id, { text: text.trim() });
  };

  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      <TextField
        id={`${id}-answer`}
        label={cloud ? 'Your word or short phrase' : 'Your answer'}
        multiline={!cloud}
        minRows={cloud ? undefined : 2}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        error={!!error}
        helperText={error ?? (cloud ? `Up to ${POLL_KIND_LIMITS.wordMax} characters` : undefined)}
        slotProps={{ htmlInput: { maxLength: cloud ? POLL_KIND_LIMITS.wordMax : POLL_KIND_LIMITS.openAnswerMax } }}
      />
      <VoteActions changed={changed} pending={pending} voted={voted} label={['Send', 'Change answer']} />
    </Box>
  );
}
