import { CONTACTS_ROOM, type TContactMessage } from '@app/shared-types/contact';
import type { RealtimeEmitter } from '../../realtime/emitter';

/** The only place the contacts room's events are built and sent (operators only, see index.ts). */
export function contactEvents(emitter: RealtimeEmitter) {
  return {
    received: (message: TContactMessage) => emitter.emit({ room: CONTACTS_ROOM }, 'contact:received', message),
    updated: (message: TContactMessage) => emitter.emit({ room: CONTACTS_ROOM }, 'contact:updated', message),
  };
}

export type ContactEventsEmitter = ReturnType<typeof contactEvents>;
