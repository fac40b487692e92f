import { Suspense, useId } from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatClock, type TBusinessHours } from '@app/shared-types/consultations/model';
import { useAvailability } from '../api/get-availability';
import { firmTomorrow } from '../../../lib/business-hours/firm-dates';
import { lazyWithPreload } from '../../../lib/ui/lazy-with-preload';

// The date pickers (about 24 KB gzip with their adapter) are in no first render of the page: they
// load when a booking or reschedule dialog is about to open (calendarIntent) or opens.
const BookingCalendar = lazyWithPreload(() => import('./BookingCalendar'));

/** Starts loading the calendar; if that fails, rendering it tries again and reports the error. */
const preloadBookingCalendar = () => {
  BookingCalendar.preload().catch(() => undefined);
};

/** For a button that opens a dialog with the calendar: hover, focus and press (touch has no hover) preload it. */
export const calendarIntent = { onPointerEnter: preloadBookingCalendar, onFocus: preloadBookingCalendar, onPointerDown: preloadBookingCalendar } as const;

/** Holds the calendar's place while it loads: DateCalendar's own box (320 x 336 px), so nothing moves. */
function CalendarPlaceholder() {
  return (
    <Box aria-busy="true" sx={{ width: 320, maxWidth: '100%', height: 336, display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={24} aria-label="Loading the calendar" />
    </Box>
  );
}

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
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'auto minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Suspense fallback={<CalendarPlaceholder />}>
        <BookingCalendar hours={hours} date={date} minDate={tomorrow} onDate={onDate} />
      </Suspense>
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
  );
}
