import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TTrainingVideo } from '@app/shared-types/training-videos/library';
import { errorMessage } from '../../../lib/api-client';
import { fetchTranscript } from '../api/training-videos';
import { transcriptText } from '../model/transcript';

export type TPlayerMode = 'watch' | 'captions' | 'transcript';

type TTranscriptState = { status: 'idle' | 'loading' } | { status: 'ready'; text: string } | { status: 'error'; message: string };

/**
 * The accessible player: a native <video controls> with the WebVTT captions track and the
 * transcript. 'Captions' opens it with captions showing, 'Transcript' with the transcript open.
 */
export default function VideoPlayerDialog({ video, initialMode, onClose }: { video: TTrainingVideo; initialMode: TPlayerMode; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const transcriptId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [captionsOn, setCaptionsOn] = useState(initialMode === 'captions' && !!video.captionsUrl);
  const [showTranscript, setShowTranscript] = useState(initialMode === 'transcript' && !!video.transcriptUrl);
  const [videoError, setVideoError] = useState(false);
  const [transcript, setTranscript] = useState<TTranscriptState>({ status: 'idle' });

  // The track's mode follows the switch (the `default` attribute only counts at load time).
  useEffect(() => {
    const el = videoRef.current;
    if (!el) return;
    const apply = () => {
      for (const track of Array.from(el.textTracks)) {
        if (track.kind === 'captions') track.mode = captionsOn ? 'showing' : 'hidden';
      }
    };
    apply();
    el.textTracks.addEventListener?.('addtrack', apply);
    return () => el.textTracks.removeEventListener?.('addtrack', apply);
  }, [captionsOn]);

  useEffect(() => {
    if (!showTranscript || !video.transcriptUrl || transcript.status !== 'idle') return;
    const controller = new AbortController();
    setTranscript({ status: 'loading' });
    fetchTranscript(video.transcriptUrl, controller.signal)
      .then((raw) => setTranscript({ status: 'ready', text: transcriptText(raw) }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setTranscript({ status: 'error', message: errorMessage(error) });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showTranscript, video.transcriptUrl]);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId} component="h2" sx={{ fontWeight: 700, pr: 3 }}>
        {video.title}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {video.category}
          {video.description ? ` · ${video.description}` : ''}
        </Typography>
        {videoError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            This video could not be played. Please try again later or contact us for help.
          </Alert>
        ) : null}
        <Box
          component="video"
          ref={videoRef}
          controls
          preload="metadata"
          playsInline
          src={video.videoUrl}
          onError={() => setVideoError(true)}
          aria-label={`Video: ${video.title}`}
          sx={{ width: '100%', maxHeight: '60vh', bgcolor: '#000', borderRadius: 1, display: 'block' }}
        >
          {video.captionsUrl ? <track kind="captions" src={video.captionsUrl} srcLang="en" label="English" default={captionsOn} /> : null}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 2 }}>
          {video.captionsUrl ? (
            <FormControlLabel control={<Switch checked={captionsOn} onChange={(_, checked) => setCaptionsOn(checked)} />} label="Show captions" />
          ) : (
            <Typography color="text.secondary">Captions are not available for this video yet.</Typography>
          )}
          {video.transcriptUrl ? (
            <Button variant="outlined" aria-expanded={showTranscript} aria-controls={transcriptId} onClick={() => setShowTranscript((v) => !v)}>
              {showTranscript ? 'Hide Transcript' : 'Show Transcript'}
            </Button>
          ) : (
            <Typography color="text.secondary">A transcript is not available for this video yet.</Typography>
          )}
        </Box>
        {video.transcriptUrl ? (
          <Box id={transcriptId} hidden={!showTranscript} sx={{ mt: 2 }}>
            <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              Transcript
            </Typography>
            {transcript.status === 'loading' ? <LinearProgress aria-label="Loading transcript" /> : null}
            {transcript.status === 'error' ? <Alert severity="error">The transcript could not be loaded. {transcript.message}</Alert> : null}
            {transcript.status === 'ready' ? (
              <Box
                tabIndex={0}
                role="region"
                aria-label={`Transcript of ${video.title}`}
                data-testid="transcript-text"
                sx={{ maxHeight: 280, overflowY: 'auto', p: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1, whiteSpace: 'pre-line' }}
              >
                {transcript.text}
              </Box>
            ) : null}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        {video.transcriptUrl ? (
          <Button component="a" href={video.transcriptUrl} download>
            Download Transcript
          </Button>
        ) : null}
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
