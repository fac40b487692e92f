import { rooms } from '@app/shared-types/realtime';
import type { RealtimeEmitter } from '../../../realtime/emitter';
import { sessionRooms } from '../contracts';
import type { ILiveSession } from './session.model';
import { NEUTRAL_VIEWER, toSessionDTO } from './sessions.dto';

/** The only place that builds and emits the sessions half's events. */
export function sessionsEvents(emitter: RealtimeEmitter) {
  return {
    /** Any change to a session (status, details, seats): everyone in its room, viewer-neutral. */
    updated(session: ILiveSession): void {
      emitter.emit({ room: sessionRooms.all(session._id.toString()) }, 'live-session:updated', { session: toSessionDTO(session, NEUTRAL_VIEWER, { broadcast: true }) });
    },
    /**
     * A cancellation reaches the room and every registrant's own room (their other tabs, the
     * notification area), once per socket even if it is in both.
     */
    cancelled(session: ILiveSession, registrantIds: string[]): void {
      const sessionId = session._id.toString();
      emitter.emit({ room: [sessionRooms.all(sessionId), ...registrantIds.map((id) => rooms.user(id))] }, 'live-session:cancelled', { sessionId, title: session.title });
    },
    presenceChanged(sessionId: string, count: number): void {
      emitter.emit({ room: sessionRooms.all(sessionId) }, 'presence:changed', { sessionId, count });
    },
    roster(sessionId: string, attendees: { userId: string; name: string }[]): void {
      emitter.emit({ room: sessionRooms.instructors(sessionId) }, 'presence:roster', { sessionId, attendees });
    },
    /** Takes a user's sockets out of a session's rooms (registration cancelled, access lost, account deleted). */
    removeFromRoom(sessionId: string, userId: string): void {
      emitter.leave(rooms.user(userId), [sessionRooms.all(sessionId), sessionRooms.instructors(sessionId)]);
    },
  };
}

export type SessionsEvents = ReturnType<typeof sessionsEvents>;
