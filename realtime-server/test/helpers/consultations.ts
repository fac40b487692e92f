import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { FIRM_TIMEZONE, WEEKDAYS, type TConsultation, type TWeekday } from '@app/shared-types/consultations';
import type { HttpClient } from './http-client';

dayjs.extend(utc);
dayjs.extend(timezone);

let used = 0;
/**
 * A distinct future date (firm time) on the given weekday, at least two weeks out so the 24-hour
 * cutoff never applies; each call moves a week further so tests never share a day.
 */
export function freshDate(weekday: TWeekday = 'monday'): string {
  used += 1;
  let d = dayjs().tz(FIRM_TIMEZONE).add(14 + used * 7, 'day');
  while (WEEKDAYS[d.day()] !== weekday) d = d.add(1, 'day');
  return d.format('YYYY-MM-DD');
}

export const client = { firstName: 'Dana', lastName: 'Client', email: 'dana@example.com', phone: '555-0100', serviceType: 'tax-preparation' };

export async function book(person: HttpClient, date: string, time = '10:00', extra: Record<string, unknown> = {}): Promise<TConsultation> {
  const res = await person.post('/api/consultations', { kind: 'booking', ...client, preferredDate: date, preferredTime: time, duration: 60, message: 'Quarterly estimated taxes for my LLC.', ...extra });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${res.text}`);
  return res.json as TConsultation;
}

export async function availability(person: HttpClient, date: string, duration?: number) {
  const res = await person.get(`/api/consultations/availability?date=${date}${duration ? `&duration=${duration}` : ''}`);
  if (res.status !== 200) throw new Error(`availability failed: ${res.status} ${res.text}`);
  return res.json as { time: string; available: boolean }[];
}

export const freeTimes = (slots: { time: string; available: boolean }[]) => slots.filter((s) => s.available).map((s) => s.time);
