import { LIVE_MESSAGES, type TBreakoutAssignment, type TBreakoutRoom } from '@app/shared-types/live-training';
import type { RealtimeEmitter } from '../../../../realtime/emitter';
import { sessionRooms } from '../../contracts';

export type BreakoutsEvents = ReturnType<typeof breakoutsEvents>;

/** The only place breakout-room events are built and sent, to everyone in the session's room. */
export function breakoutsEvents(emitter: RealtimeEmitter) {
  const all = sessionRooms.all;
  return {
    breakoutOpened(sessionId: string, rooms: TBreakoutRoom[], assignment: TBreakoutAssignment) {
      emitter.emit({ room: all(sessionId) }, 'breakout:opened', { sessionId, rooms, assignment });
    },

    breakoutUpdated(room: TBreakoutRoom) {
      emitter.emit({ room: all(room.sessionId) }, 'breakout:updated', { room });
    },

    /** Everyone in those rooms is told to return to the main session. */
    breakoutClosed(sessionId: string, roomIds: string[]) {
      emitter.emit({ room: all(sessionId) }, 'breakout:closed', { sessionId, roomIds, message: LIVE_MESSAGES.returnToMain });
    },
  };
}
