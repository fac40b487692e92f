import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PushPinIcon from '@mui/icons-material/PushPin';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import { LIVE_LIMITS, type TQuestionForViewer } from '@app/shared-types/live-training/model';
import { useAnswerQuestion } from '../../api/answer-question';
import { useModerateQuestion } from '../../api/moderate-question';
import { useSetNowAnswering } from '../../api/qa-moderation';
import { useUpvoteQuestion } from '../../api/upvote-question';
import { InlineTextForm, useInlineText } from './InlineTextForm';
import { QuestionReview } from './QuestionReview';

const upvotesText = (n: number) => (n === 1 ? '1 upvote' : `${n} upvotes`);

function AnswerForm({ question, onDone }: { question: TQuestionForViewer; onDone: () => void }) {
  const id = useId();
  const { run, pending } = useAnswerQuestion();
  const state = useInlineText(question.answer ?? '');
  const send = async (answer: string) => {
    const outcome = await run(question.id, answer);
    if (outcome.ok) onDone();
  };
  return (
    <InlineTextForm
      state={state}
      fieldId={`${id}-answer`}
      label="Your answer"
      maxLength={LIVE_LIMITS.answerMax}
      emptyMessage="Please enter an answer"
      submitLabel="Post answer"
      pending={pending}
      onSend={send}
      onCancel={onDone}
    />
  );
}

/** One question: who asked, its state, the answer, the upvote toggle, and the instructor's tools. */
export function QuestionItem({ question, instructor, nowAnswering = false }: { question: TQuestionForViewer; instructor: boolean; nowAnswering?: boolean }) {
  const id = useId();
  const upvote = useUpvoteQuestion();
  const moderate = useModerateQuestion();
  const highlight = useSetNowAnswering(question.sessionId);
  const [answering, setAnswering] = useState(false);
  const answered = question.status === 'answered';
  const reviewing = question.state !== 'visible';

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={`${id}-text`}
      sx={{
        opacity: question.hidden || question.state === 'dismissed' ? 0.75 : 1,
        borderColor: nowAnswering ? '#b45309' : question.pinned ? 'primary.main' : undefined,
        borderWidth: nowAnswering ? 2 : undefined,
        bgcolor: nowAnswering ? '#fffbeb' : undefined,
      }}
    >
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
          {nowAnswering ? <Chip size="small" label="Now answering" sx={{ bgcolor: '#b45309', color: '#fff', fontWeight: 700 }} /> : null}
          {question.state === 'queued' ? <Chip size="small" variant="outlined" label="Waiting for review" sx={{ fontWeight: 700 }} /> : null}
          {question.state === 'dismissed' ? <Chip size="small" variant="outlined" label="Dismissed" /> : null}
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
        {instructor && reviewing ? <QuestionReview question={question} /> : null}
        {reviewing ? null : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            variant={question.viewerUpvoted ? 'contained' : 'outlined'}
            size="small"
            aria-pressed={question.viewerUpvoted}
            aria-label={`Upvote: ${question.question}`}
            onClick={() => void upvote.run(question.id)}
            startIcon={question.viewerUpvoted ? <ThumbUpIcon aria-hidden /> : <ThumbUpOutlinedIcon aria-hidden />}
          >
            Upvote
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
              <Button size="small" aria-pressed={nowAnswering} onClick={() => void highlight.run(nowAnswering ? null : question.id)} disabled={highlight.pending}>
                {nowAnswering ? 'Remove highlight' : 'Highlight for everyone'}
              </Button>
            </>
          ) : null}
        </Box>
        )}
      </CardContent>
    </Card>
  );
}
