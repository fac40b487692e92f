import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { CONSULTATION_CATEGORY_LABELS, FIRM_TIMEZONE } from '@app/shared-types/consultations/model';
import type { IConsultation } from './consultation.model';

dayjs.extend(utc);
dayjs.extend(timezone);

/** America/New_York's rules since 2007, so calendar clients place the TZID'd times without guessing. */
const NEW_YORK_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'X-LIC-LOCATION:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export const inviteUid = (id: string) => `consultation-${id}@consultations.firm`;
export const consultationTitle = (c: Pick<IConsultation, 'title' | 'serviceType'>) => c.title ?? `${CONSULTATION_CATEGORY_LABELS[c.serviceType]} consultation`;

/**
 * The RFC 5545 invite of a consultation: one UID for its whole life so calendars move the event
 * instead of adding a second one, SEQUENCE raised on each change, METHOD REQUEST or CANCEL.
 */
export function consultationInvite(c: IConsultation, organizer: { name: string; email: string }): { method: 'REQUEST' | 'CANCEL'; ics: string } {
  const cancelled = c.status === 'cancelled';
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({
    prodId: { company: 'Consultations', product: 'booking', language: 'EN' },
    method,
    timezone: { name: FIRM_TIMEZONE, generator: (tz) => (tz === FIRM_TIMEZONE ? NEW_YORK_VTIMEZONE : null) },
  });
  const start = c.startsAt ?? c.createdAt;
  calendar.createEvent({
    id: inviteUid(c._id.toString()),
    sequence: c.sequence,
    // Zone-aware dates: ical-generator writes native Dates' UTC digits under the TZID.
    start: dayjs(start).tz(FIRM_TIMEZONE),
    end: dayjs(start).add(c.duration, 'minute').tz(FIRM_TIMEZONE),
    timezone: FIRM_TIMEZONE,
    stamp: new Date(),
    summary: consultationTitle(c),
    description: [c.message ?? '', `Meeting by phone${c.phone ? `: ${c.phone}` : ''}.`].filter(Boolean).join('\n\n'),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer,
    attendees: [{ name: `${c.firstName} ${c.lastName}`, email: c.email }],
  });
  return { method: cancelled ? 'CANCEL' : 'REQUEST', ics: calendar.toString() };
}
