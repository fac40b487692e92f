import { LIVE_MESSAGES, type TBreakoutAssignment, type TBreakoutMessage, type TBreakoutRoom, type TBreakoutTimer } from '@app/shared-types/live-training';
import { rooms as socketRooms } from '@app/shared-types/realtime';
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

    /**
     * Each attendee placed by the instructor hears, in their own room (every tab of theirs), which
     * room is theirs and its link: the broadcast above is everybody's list, this is each one's seat.
     */
    breakoutAssigned(rooms: TBreakoutRoom[]) {
      for (const room of rooms) {
        for (const { userId } of room.participants) emitter.emit({ room: socketRooms.user(userId) }, 'breakout:assigned', { sessionId: room.sessionId, room });
      }
    },

    breakoutUpdated(room: TBreakoutRoom) {
      emitter.emit({ room: all(room.sessionId) }, 'breakout:updated', { room });
    },

    /** Everyone in those rooms is told to return to the main session. */
    breakoutClosed(sessionId: string, roomIds: string[]) {
      emitter.emit({ room: all(sessionId) }, 'breakout:closed', { sessionId, roomIds, message: LIVE_MESSAGES.returnToMain });
    },

    /** The rooms' timer was set, moved or cleared (null): clients count down from it. */
    timerChanged(sessionId: string, timer: TBreakoutTimer | null) {
      emitter.emit({ room: all(sessionId) }, 'breakout:timer', { sessionId, timer });
    },

    /** The instructor's message to every room (everyone in a room is in the session's room too). */
    message(message: TBreakoutMessage) {
      emitter.emit({ room: all(message.sessionId) }, 'breakout:message', message);
    },
  };
}
