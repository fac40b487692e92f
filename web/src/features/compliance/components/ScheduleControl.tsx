import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TScheduleFrequency } from '@app/shared-types/compliance/model';
import { useSchedule } from '../api/schedule';

/** Re-scan this URL daily or weekly, or stop. */
export function ScheduleControl({ url }: { url: string }) {
  const labelId = useId();
  const { schedule, save, remove } = useSchedule(url);
  if (schedule === undefined) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
        Re-scan automatically
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-labelledby={labelId}
        value={schedule?.frequency ?? null}
        onChange={(_, value: TScheduleFrequency | null) => {
          if (value) void save.run(value);
        }}
        disabled={save.pending}
      >
        <ToggleButton value="daily">Daily</ToggleButton>
        <ToggleButton value="weekly">Weekly</ToggleButton>
      </ToggleButtonGroup>
      {schedule ? (
        <>
          <Typography variant="body2" color="text.secondary">
            Next scan {new Date(schedule.nextRunAt ?? '').toLocaleString()}
          </Typography>
          <Button size="small" onClick={() => void remove.run(schedule.id)} disabled={remove.pending}>
            Stop re-scans
          </Button>
        </>
      ) : null}
    </Box>
  );
}
