import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { FIRM_TIMEZONE, openHoursOn, type TBusinessHours } from '@app/shared-types/consultations/model';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Tomorrow's date in the firm's time zone: the first bookable day. */
export const firmTomorrow = (now = new Date()) => dayjs(now).tz(FIRM_TIMEZONE).add(1, 'day').format('YYYY-MM-DD');

/** The first `count` open dates from tomorrow (closed days and closures skipped). */
export function openDates(hours: TBusinessHours, count: number, now = new Date()): string[] {
  const out: string[] = [];
  let d = dayjs(firmTomorrow(now));
  for (let i = 0; out.length < count && i < 400; i++, d = d.add(1, 'day')) {
    const key = d.format('YYYY-MM-DD');
    if (openHoursOn(hours, key)) out.push(key);
  }
  return out;
}

/** 'MMM dd, yyyy at h:mm a' in the firm's time zone (spec 001 section 9). */
export const formatWhen = (iso: string) => `${dayjs(iso).tz(FIRM_TIMEZONE).format('MMM DD, YYYY [at] h:mm A')} ET`;
