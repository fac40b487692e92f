import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TQaSort, TQuestionForViewer } from '@app/shared-types/live-training/model';
import { useOlderQuestions, useSetModeration } from '../../api/qa-moderation';
import { sortQuestions } from '../../model/panel';
import { usePanelStore } from '../../store';
import { AskQuestionForm } from './AskQuestionForm';
import { QuestionItem } from './QuestionItem';

const listSx = { listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 } as const;

function QuestionList({ questions, instructor, nowAnswering, label }: { questions: TQuestionForViewer[]; instructor: boolean; nowAnswering: string | null; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={listSx}>
      {questions.map((q) => (
        <li key={q.id}>
          <QuestionItem question={q} instructor={instructor} nowAnswering={q.id === nowAnswering} />
        </li>
      ))}
    </Box>
  );
}

/**
 * Q&A: ask, upvote, sort by popular or recent; instructors answer, pin, hide, highlight the one
 * being answered now, and (with review on) approve, edit or dismiss new questions before attendees
 * see them; dismissed ones stay in an archive.
 */
export function QuestionsTab() {
  const id = useId();
  const questions = usePanelStore((s) => s.questions);
  const sessionId = usePanelStore((s) => s.sessionId);
  const qa = usePanelStore((s) => s.qa);
  const instructor = usePanelStore((s) => s.role === 'instructor');
  const [sort, setSort] = useState<TQaSort>('popular');
  const moderation = useSetModeration(sessionId ?? '');
  const older = useOlderQuestions(sessionId ?? '');

  const sorted = useMemo(() => sortQuestions(questions, sort), [questions, sort]);
  const queue = sortQuestions(
    questions.filter((q) => q.state === 'queued'),
    'recent',
  ).reverse();
  const archive = sorted.filter((q) => q.state === 'dismissed');
  // Attendees' own questions waiting for review show in the list, marked as waiting.
  const listed = sorted.filter((q) => q.state === 'visible' || (!instructor && q.state === 'queued'));
  const oldest = questions.reduce<TQuestionForViewer | null>((a, q) => (!a || q.timestamp < a.timestamp ? q : a), null);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      {!instructor && sessionId ? <AskQuestionForm sessionId={sessionId} /> : null}
      {instructor && sessionId ? (
        <FormControlLabel
          control={<Switch checked={qa.moderation} onChange={(_, on) => void moderation.run(on)} disabled={moderation.pending} />}
          label="Review questions before attendees see them"
        />
      ) : null}
      {instructor && (qa.moderation || queue.length > 0) ? (
        <Box component="section" aria-labelledby={`${id}-queue`}>
          <Typography id={`${id}-queue`} component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1.5 }}>
            Waiting for review ({queue.length})
          </Typography>
          {queue.length ? (
            <QuestionList questions={queue} instructor nowAnswering={qa.nowAnswering} label="Questions waiting for review" />
          ) : (
            <Typography color="text.secondary">No questions are waiting. New ones appear here first.</Typography>
          )}
        </Box>
      ) : null}
      <Box component="section" aria-labelledby={`${id}-list`}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
          <Typography id={`${id}-list`} component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            Questions ({listed.filter((q) => !q.hidden && q.state === 'visible').length})
          </Typography>
          <ToggleButtonGroup size="small" exclusive value={sort} onChange={(_, v: TQaSort | null) => v && setSort(v)} aria-label="Sort questions">
            <ToggleButton value="popular">Popular</ToggleButton>
            <ToggleButton value="recent">Recent</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {listed.length === 0 ? <Typography color="text.secondary">No questions yet.</Typography> : <QuestionList questions={listed} instructor={instructor} nowAnswering={qa.nowAnswering} label="Questions" />}
        {qa.hasOlder && oldest ? (
          <Button sx={{ mt: 1.5 }} onClick={() => void older.run(oldest.id)} disabled={older.pending}>
            Show older questions
          </Button>
        ) : null}
      </Box>
      {instructor && archive.length ? (
        <Box component="details">
          <Typography component="summary" sx={{ cursor: 'pointer', fontWeight: 700 }}>
            Dismissed questions ({archive.length})
          </Typography>
          <Box sx={{ mt: 1.5 }}>
            <QuestionList questions={archive} instructor nowAnswering={qa.nowAnswering} label="Dismissed questions" />
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
