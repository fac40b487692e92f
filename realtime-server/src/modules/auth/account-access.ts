import { rooms } from '@app/shared-types/realtime';
import type { ModuleContext } from '../module';
import type { RealtimeEmitter } from '../../realtime/emitter';
import { internalRooms } from '../../realtime/types';

/**
 * Ends an account's access everywhere but the browser session `keep` (the one that changed the
 * password): its stored sessions (every node's cache drops them before this resolves), then its
 * live connections on every node, which first hear `session:expired` so their pages say so.
 */
export function accountAccess({ sessions, emitter }: { sessions: Pick<ModuleContext['sessions'], 'endSessionsOf'>; emitter: RealtimeEmitter }) {
  return async function endAccess(userId: string, keep?: string): Promise<void> {
    await sessions.endSessionsOf(userId, keep);
    const room = rooms.user(userId);
    const except = keep ? internalRooms.browserSession(keep) : undefined;
    emitter.emit({ room, ...(except ? { except } : {}) }, 'session:expired');
    emitter.disconnect(room, except);
  };
}
