/**
 * What other modules may use of the calendar: put a booking into the member's own Google Calendar.
 * The calendar module provides it as the `calendar` port (ctx.ports.get('calendar')).
 */

export type CalendarEvent = { uid: string; summary: string; description?: string; start: Date | string; end: Date | string; timeZone: string; eventId?: string };

export type CalendarPort = {
  /** Inserts (or, with eventId, moves) the event; the Google event id, or undefined when the user has no calendar connected. */
  upsertEvent: (userId: string, event: CalendarEvent) => Promise<string | undefined>;
  deleteEvent: (userId: string, eventId: string) => Promise<void>;
};

declare module '../../ports/ports' {
  interface Ports {
    calendar: CalendarPort;
  }
}
