import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TScheduleFrequency } from '@app/shared-types/compliance/model';
import { useProfiles } from '../api/profiles';
import { useSchedule } from '../api/schedule';

const PUBLIC = '';
export const SCHEDULE_PROFILE_DELETED = 'Its site profile was deleted: re-scans fail until you choose another profile or Public.';

/**
 * Re-scan this URL daily or weekly, or stop; signed out or signed in with a saved site profile.
 * An existing schedule saves a new profile choice at once; before there is one, the choice waits for
 * Daily or Weekly and starts as the scan's own profile (a signed-in scan re-scans signed in). A
 * schedule whose profile was deleted says so, as its re-scans fail for that reason on the server.
 */
export function ScheduleControl({ url, scanProfileId = null }: { url: string; scanProfileId?: string | null }) {
  const labelId = useId();
  const { schedule, save, remove } = useSchedule(url);
  const { profiles, loaded } = useProfiles(true);
  const [choice, setChoice] = useState<string | null>(null);
  if (schedule === undefined) return null;

  const nameOf = (id: string | null) => profiles.find((p) => p.id === id)?.name;
  const current = schedule ? (schedule.profileId ?? PUBLIC) : (choice ?? (nameOf(scanProfileId) ? scanProfileId! : PUBLIC));
  const currentName = nameOf(current);
  // Only once the list has arrived is an id missing from it a deleted profile.
  const deleted = current !== PUBLIC && loaded && !currentName;
  const saveWith = (frequency: TScheduleFrequency, profileId: string) => void save.run(frequency, profileId || null, nameOf(profileId));
  const showChoice = profiles.length > 0 || current !== PUBLIC;

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
          if (value) saveWith(value, current);
        }}
        disabled={save.pending}
      >
        <ToggleButton value="daily">Daily</ToggleButton>
        <ToggleButton value="weekly">Weekly</ToggleButton>
      </ToggleButtonGroup>
      {showChoice ? (
        <TextField
          select
          label="Sign in with"
          size="small"
          value={current}
          disabled={save.pending}
          error={deleted}
          helperText={deleted ? SCHEDULE_PROFILE_DELETED : undefined}
          onChange={(e) => (schedule ? saveWith(schedule.frequency, e.target.value) : setChoice(e.target.value))}
          // Public is the value '': shown as chosen, not as an empty field under its label.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200, maxWidth: 420 }}
        >
          <MenuItem value={PUBLIC}>Public (no sign-in)</MenuItem>
          {profiles.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
          {/* The saved id stays the value until another is chosen; it is not offered again. */}
          {current !== PUBLIC && !currentName ? (
            <MenuItem value={current} disabled>
              {loaded ? 'Deleted site profile' : 'A site profile'}
            </MenuItem>
          ) : null}
        </TextField>
      ) : null}
      {schedule ? (
        <>
          <Typography variant="body2" color="text.secondary">
            Next scan {new Date(schedule.nextRunAt ?? '').toLocaleString()}
            {schedule.profileId ? (currentName ? `, signed in with ${currentName}` : deleted ? ', with a deleted site profile' : ', signed in with a site profile') : showChoice ? ', signed out' : ''}
          </Typography>
          <Button size="small" onClick={() => void remove.run(schedule.id)} disabled={remove.pending}>
            Stop re-scans
          </Button>
        </>
      ) : null}
    </Box>
  );
}
