import { FIRM_TIMEZONE, type TConsultation } from '@app/shared-types/consultations/model';
import type { EventBus } from '../../events/event-bus';
import type { Logger } from '../../logger';
import type { CalendarPort } from '../calendar/contracts';
import type { ConsultationChangeKind } from './contracts';
import { consultationTitle, inviteUid } from './invite';

type Deps = {
  events: Pick<EventBus, 'subscribe'>;
  /** The calendar port, when a module provides one (resolved after setup). */
  calendar: () => CalendarPort | undefined;
  setCalendarEventId: (consultationId: string, calendarEventId: string | null) => Promise<void>;
  logger: Logger;
};

/**
 * Keeps a member's booked consultations in their own Google Calendar when they connected one: a
 * booking adds the event, a reschedule moves the same event, a cancellation deletes it. Its id is
 * stored on the consultation. The event carries the invite's UID, so no calendar shows it twice.
 */
export function syncConsultationsToCalendar({ events, calendar, setCalendarEventId, logger }: Deps): void {
  async function apply(kind: ConsultationChangeKind, c: TConsultation, port: CalendarPort): Promise<void> {
    if (!c.userId) return;
    if (kind === 'cancelled') {
      if (!c.calendarEventId) return;
      await port.deleteEvent(c.userId, c.calendarEventId);
      await setCalendarEventId(c.id, null);
      return;
    }
    if (!c.startsAt) return;
    const start = new Date(c.startsAt);
    const eventId = await port.upsertEvent(c.userId, {
      uid: inviteUid(c.id),
      summary: consultationTitle(c),
      description: [c.message, `Phone consultation, ${c.duration} minutes.`].filter(Boolean).join('\n\n'),
      start,
      end: new Date(start.getTime() + c.duration * 60_000),
      timeZone: FIRM_TIMEZONE,
      ...(c.calendarEventId ? { eventId: c.calendarEventId } : {}),
    });
    if (eventId && eventId !== c.calendarEventId) await setCalendarEventId(c.id, eventId);
  }

  for (const kind of ['booked', 'rescheduled', 'cancelled'] as const) {
    events.subscribe(`consultations.${kind}`, 'calendar-sync', async ({ payload: { consultation } }) => {
      const port = calendar();
      if (!port) return;
      try {
        await apply(kind, consultation, port);
      } catch (err) {
        // The booking stands; only the member's calendar copy is missing. The invite email has the .ics.
        logger.warn({ err, consultationId: consultation.id, kind }, 'could not update the member’s Google Calendar');
      }
    });
  }
}
