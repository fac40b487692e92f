/**
 * What other modules may use of consultations: hear about committed bookings (the calendar
 * integration creates, moves and deletes events), record the event's id, and read business hours.
 */
import type { Connection } from 'mongoose';
import type { TBusinessHours } from '@app/shared-types/consultations/model';
import { settingsStore } from '../settings/contracts';
import { createBusinessHours } from './business-hours';
import { consultationTitle, inviteUid } from './invite';
import { consultationModel } from './consultation.model';
import { addConsultationListener, type ConsultationChange, type ConsultationChangeListener } from './consultation-changes';

export type { ConsultationChange, ConsultationChangeListener };

/**
 * Registers a listener called after each committed booking, reschedule and cancellation. Its errors
 * are logged, never thrown into the booking. Returns the function that removes it.
 */
export const onConsultationChange = (listener: ConsultationChangeListener): (() => void) => addConsultationListener(listener);

/** Stores the id of the consultation's event in the firm's calendar (null when it was removed). */
export async function setConsultationCalendarEventId(db: Connection, consultationId: string, calendarEventId: string | null): Promise<void> {
  await consultationModel(db).updateOne({ _id: consultationId }, { $set: { calendarEventId } });
}

/** The firm's business hours (the `business-hours` setting, or the published default). */
export function readBusinessHours(db: Connection): Promise<TBusinessHours> {
  return createBusinessHours(settingsStore(db)).read();
}

/** The UID of a consultation's invite: the calendar event carries the same one, so no calendar shows it twice. */
export const consultationEventUid = (consultationId: string): string => inviteUid(consultationId);

/** The title its invite and calendar event show. */
export const consultationEventTitle = (c: { title: string | null; serviceType: Parameters<typeof consultationTitle>[0]['serviceType'] }): string => consultationTitle(c);
