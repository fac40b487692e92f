import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { sortQuestions } from '../../model/panel';
import { usePanelStore } from '../../store';
import { AskQuestionForm } from './AskQuestionForm';
import { QuestionItem } from './QuestionItem';

/** Q&A: ask, upvote, and (instructors) answer, pin and hide; pinned first, then most upvoted. */
export function QuestionsTab() {
  const questions = usePanelStore((s) => s.questions);
  const sessionId = usePanelStore((s) => s.sessionId);
  const instructor = usePanelStore((s) => s.role === 'instructor');
  const sorted = useMemo(() => sortQuestions(questions), [questions]);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {!instructor && sessionId ? <AskQuestionForm sessionId={sessionId} /> : null}
      <Box component="section" aria-labelledby="live-questions-heading">
        <Typography id="live-questions-heading" component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1.5 }}>
          Questions ({sorted.filter((q) => !q.hidden).length})
        </Typography>
        {sorted.length === 0 ? (
          <Typography color="text.secondary">No questions yet.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {sorted.map((q) => (
              <li key={q.id}>
                <QuestionItem question={q} instructor={instructor} />
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
