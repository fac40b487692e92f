/**
 * What other modules may know of consultations: the events of committed bookings, reschedules and
 * cancellations (each published once its write is stored, with the consultation as it now is).
 */
import type { TConsultation } from '@app/shared-types/consultations/model';

/** The kinds of change a consultation's events name. */
export type ConsultationChangeKind = 'booked' | 'rescheduled' | 'cancelled';

declare module '../../events/domain-events' {
  interface DomainEvents {
    /** A booking or a contact-page request was stored. Event id `consultation:<id>:<sequence>`, like the other two. */
    'consultations.booked': { consultation: TConsultation };
    'consultations.rescheduled': { consultation: TConsultation };
    'consultations.cancelled': { consultation: TConsultation };
  }
}
