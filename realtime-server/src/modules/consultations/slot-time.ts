import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { CONSULTATION_MESSAGES as M, CONSULTATION_RULES, FIRM_TIMEZONE, openHoursOn, slotTimesOn, type TBusinessHours } from '@app/shared-types/consultations/model';
import { badRequest } from '../../errors/app-error';

dayjs.extend(utc);
dayjs.extend(timezone);

const BLOCK_MS = 15 * 60_000;

/** The instant of a wall-clock date and time in the firm's zone (right on both daylight-saving change days). */
export function firmInstant(date: string, time: string): Date {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', FIRM_TIMEZONE).toDate();
}

export const firmToday = (now = new Date()) => dayjs(now).tz(FIRM_TIMEZONE).format('YYYY-MM-DD');
export const firmMonthOf = (instant: Date) => dayjs(instant).tz(FIRM_TIMEZONE).format('YYYY-MM');

/** The instant the month after `month` (yyyy-MM) begins in the firm's zone: when a plan month's count starts again. */
export function nextMonthStart(month: string): Date {
  const next = dayjs.tz(`${month}-01 00:00`, 'YYYY-MM-DD HH:mm', FIRM_TIMEZONE).add(1, 'month').format('YYYY-MM-DD');
  return firmInstant(next, '00:00');
}

/** A reschedule's `scheduledDate`: firm wall time without an offset, or an instant with one. */
export function firmDateTimeOf(value: string): { date: string; time: string } {
  const hasOffset = /(Z|[+-]\d{2}:\d{2})$/.test(value);
  const d = hasOffset ? dayjs(value).tz(FIRM_TIMEZONE) : dayjs.tz(value.slice(0, 16), 'YYYY-MM-DDTHH:mm', FIRM_TIMEZONE);
  if (!d.isValid()) throw badRequest(M.scheduledDate, [{ path: 'scheduledDate', message: M.scheduledDate }]);
  return { date: d.format('YYYY-MM-DD'), time: d.format('HH:mm') };
}

/** Refuses a date and time the firm does not offer: before tomorrow, a closed day, outside hours, too long to fit. */
export function assertBookable(hours: TBusinessHours, date: string, time: string, duration: number, now = new Date()): Date {
  const fail = (message: string, path = 'preferredDate') => badRequest(message, [{ path, message }]);
  if (date <= firmToday(now)) throw fail(M.notBookableYet);
  const open = openHoursOn(hours, date);
  if (!open) throw fail(M.closedDay);
  if (!slotTimesOn(hours, date, CONSULTATION_RULES.freeInitialMinutes).includes(time as never)) throw fail(M.outsideHours, 'preferredTime');
  if (!slotTimesOn(hours, date, duration).includes(time as never)) throw fail(M.doesNotFit, 'duration');
  return firmInstant(date, time);
}

/** The 15-minute blocks a booking occupies: its own time and the buffer after it. */
export function blocksOf(start: Date, duration: number): string[] {
  const end = start.getTime() + (duration + CONSULTATION_RULES.bufferMinutes) * 60_000;
  const keys: string[] = [];
  for (let t = start.getTime(); t < end; t += BLOCK_MS) keys.push(new Date(t).toISOString());
  return keys;
}
