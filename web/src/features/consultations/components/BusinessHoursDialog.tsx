import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { WEEKDAYS, WEEKDAY_LABELS, type TBusinessHours, type TOpenHours, type TWeekday } from '@app/shared-types/consultations/model';
import { useSaveBusinessHours } from '../api/business-hours';

/** Operators edit the one source of hours: open days, opening and closing times, and closures (one 'yyyy-MM-dd reason' per line). */
export function BusinessHoursDialog({ hours, onClose }: { hours: TBusinessHours; onClose: () => void }) {
  const id = useId();
  const [days, setDays] = useState<Record<TWeekday, TOpenHours | null>>(hours.days);
  const [closures, setClosures] = useState(hours.closures.map((c) => `${c.date}${c.reason ? ` ${c.reason}` : ''}`).join('\n'));
  const { run, pending } = useSaveBusinessHours();
  const save = async () => {
    const list = closures
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .map((l) => ({ date: l.slice(0, 10), reason: l.slice(10).trim() || null }));
    const outcome = await run({ days, closures: list });
    if (outcome.ok) onClose();
  };
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={`${id}-heading`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-heading`}>Business Hours</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5, pt: '8px !important' }}>
        {WEEKDAYS.map((day) => {
          const h = days[day];
          return (
            <Box key={day} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: '9rem 1fr 1fr' }, alignItems: 'center' }}>
              <FormControlLabel
                control={<Checkbox checked={!!h} onChange={(e) => setDays({ ...days, [day]: e.target.checked ? { open: '10:00', close: '20:00' } : null })} />}
                label={WEEKDAY_LABELS[day]}
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              />
              <TextField type="time" size="small" label={`${WEEKDAY_LABELS[day]} opens`} value={h?.open ?? ''} disabled={!h} onChange={(e) => h && setDays({ ...days, [day]: { ...h, open: e.target.value } })} slotProps={{ inputLabel: { shrink: true } }} />
              <TextField type="time" size="small" label={`${WEEKDAY_LABELS[day]} closes`} value={h?.close ?? ''} disabled={!h} onChange={(e) => h && setDays({ ...days, [day]: { ...h, close: e.target.value } })} slotProps={{ inputLabel: { shrink: true } }} />
            </Box>
          );
        })}
        <TextField label="Holidays and closures" helperText="One per line: yyyy-MM-dd and an optional reason" multiline minRows={3} value={closures} onChange={(e) => setClosures(e.target.value)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Close
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={pending}>
          Save Hours
        </Button>
      </DialogActions>
    </Dialog>
  );
}
