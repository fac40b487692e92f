import type { TSessionControls } from '@app/shared-types/live-training';
import type { RealtimeEmitter } from '../../../../realtime/emitter';
import { sessionRooms } from '../../contracts';

/** The session's controls changed: everyone in its room sees them as they are now. */
export function controlsEvents(emitter: RealtimeEmitter) {
  return {
    controlsChanged(sessionId: string, controls: TSessionControls) {
      emitter.emit({ room: sessionRooms.all(sessionId) }, 'controls:changed', { sessionId, controls });
    },
  };
}
