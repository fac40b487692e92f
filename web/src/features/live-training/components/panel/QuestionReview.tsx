import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LIVE_LIMITS, type TQuestionForViewer } from '@app/shared-types/live-training/model';
import { useReviewQuestion } from '../../api/qa-moderation';
import { InlineTextForm, useInlineText } from './InlineTextForm';

/**
 * The instructor's review of a question waiting in the queue (or dismissed, in the archive):
 * approve as asked, edit then approve, or dismiss. Editing happens in place; Escape cancels it.
 */
export function QuestionReview({ question }: { question: TQuestionForViewer }) {
  const id = useId();
  const review = useReviewQuestion();
  const [editing, setEditing] = useState(false);
  const edit = useInlineText(question.question);
  const queued = question.state === 'queued';

  const approveEdited = async (text: string) => {
    const outcome = await review.run(question.id, { approve: true, question: text === question.question ? undefined : text });
    if (outcome.ok) setEditing(false);
  };

  if (editing) {
    return (
      <InlineTextForm
        state={edit}
        fieldId={`${id}-edit`}
        label="Edit the question"
        maxLength={LIVE_LIMITS.questionMax}
        emptyMessage="The question cannot be empty"
        submitLabel="Approve edited question"
        pending={review.pending}
        onSend={approveEdited}
        onCancel={() => setEditing(false)}
        escapeCancels
      />
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
