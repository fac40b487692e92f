import { useId } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { formatClock, openHoursOn, type TBusinessHours } from '@app/shared-types/consultations/model';
import { useAvailability } from '../api/get-availability';
import { firmTomorrow } from '../../../lib/business-hours/firm-dates';

type Props = {
  hours: TBusinessHours;
  date: string;
  time: string | null;
  duration: number;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  /** The slot this consultation already holds (a reschedule may keep its own blocks). */
  ownTime?: string | null;
};

/** A calendar (dates before tomorrow and closed days disabled) and the day's slots from the availability call. */
export function DateSlotPicker({ hours, date, time, duration, onDate, onTime }: Props) {
  const id = useId();
  const tomorrow = firmTomorrow();
  const { slots, loading } = useAvailability(date, duration);
  const disabled = (d: Dayjs) => {
    const key = d.format('YYYY-MM-DD');
    return key < tomorrow || !openHoursOn(hours, key);
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'auto minmax(0, 1fr)' }, alignItems: 'start' }}>
        <DateCalendar
          value={dayjs(date)}
          onChange={(d: Dayjs | null) => d && onDate(d.format('YYYY-MM-DD'))}
          shouldDisableDate={disabled}
          minDate={dayjs(tomorrow)}
          disableHighlightToday
          sx={{ m: 0, maxWidth: '100%' }}
        />
        <Box role="group" aria-labelledby={`${id}-slots`}>
          <Typography id={`${id}-slots`} variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Available times on {dayjs(date).format('MMM DD, YYYY')} (Eastern Time)
          </Typography>
          {loading ? (
            <CircularProgress size={24} aria-label="Loading available times" />
          ) : slots.length === 0 ? (
            <Typography role="status">No available slots for this date</Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))' }}>
              {slots.map((slot) => (
                <Button
                  key={slot.time}
                  variant={time === slot.time ? 'contained' : 'outlined'}
                  aria-pressed={time === slot.time}
                  disabled={!slot.available}
                  onClick={() => onTime(slot.time)}
                >
                  {formatClock(slot.time)}
                </Button>
              ))}
            </Box>
          )}
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
