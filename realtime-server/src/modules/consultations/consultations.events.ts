import { CONSULTATIONS_ROOM, type TConsultation, type TConsultationEventName } from '@app/shared-types/consultations/model';
import { rooms } from '@app/shared-types/realtime/model';
import type { RealtimeEmitter } from '../../realtime/emitter';

export type ConsultationEventKind = 'booked' | 'rescheduled' | 'cancelled' | 'updated';

const EVENT: Record<ConsultationEventKind, TConsultationEventName> = {
  booked: 'consultation:booked',
  rescheduled: 'consultation:rescheduled',
  cancelled: 'consultation:cancelled',
  updated: 'consultation:updated',
};

/**
 * The only place consultations' socket events are built and sent: to the operators' room (see
 * index.ts) and to the member who booked, so every open tab of theirs follows a change made
 * anywhere (an operator's reschedule included). One emit to both rooms: a socket in both (an
 * operator's own booking) receives it once.
 */
export function consultationEvents(emitter: RealtimeEmitter) {
  return {
    changed(kind: ConsultationEventKind, consultation: TConsultation): void {
      const room = consultation.userId ? [CONSULTATIONS_ROOM, rooms.user(consultation.userId)] : CONSULTATIONS_ROOM;
      emitter.emit({ room }, EVENT[kind], consultation);
    },
  };
}

export type ConsultationEventsEmitter = ReturnType<typeof consultationEvents>;
