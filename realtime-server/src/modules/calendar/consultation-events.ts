import type { Connection } from 'mongoose';
import { FIRM_TIMEZONE } from '@app/shared-types/consultations/model';
import type { Logger } from '../../logger';
import { consultationEventTitle, consultationEventUid, onConsultationChange, setConsultationCalendarEventId, type ConsultationChange } from '../consultations/contracts';
import type { CalendarService } from './calendar.service';

/**
 * Keeps a member's booked consultations in their own Google Calendar when they connected one: a
 * booking adds the event, a reschedule moves the same event, a cancellation deletes it. Its id is
 * stored on the consultation. Returns the function that stops listening.
 */
export function syncConsultationsToCalendar({ db, calendar, logger }: { db: Connection; calendar: Pick<CalendarService, 'upsertEvent' | 'deleteEvent'>; logger: Logger }): () => void {
  async function apply({ kind, consultation: c }: ConsultationChange): Promise<void> {
    if (!c.userId) return;
    if (kind === 'cancelled') {
      if (!c.calendarEventId) return;
      await calendar.deleteEvent(c.userId, c.calendarEventId);
      await setConsultationCalendarEventId(db, c.id, null);
      return;
    }
    if (!c.startsAt) return;
    const start = new Date(c.startsAt);
    const eventId = await calendar.upsertEvent(c.userId, {
      uid: consultationEventUid(c.id),
      summary: consultationEventTitle(c),
      description: [c.message, `Phone consultation, ${c.duration} minutes.`].filter(Boolean).join('\n\n'),
      start,
      end: new Date(start.getTime() + c.duration * 60_000),
      timeZone: FIRM_TIMEZONE,
      ...(c.calendarEventId ? { eventId: c.calendarEventId } : {}),
    });
    if (eventId && eventId !== c.calendarEventId) await setConsultationCalendarEventId(db, c.id, eventId);
  }
  return onConsultationChange(async (change) => {
    try {
      await apply(change);
    } catch (err) {
      // The booking stands; only the member's calendar copy is missing. The invite email has the .ics.
      logger.warn({ err, consultationId: change.consultation.id, kind: change.kind }, 'could not update the member’s Google Calendar');
    }
  });
}
