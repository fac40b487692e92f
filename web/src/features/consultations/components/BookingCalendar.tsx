import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { openHoursOn, type TBusinessHours } from '@app/shared-types/consultations/model';

export type BookingCalendarProps = {
  hours: TBusinessHours;
  /** yyyy-MM-dd */
  date: string;
  /** The first bookable day, yyyy-MM-dd. */
  minDate: string;
  onDate: (date: string) => void;
};

/**
 * The date pickers' calendar and its dayjs adapter, in a chunk of their own (DateSlotPicker loads it
 * lazily): dates before `minDate` and closed days are disabled.
 */
export default function BookingCalendar({ hours, date, minDate, onDate }: BookingCalendarProps) {
  const disabled = (d: Dayjs) => {
    const key = d.format('YYYY-MM-DD');
    return key < minDate || !openHoursOn(hours, key);
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        value={dayjs(date)}
        onChange={(d: Dayjs | null) => d && onDate(d.format('YYYY-MM-DD'))}
        shouldDisableDate={disabled}
        minDate={dayjs(minDate)}
        disableHighlightToday
        sx={{ m: 0, maxWidth: '100%' }}
      />
    </LocalizationProvider>
  );
}
