import type { TResource } from '@app/shared-types/live-training';
import type { RealtimeEmitter } from '../../../../realtime/emitter';
import { sessionRooms } from '../../contracts';

export type ResourcesEvents = ReturnType<typeof resourcesEvents>;

/** The only place resource events are built and sent, to everyone in the session's room. */
export function resourcesEvents(emitter: RealtimeEmitter) {
  return {
    resourceShared(resource: TResource) {
      emitter.emit({ room: sessionRooms.all(resource.sessionId) }, 'resource:shared', { resource });
    },
    resourceRemoved(sessionId: string, resourceId: string) {
      emitter.emit({ room: sessionRooms.all(sessionId) }, 'resource:removed', { sessionId, resourceId });
    },
  };
}
