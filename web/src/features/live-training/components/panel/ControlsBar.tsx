import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import ScreenShareIcon from '@mui/icons-material/ScreenShare';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import type { TSessionControls } from '@app/shared-types/live-training/model';
import { useSetControls } from '../../api/set-controls';

type Props = { sessionId: string; instructor: boolean; controls: TSessionControls };

const toggleSx = { textTransform: 'none', fontWeight: 600, gap: 0.75, px: 1.5, color: 'text.primary', '&.Mui-selected': { bgcolor: '#e3ecfa', color: '#082c69' } } as const;

/**
 * Mute and video are each person's own (the real audio and video run in the meeting the Join link
 * opens; these say what the person has chosen). Screen sharing and recording are the session's,
 * set by the instructor on the server and shown to everyone.
 */
export function ControlsBar({ sessionId, instructor, controls }: Props) {
  const [muted, setMuted] = useState(false);
  const [videoOff, setVideoOff] = useState(false);
  const setControls = useSetControls(sessionId);

  return (
    <Box component="section" aria-label="Session controls" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <ToggleButton value="mute" selected={muted} onChange={() => setMuted((m) => !m)} size="small" sx={toggleSx}>
        {muted ? <MicOffIcon fontSize="small" aria-hidden /> : <MicIcon fontSize="small" aria-hidden />}
        Mute
      </ToggleButton>
      <ToggleButton value="video" selected={videoOff} onChange={() => setVideoOff((v) => !v)} size="small" sx={toggleSx}>
        {videoOff ? <VideocamOffIcon fontSize="small" aria-hidden /> : <VideocamIcon fontSize="small" aria-hidden />}
        Stop video
      </ToggleButton>
      {instructor ? (
        <>
          <ToggleButton
            value="screen"
            selected={controls.screenSharing}
            disabled={setControls.pending}
            onChange={() => void setControls.run({ screenSharing: !controls.screenSharing })}
            size="small"
            sx={toggleSx}
          >
            <ScreenShareIcon fontSize="small" aria-hidden />
            Share screen
          </ToggleButton>
          <ToggleButton
            value="record"
            selected={controls.recording}
            disabled={setControls.pending}
            onChange={() => void setControls.run({ recording: !controls.recording })}
            size="small"
            sx={toggleSx}
          >
            <FiberManualRecordIcon fontSize="small" aria-hidden sx={{ color: controls.recording ? '#b3261e' : undefined }} />
            Record
          </ToggleButton>
        </>
      ) : null}
      <Box role="status" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {controls.screenSharing ? <Chip size="small" icon={<ScreenShareIcon aria-hidden />} label="Screen sharing on" /> : null}
        {controls.recording ? (
          <Chip size="small" icon={<FiberManualRecordIcon aria-hidden />} label="Recording" sx={{ bgcolor: '#b3261e', color: '#fff', '& .MuiChip-icon': { color: '#fff' } }} />
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
        {muted || videoOff ? `You have ${[muted ? 'muted yourself' : '', videoOff ? 'stopped your video' : ''].filter(Boolean).join(' and ')}. ` : ''}
        Audio and video run in the meeting tab.
      </Typography>
    </Box>
  );
}
