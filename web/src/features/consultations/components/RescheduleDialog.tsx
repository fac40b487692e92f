import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { openHoursOn, type TBusinessHours, type TConsultation } from '@app/shared-types/consultations/model';
import { useAvailability } from '../api/get-availability';
import { useRescheduleConsultation } from '../api/change-consultation';
import { DateSlotPicker } from './DateSlotPicker';
import { firmTomorrow, openDates } from '../../../lib/business-hours/firm-dates';

const DEFAULT_TIME = '10:00';

/** Picks an available slot. It opens on tomorrow at 10:00 (the original's fixed target) only when that slot is free. */
export function RescheduleDialog({ consultation, hours, onClose }: { consultation: TConsultation; hours: TBusinessHours; onClose: () => void }) {
  const id = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const tomorrow = firmTomorrow();
  const [date, setDate] = useState(() => (openHoursOn(hours, tomorrow) ? tomorrow : (openDates(hours, 1)[0] ?? tomorrow)));
  const [time, setTime] = useState<string | null>(null);
  const { slots } = useAvailability(tomorrow, consultation.duration);
  const tomorrowTenFree = slots.some((s) => s.time === DEFAULT_TIME && s.available);
  useEffect(() => {
    if (tomorrowTenFree && date === tomorrow && time === null) setTime(DEFAULT_TIME);
  }, [tomorrowTenFree, date, tomorrow, time]);
  const { run, pending } = useRescheduleConsultation();

  const submit = async () => {
    if (!time) return;
    const outcome = await run(consultation.id, date, time);
    if (outcome.ok) onClose();
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={`${id}-heading`} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={`${id}-heading`}>Reschedule Consultation</DialogTitle>
      <DialogContent>
        <DateSlotPicker
          hours={hours}
          date={date}
          time={time}
          duration={consultation.duration}
          onDate={(d) => {
            setDate(d);
            setTime(null);
          }}
          onTime={setTime}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Close
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={pending || !time}>
          Reschedule
        </Button>
      </DialogActions>
    </Dialog>
  );
}
