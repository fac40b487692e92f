import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import CallEndIcon from '@mui/icons-material/CallEnd';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import ScreenShareIcon from '@mui/icons-material/ScreenShare';
import StopScreenShareIcon from '@mui/icons-material/StopScreenShare';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { VisuallyHidden } from '../../../../../lib/ui/VisuallyHidden';
import { loadJitsiApi, type JitsiMeetApi } from './jitsi-api';

type Props = {
  domain: string;
  roomName: string;
  /** The meeting link, for opening it in a tab of its own instead. */
  url: string;
  /** What the meeting is ("Main meeting", a breakout room's name). */
  title: string;
  displayName: string;
  /** Screen sharing is the instructor's (spec: screen share for instructors only). */
  canShareScreen: boolean;
  onClose: () => void;
};

type MeetingState = { audioMuted: boolean; videoMuted: boolean; sharing: boolean };

export const toggleSx = { textTransform: 'none', fontWeight: 600, gap: 0.75, px: 1.5, color: 'text.primary', '&.Mui-selected': { bgcolor: '#e3ecfa', color: '#082c69' } } as const;

/**
 * The meeting itself, in the page, through Jitsi's IFrame API (loaded from the Jitsi server only
 * now, when the person opens the meeting). Mute, Stop video and Share screen are commands to that
 * meeting, and show the state the meeting reports back, never a guess.
 */
export function EmbeddedMeeting({ domain, roomName, url, title, displayName, canShareScreen, onClose }: Props) {
  const id = useId();
  const frame = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [api, setApi] = useState<JitsiMeetApi | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<MeetingState>({ audioMuted: false, videoMuted: false, sharing: false });
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  // Opened by the viewer (a button): their focus follows it to the meeting.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    let instance: JitsiMeetApi | null = null;
    let disposed = false;
    setError(null);
    setApi(null);
    loadJitsiApi(domain)
      .then((JitsiMeetExternalAPI) => {
        if (disposed || !frame.current) return;
        const meeting = new JitsiMeetExternalAPI(domain, { roomName, parentNode: frame.current, width: '100%', height: '100%', userInfo: { displayName } });
        instance = meeting;
        meeting.getIFrame().title = `Meeting: ${title}`;
        const update = (change: Partial<MeetingState>) => setState((s) => ({ ...s, ...change }));
        meeting.addListener('audioMuteStatusChanged', ({ muted }) => update({ audioMuted: muted }));
        meeting.addListener('videoMuteStatusChanged', ({ muted }) => update({ videoMuted: muted }));
        meeting.addListener('screenSharingStatusChanged', ({ on }) => update({ sharing: on }));
        meeting.addListener('videoConferenceJoined', () => {
          void Promise.all([meeting.isAudioMuted(), meeting.isVideoMuted()]).then(([audioMuted, videoMuted]) => update({ audioMuted, videoMuted }));
        });
        meeting.addListener('readyToClose', () => close.current());
        setApi(meeting);
      })
      .catch((err: unknown) => {
        if (!disposed) setError(err instanceof Error ? err.message : 'The meeting could not be opened.');
      });
    return () => {
      disposed = true;
      instance?.dispose();
    };
  }, [domain, roomName, title, displayName, attempt]);

  const leave = () => {
    api?.executeCommand('hangup');
    onClose();
  };

  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      <Typography id={`${id}-title`} ref={heading} tabIndex={-1} component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
        Meeting: {title}
      </Typography>
      <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', maxHeight: { xs: 260, sm: 360, md: 440 }, bgcolor: '#1d2430', borderRadius: 1, overflow: 'hidden' }}>
        {/* Jitsi puts its iframe here; React keeps no children in it. */}
        <Box ref={frame} data-testid="meeting-frame" sx={{ position: 'absolute', inset: 0, '& iframe': { border: 0, display: 'block' } }} />
        {!api && !error ? (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <CircularProgress aria-label="Opening the meeting" sx={{ color: '#fff' }} />
          </Box>
        ) : null}
      </Box>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          }
        >
          {error}{' '}
          <Link href={url} target="_blank" rel="noopener noreferrer" color="inherit">
            Open the meeting in a new tab<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Link>
        </Alert>
      ) : null}
      <Box role="group" aria-label="Meeting controls" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {api ? (
          <>
            <ToggleButton value="mute" size="small" selected={state.audioMuted} onChange={() => api.executeCommand('toggleAudio')} sx={toggleSx}>
              {state.audioMuted ? <MicOffIcon fontSize="small" aria-hidden /> : <MicIcon fontSize="small" aria-hidden />}
              Mute
            </ToggleButton>
            <ToggleButton value="video" size="small" selected={state.videoMuted} onChange={() => api.executeCommand('toggleVideo')} sx={toggleSx}>
              {state.videoMuted ? <VideocamOffIcon fontSize="small" aria-hidden /> : <VideocamIcon fontSize="small" aria-hidden />}
              Stop video
            </ToggleButton>
            {canShareScreen ? (
              <ToggleButton value="screen" size="small" selected={state.sharing} onChange={() => api.executeCommand('toggleShareScreen')} sx={toggleSx}>
                {state.sharing ? <StopScreenShareIcon fontSize="small" aria-hidden /> : <ScreenShareIcon fontSize="small" aria-hidden />}
                Share screen
              </ToggleButton>
            ) : null}
          </>
        ) : null}
        <Button size="small" color="error" variant="outlined" startIcon={<CallEndIcon aria-hidden />} onClick={leave}>
          Leave meeting
        </Button>
      </Box>
    </Box>
  );
}
