import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ClosedCaptionIcon from '@mui/icons-material/ClosedCaption';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import SubjectIcon from '@mui/icons-material/Subject';
import {
  TRAINING_VIDEO_FILTERS,
  filterTrainingVideos,
  type TTrainingVideo,
  type TTrainingVideoFilter,
} from '@app/shared-types/training-videos/library';
import { errorMessage } from '../../../lib/api-client';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { useTrainingVideos } from '../api/training-videos';
import type { TPlayerMode } from './VideoPlayerDialog';
import { RetryAlert } from '../../../lib/ui/RetryAlert';
import { PlaceholderCardBody } from '../../../lib/ui/PlaceholderCardBody';
import { ExclusiveToggleGroup } from '../../../lib/ui/ExclusiveToggleGroup';

const loadDialog = () => import('./VideoPlayerDialog');
const VideoPlayerDialog = lazy(loadDialog);

/** Spec: three placeholder cards while loading. */
export const VIDEO_PLACEHOLDER_COUNT = 3;

const FILTER_LABEL: Record<TTrainingVideoFilter, string> = {
  all: 'All Videos',
  'Government Contracting': 'Government Contracting',
  'SAM Registration': 'SAM Registration',
  Compliance: 'Compliance',
  Financial: 'Financial',
};

/**
 * Opens a video's captions or transcript. Without them the button is off and points at the note
 * under the buttons that says so (`missingNoteId`).
 */
function TextAlternativeButton({ label, icon, videoTitle, missingNoteId, onClick }: { label: string; icon: ReactNode; videoTitle: string; missingNoteId: string | null; onClick: () => void }) {
  return (
    <Button variant="outlined" size="small" startIcon={icon} onClick={onClick} disabled={missingNoteId !== null} aria-describedby={missingNoteId ?? undefined}>
      {label}
      <VisuallyHidden>: {videoTitle}</VisuallyHidden>
    </Button>
  );
}

function VideoCard({ video, onOpen }: { video: TTrainingVideo; onOpen: (mode: TPlayerMode) => void }) {
  const id = useId();
  const noCaptions = !video.captionsUrl;
  const noTranscript = !video.transcriptUrl;
  return (
    <Card variant="outlined" component="article" aria-labelledby={`${id}-title`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Box>
          <Chip size="small" label={video.category} sx={{ bgcolor: '#e6e9ef', color: '#1a1f2b', fontWeight: 600, mb: 1 }} />
        </Box>
        <Typography id={`${id}-title`} component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
          {video.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2, flex: 1 }}>
          {video.description}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" size="small" startIcon={<PlayCircleIcon aria-hidden />} onClick={() => onOpen('watch')} onMouseEnter={() => void loadDialog()}>
            Watch Video<VisuallyHidden>: {video.title}</VisuallyHidden>
          </Button>
          <TextAlternativeButton label="Captions" icon={<ClosedCaptionIcon aria-hidden />} videoTitle={video.title} missingNoteId={noCaptions ? `${id}-no-captions` : null} onClick={() => onOpen('captions')} />
          <TextAlternativeButton label="Transcript" icon={<SubjectIcon aria-hidden />} videoTitle={video.title} missingNoteId={noTranscript ? `${id}-no-transcript` : null} onClick={() => onOpen('transcript')} />
        </Box>
        {noCaptions || noTranscript ? (
          <Box sx={{ mt: 1, color: 'text.secondary', fontSize: '0.875rem' }}>
            {noCaptions ? <div id={`${id}-no-captions`}>Captions are not available for this video yet.</div> : null}
            {noTranscript ? <div id={`${id}-no-transcript`}>A transcript is not available for this video yet.</div> : null}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

function PlaceholderCard() {
  return (
    <Card variant="outlined" aria-hidden data-testid="video-placeholder">
      <CardContent>
        <Skeleton variant="rounded" width={110} height={24} sx={{ mb: 1 }} />
        <PlaceholderCardBody title="80%" lines={['100%', '90%']} buttons={[110, 90, 100]} buttonHeight={30} />
      </CardContent>
    </Card>
  );
}

/** Training Video Library: category filter, three placeholders while loading, player dialog. */
export function TrainingVideoLibrary() {
  const { status, videos, retry, ...rest } = useTrainingVideos();
  const [filter, setFilter] = useState<TTrainingVideoFilter>('all');
  const [open, setOpen] = useState<{ video: TTrainingVideo; mode: TPlayerMode } | null>(null);
  const visible = filterTrainingVideos(videos, filter);
  const filterLabelId = useId();

  return (
    <Box>
      <Typography id={filterLabelId} sx={{ fontWeight: 600, mb: 1 }}>
        Filter by category
      </Typography>
      <ExclusiveToggleGroup
        value={filter}
        onChange={setFilter}
        options={TRAINING_VIDEO_FILTERS}
        label={(f) => FILTER_LABEL[f]}
        aria-labelledby={filterLabelId}
        color="primary"
        size="small"
        sx={{ flexWrap: 'wrap', mb: 3, '& .MuiToggleButton-root': { textTransform: 'none', fontWeight: 600, color: 'text.primary' }, '& .MuiToggleButton-root.Mui-selected': { color: 'primary.main', bgcolor: '#e3ebf7' } }}
      />

      <Box aria-live="polite" sx={{ mb: 2 }}>
        {status === 'success' ? (
          <Typography color="text.secondary" data-testid="video-count">
            {visible.length === 0
              ? filter === 'all'
                ? 'No training videos are available yet.'
                : `No ${filter} videos are available yet.`
              : `Showing ${visible.length} of ${videos.length} ${videos.length === 1 ? 'video' : 'videos'}`}
          </Typography>
        ) : null}
      </Box>

      {status === 'error' ? (
        <RetryAlert onRetry={retry} label="Try Again">
          The training videos could not be loaded. {'error' in rest ? errorMessage(rest.error) : ''}
        </RetryAlert>
      ) : null}

      <Box
        component="ul"
        aria-busy={status === 'loading'}
        aria-label="Training videos"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}
      >
        {status === 'loading'
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={`placeholder-${i}`}>
                <PlaceholderCard />
              </li>
            ))
          : visible.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} onOpen={(mode) => setOpen({ video, mode })} />
              </li>
            ))}
      </Box>

      {open ? (
        <Suspense fallback={null}>
          <VideoPlayerDialog video={open.video} initialMode={open.mode} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
