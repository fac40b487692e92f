/**
 * What other modules may know of consultations: the events of committed bookings, reschedules and
 * cancellations (each published once its write is stored, with the consultation as it now is).
 */
import type { TConsultation } from '@app/shared-types/consultations/model';

/** The kinds of change a consultation's events name. */
export type ConsultationChangeKind = 'booked' | 'rescheduled' | 'cancelled';

/**
 * `actorId`: who made the change (null: a visitor's contact request). `confirmed`: this change gives
 * the consultation a time held for it for the first time (a booking that got its slot, or a request
 * or taken slot an operator rescheduled).
 */
export type ConsultationChange = { consultation: TConsultation; actorId: string | null; confirmed: boolean };

declare module '../../events/domain-events' {
  interface DomainEvents {
    /** A booking or a contact-page request was stored. Event id `consultation:<id>:<sequence>`, like the other two. */
    'consultations.booked': ConsultationChange;
    'consultations.rescheduled': ConsultationChange;
    'consultations.cancelled': ConsultationChange;
    /** A reminder job ran for a consultation still at its time (24 or 1 hours before). Event id `consultation:<id>:reminder:<hours>:<start>`. */
    'consultations.reminded': { consultation: TConsultation; hoursBefore: 24 | 1 };
  }
}
