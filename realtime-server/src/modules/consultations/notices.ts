import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { FIRM_TIMEZONE } from '@app/shared-types/consultations/model';
import type { Mailer } from '../../integrations/mail';
import type { IConsultation } from './consultation.model';
import { consultationInvite, consultationTitle } from './invite';

dayjs.extend(utc);
dayjs.extend(timezone);

export type NoticeKind = 'booked' | 'rescheduled' | 'cancelled' | 'reminder-24h' | 'reminder-1h';

/** The spec's display format 'MMM dd, yyyy at h:mm a', in the firm's time zone. */
const when = (d: Date) => `${dayjs(d).tz(FIRM_TIMEZONE).format('MMM DD, YYYY [at] h:mm A')} (Eastern Time)`;

const SUBJECTS: Record<NoticeKind, string> = {
  booked: 'Consultation Scheduled',
  rescheduled: 'Consultation Rescheduled',
  cancelled: 'Consultation Cancelled',
  'reminder-24h': 'Reminder: your consultation is tomorrow',
  'reminder-1h': 'Reminder: your consultation starts in 1 hour',
};

/** Emails about a consultation, each with its invite (.ics) so calendars follow every change. */
export function createNotices(mailer: Mailer, organizer: { name: string; email: string }) {
  return async function send(kind: NoticeKind, c: IConsultation): Promise<void> {
    const title = consultationTitle(c);
    const lines = [`Hello ${c.firstName},`, ''];
    if (!c.startsAt) lines.push(`We received your consultation request (${title}). We'll contact you within 24 hours to confirm your consultation time.`);
    else if (kind === 'cancelled') lines.push(`Your consultation "${title}" on ${when(c.startsAt)} has been cancelled.`);
    else if (c.hasConflict) lines.push(`We received your request for ${when(c.startsAt)}. That time is already taken, so we'll contact you within 24 hours to confirm another time.`);
    else lines.push(`${SUBJECTS[kind]}: "${title}" on ${when(c.startsAt)}, ${c.duration} minutes, by phone.`);
    lines.push('', 'The attached calendar file adds or updates it in your calendar.');
    const attach = c.startsAt && !c.hasConflict;
    const invite = attach ? consultationInvite(c, organizer) : null;
    await mailer.send({
      to: c.email,
      subject: c.hasConflict && kind === 'booked' ? 'Consultation Request Received' : SUBJECTS[kind],
      text: lines.join('\n'),
      attachments: invite ? [{ filename: 'consultation.ics', contentType: `text/calendar; charset=utf-8; method=${invite.method}`, content: invite.ics, method: invite.method }] : [],
      tags: [`consultation:${c._id.toString()}`, `consultation-${kind}`],
    });
  };
}
export type Notices = ReturnType<typeof createNotices>;
