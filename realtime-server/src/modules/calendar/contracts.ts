import type { CalendarEventInput, CalendarService } from './calendar.service';

/**
 * What other modules may use of the calendar: put a booking into the member's own Google Calendar.
 * The running app's service is registered at setup (one app per process in production).
 */
let current: CalendarService | undefined;
export function registerCalendar(service: CalendarService | undefined): void {
  current = service;
}

export type CalendarEvent = { uid: string; summary: string; description?: string; start: Date | string; end: Date | string; timeZone: string; eventId?: string };

/** Inserts (or, with eventId, moves) the event; the Google event id, or undefined when the user has no calendar connected. */
export async function upsertCalendarEvent(userId: string, event: CalendarEvent): Promise<string | undefined> {
  return current?.upsertEvent(userId, event satisfies CalendarEventInput);
}

export async function deleteCalendarEvent(userId: string, eventId: string): Promise<void> {
  await current?.deleteEvent(userId, eventId);
}
