import type { THand } from '@app/shared-types/live-training';
import { rooms as socketRooms } from '@app/shared-types/realtime';
import type { RealtimeEmitter } from '../../../../realtime/emitter';
import { sessionRooms } from '../../contracts';

/**
 * The only place raised-hand events are built and sent: the whole queue to the instructors'
 * sub-room; to each member concerned (their own room, every tab), their place in it. Nobody else
 * learns who raised a hand.
 */
export function handsEvents(emitter: RealtimeEmitter) {
  return {
    queueChanged(sessionId: string, queue: THand[]) {
      emitter.emit({ room: sessionRooms.instructors(sessionId) }, 'hand:queue', { sessionId, queue });
    },
    positionChanged(sessionId: string, userId: string, position: number | null) {
      emitter.emit({ room: socketRooms.user(userId) }, 'hand:mine', { sessionId, position });
    },
  };
}
