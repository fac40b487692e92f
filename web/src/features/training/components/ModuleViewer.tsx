import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { DIFFICULTY_LABELS, type TModuleProgress, type TTrainingModule } from '@app/shared-types/training/model';
import { useAction } from '../../../lib/use-action';
import { recordLesson } from '../api/modules';
import { progressLabel, resumeLesson } from '../model/progress';

/** An open module: its lessons (done ones ticked), the current lesson, and marking it done. */
export function ModuleViewer({ module, lessonId, onLesson, onBack }: { module: TTrainingModule; lessonId: string | null; onLesson: (id: string) => void; onBack: () => void }) {
  const [progress, setProgress] = useState<TModuleProgress | null>(module.progress);
  const lesson = module.lessons.find((l) => l.id === lessonId) ?? resumeLesson(module.lessons, progress)!;
  const index = module.lessons.indexOf(lesson);
  const next = module.lessons[index + 1];
  const done = progress?.completedLessonIds.includes(lesson.id) ?? false;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const save = useAction((completed: boolean) => recordLesson(module.id, lesson.id, completed), { errorTitle: 'Progress Not Saved', errorFallback: 'Failed to save your progress. Please try again.' });

  // Opening a lesson remembers it as where the member left off, and moves focus to its title.
  useEffect(() => {
    headingRef.current?.focus();
    void recordLesson(module.id, lesson.id, done).then(setProgress, () => undefined);
    // Only when the lesson changes; `done` is read as it is at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [module.id, lesson.id]);

  async function complete() {
    const outcome = await save.run(!done);
    if (!outcome.ok) return;
    setProgress(outcome.data);
    if (!done && next) onLesson(next.id);
  }

  return (
    <Box>
      <Button onClick={onBack} sx={{ mb: 2 }}>
        ← Back to the library
      </Button>
      <Typography variant="h4" component="h2" sx={{ fontWeight: 700 }}>
        {module.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {module.category} · {DIFFICULTY_LABELS[module.difficulty]} · {module.duration} · {progressLabel(module.lessons.length, progress)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="nav" aria-label="Lessons">
          <List component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {module.lessons.map((l, i) => {
              const isDone = progress?.completedLessonIds.includes(l.id) ?? false;
              return (
                <li key={l.id}>
                  <ListItemButton selected={l.id === lesson.id} aria-current={l.id === lesson.id ? 'step' : undefined} onClick={() => onLesson(l.id)}>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      {isDone ? <CheckCircleIcon color="success" titleAccess="Done" /> : <RadioButtonUncheckedIcon aria-hidden />}
                    </ListItemIcon>
                    <ListItemText primary={`${i + 1}. ${l.title}`} secondary={`${l.minutes} min`} />
                  </ListItemButton>
                </li>
              );
            })}
          </List>
        </Paper>
        <Paper variant="outlined" component="article" aria-labelledby="lesson-title" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography id="lesson-title" ref={headingRef} tabIndex={-1} variant="h5" component="h3" sx={{ fontWeight: 700, outline: 'none' }}>
            Lesson {index + 1}: {lesson.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {lesson.minutes} minutes
          </Typography>
          {lesson.body.map((paragraph) => (
            <Typography key={paragraph.slice(0, 40)} sx={{ mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
          <Alert severity="info" icon={false} sx={{ mb: 2 }}>
            <Typography component="h4" sx={{ fontWeight: 700 }}>
              Key points
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {lesson.keyPoints.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </Box>
          </Alert>
          <Button variant={done ? 'outlined' : 'contained'} onClick={() => void complete()} disabled={save.pending}>
            {done ? 'Mark as not done' : next ? 'Mark complete and continue' : 'Mark complete'}
          </Button>
        </Paper>
      </Box>
    </Box>
  );
}
