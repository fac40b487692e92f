import type { TConsultation } from '@app/shared-types/consultations/model';
import type { Logger } from '../../logger';

export type ConsultationChange = { kind: 'booked' | 'rescheduled' | 'cancelled'; consultation: TConsultation };
export type ConsultationChangeListener = (change: ConsultationChange) => void | Promise<void>;

/** Who hears about committed bookings (the calendar integration); one registry per process. */
const listeners = new Set<ConsultationChangeListener>();

export function addConsultationListener(listener: ConsultationChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after a change is committed; a listener's failure is logged and never undoes or fails the change. */
export async function notifyConsultationChange(change: ConsultationChange, logger: Logger): Promise<void> {
  await Promise.all(
    [...listeners].map(async (listener) => {
      try {
        await listener(change);
      } catch (err) {
        logger.error({ err, consultationId: change.consultation.id, kind: change.kind }, 'consultation change listener failed');
      }
    }),
  );
}
