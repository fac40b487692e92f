import ToggleButton from '@mui/material/ToggleButton';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { useRecordMeeting } from '../../../api/record-meeting';
import { toggleSx } from './EmbeddedMeeting';

/**
 * Record, for the instructor of a live Zoom session: the server starts or stops Zoom's cloud
 * recording and the whole room sees the result. Pressed exactly while a recording runs.
 */
export function RecordToggle({ sessionId, recording }: { sessionId: string; recording: boolean }) {
  const record = useRecordMeeting(sessionId);
  return (
    <ToggleButton value="record" size="small" selected={recording} disabled={record.pending} onChange={() => void record.run(!recording)} sx={toggleSx}>
      <FiberManualRecordIcon fontSize="small" aria-hidden sx={{ color: recording ? '#b3261e' : undefined }} />
      Record
    </ToggleButton>
  );
}
