import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { DIFFICULTY_LABELS, type TTrainingModuleSummary } from '@app/shared-types/training/model';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { progressLabel } from '../model/progress';

/** One module in the grid: open ones start or continue; locked premium ones lead to /premium. */
export function ModuleCard({ module, signedIn, onOpen }: { module: TTrainingModuleSummary; signedIn: boolean; onOpen: (id: string) => void }) {
  const headingId = `module-${module.id}`;
  const started = !!module.progress?.completedLessonIds.length || !!module.progress?.lastLessonId;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" label={module.category} />
          <Chip size="small" variant="outlined" label={DIFFICULTY_LABELS[module.difficulty]} />
          {module.isPremium && <Chip size="small" color="secondary" label="Premium" icon={module.locked ? <LockIcon aria-hidden /> : undefined} />}
        </Stack>
        <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          {module.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {module.description}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {module.duration} · {progressLabel(module.lessonCount, module.progress)}
        </Typography>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        {module.locked && module.isPremium ? (
          <Button href="/premium" variant="outlined" startIcon={<LockIcon aria-hidden />}>
            Unlock with Premium
            <VisuallyHidden>: {module.title}</VisuallyHidden>
          </Button>
        ) : module.locked ? (
          <Button href={`/api/login?returnTo=${encodeURIComponent(`/training?module=${module.id}`)}`} variant="outlined">
            Sign in to start
            <VisuallyHidden>: {module.title}</VisuallyHidden>
          </Button>
        ) : (
          <Box>
            <Button variant="contained" onClick={() => onOpen(module.id)} disabled={!signedIn}>
              {module.progress?.completed ? 'Review' : started ? 'Continue' : 'Start'}
              <VisuallyHidden>: {module.title}</VisuallyHidden>
            </Button>
          </Box>
        )}
      </CardActions>
    </Card>
  );
}
