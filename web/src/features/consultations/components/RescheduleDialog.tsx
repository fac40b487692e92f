import { useEffect, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatClock, openHoursOn, type TBusinessHours, type TConsultation } from '@app/shared-types/consultations/model';
import dayjs from 'dayjs';
import { useAvailability } from '../api/get-availability';
import { useRescheduleConsultation } from '../api/change-consultation';
import { DateSlotPicker } from './DateSlotPicker';
import { firmTomorrow, formatWhen, openDates } from '../../../lib/business-hours/firm-dates';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';
import { consultationHeading } from './consultation-heading';

const DEFAULT_TIME = '10:00';

/**
 * Picks an available slot, then asks before moving the booking (the client's plans move with it).
 * It opens on tomorrow at 10:00 (the original's fixed target) only when that slot is free.
 */
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
  const [confirming, setConfirming] = useState(false);

  const submit = async () => {
    if (!time) return;
    const outcome = await run(consultation.id, date, time);
    setConfirming(false);
    if (outcome.ok) onClose();
  };
  const from = consultation.startsAt ? formatWhen(consultation.startsAt) : 'its requested time';
  const to = time ? `${dayjs(date).format('MMM DD, YYYY')} at ${formatClock(time)} ET` : '';

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
        <Button variant="contained" onClick={() => setConfirming(true)} disabled={pending || !time}>
          Reschedule
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title="Move this consultation?"
        text={`Move "${consultationHeading(consultation)}" from ${from} to ${to}? The old time becomes available to others, and ${consultation.email} gets an updated invitation.`}
        confirmLabel="Move Consultation"
        cancelLabel="Choose another time"
        tone="primary"
        pending={pending}
        onConfirm={() => void submit()}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
