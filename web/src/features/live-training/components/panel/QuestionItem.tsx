import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PushPinIcon from '@mui/icons-material/PushPin';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import { LIVE_LIMITS, type TQuestionForViewer } from '@app/shared-types/live-training/model';
import { VisuallyHidden } from '../../../../lib/ui/VisuallyHidden';
import { useAnswerQuestion } from '../../api/answer-question';
import { useModerateQuestion } from '../../api/moderate-question';
import { useUpvoteQuestion } from '../../api/upvote-question';

const upvotesText = (n: number) => (n === 1 ? '1 upvote' : `${n} upvotes`);

function AnswerForm({ question, onDone }: { question: TQuestionForViewer; onDone: () => void }) {
  const id = useId();
  const { run, pending } = useAnswerQuestion();
  const [answer, setAnswer] = useState(question.answer ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) {
      setError('Please enter an answer');
      return;
    }
    const outcome = await run(question.id, answer.trim());
    if (outcome.ok) onDone();
  };
  return (
    <Box component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ display: 'grid', gap: 1 }}>
      <TextField
        id={`${id}-answer`}
        label="Your answer"
        multiline
        minRows={2}
        autoFocus
        value={answer}
        onChange={(e) => {
          setAnswer(e.target.value);
          setError(null);
        }}
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: LIVE_LIMITS.answerMax } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" size="small" aria-disabled={pending || undefined}>
          Post answer
        </Button>
        <Button size="small" onClick={onDone}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}

/** One question: who asked, its state, the answer, the upvote toggle, and the instructor's tools. */
export function QuestionItem({ question, instructor }: { question: TQuestionForViewer; instructor: boolean }) {
  const id = useId();
  const upvote = useUpvoteQuestion();
  const moderate = useModerateQuestion();
  const [answering, setAnswering] = useState(false);
  const answered = question.status === 'answered';

  return (
    <Card component="article" variant="outlined" aria-labelledby={`${id}-text`} sx={{ opacity: question.hidden ? 0.75 : 1, borderColor: question.pinned ? 'primary.main' : undefined }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
          {question.pinned ? <Chip size="small" icon={<PushPinIcon aria-hidden />} label="Pinned" color="primary" /> : null}
          <Chip size="small" label={answered ? 'Answered' : 'Pending'} sx={answered ? { bgcolor: '#e6f4ea', color: '#124116', fontWeight: 700 } : { fontWeight: 700 }} />
          {question.hidden ? <Chip size="small" variant="outlined" label="Hidden from attendees" /> : null}
          <Typography variant="body2" color="text.secondary">
            {question.askedByName}
            {question.mine ? ' (you)' : ''}
          </Typography>
        </Box>
        <Typography id={`${id}-text`} component="h4" sx={{ fontWeight: 600, fontSize: '1rem', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {question.question}
        </Typography>
        {question.answer ? (
          <Box sx={{ bgcolor: '#f3f5f9', borderRadius: 1, p: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              Answer{question.answeredByName ? ` from ${question.answeredByName}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {question.answer}
            </Typography>
          </Box>
        ) : null}
        {answering ? <AnswerForm question={question} onDone={() => setAnswering(false)} /> : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            variant={question.viewerUpvoted ? 'contained' : 'outlined'}
            size="small"
            aria-pressed={question.viewerUpvoted}
            onClick={() => void upvote.run(question.id)}
            startIcon={question.viewerUpvoted ? <ThumbUpIcon aria-hidden /> : <ThumbUpOutlinedIcon aria-hidden />}
          >
            Upvote<VisuallyHidden>: {question.question}</VisuallyHidden>
          </Button>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="upvote-count">
            {upvotesText(question.upvotes)}
          </Typography>
          {instructor ? (
            <>
              {!answering ? (
                <Button size="small" onClick={() => setAnswering(true)}>
                  {answered ? 'Edit answer' : 'Answer'}
                </Button>
              ) : null}
              <Button size="small" aria-pressed={question.pinned} onClick={() => void moderate.run(question.id, { pinned: !question.pinned })}>
                {question.pinned ? 'Unpin' : 'Pin'}
              </Button>
              <Button size="small" color="error" onClick={() => void moderate.run(question.id, { hidden: !question.hidden })}>
                {question.hidden ? 'Show to attendees' : 'Hide'}
              </Button>
            </>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
