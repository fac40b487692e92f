import type { TReactionsState } from '@app/shared-types/live-training';
import type { RealtimeEmitter } from '../../../../realtime/emitter';
import { sessionRooms } from '../../contracts';

/** The only place reaction events are built and sent: the session's counts, to everyone in its room. */
export function reactionsEvents(emitter: RealtimeEmitter) {
  return {
    counted(sessionId: string, state: TReactionsState, volatile: boolean) {
      emitter.emit({ room: sessionRooms.all(sessionId), volatile }, 'reactions:counted', { sessionId, ...state });
    },
  };
}
