import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { LIVE_LIMITS, type TQuestionForViewer } from '@app/shared-types/live-training/model';
import { useReviewQuestion } from '../../api/qa-moderation';

/**
 * The instructor's review of a question waiting in the queue (or dismissed, in the archive):
 * approve as asked, edit then approve, or dismiss. Editing happens in place; Escape cancels it.
 */
export function QuestionReview({ question }: { question: TQuestionForViewer }) {
  const id = useId();
  const review = useReviewQuestion();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(question.question);
  const [error, setError] = useState<string | null>(null);
  const queued = question.state === 'queued';

  const approveEdited = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('The question cannot be empty');
      return;
    }
    const outcome = await review.run(question.id, { approve: true, question: text.trim() === question.question ? undefined : text.trim() });
    if (outcome.ok) setEditing(false);
  };

  if (editing) {
    return (
      <Box
        component="form"
        onSubmit={(e) => void approveEdited(e)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setEditing(false);
        }}
        noValidate
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
      >
        <TextField
          id={`${id}-edit`}
          label="Edit the question"
          multiline
          minRows={2}
          autoFocus
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          error={!!error}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: LIVE_LIMITS.questionMax } }}
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" size="small" aria-disabled={review.pending || undefined}>
            Approve edited question
          </Button>
          <Button size="small" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button size="small" variant="contained" aria-label={`Approve: ${question.question}`} onClick={() => void review.run(question.id, { approve: true })} disabled={review.pending}>
        Approve
      </Button>
      <Button size="small" variant="outlined" aria-label={`Edit and approve: ${question.question}`} onClick={() => setEditing(true)}>
        Edit and approve
      </Button>
      {queued ? (
        <Button size="small" color="error" aria-label={`Dismiss: ${question.question}`} onClick={() => void review.run(question.id, { approve: false })} disabled={review.pending}>
          Dismiss
        </Button>
      ) : null}
    </Box>
  );
}
