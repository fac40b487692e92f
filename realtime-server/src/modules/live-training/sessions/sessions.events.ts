import { rooms } from '@app/shared-types/realtime';
import type { EventBus } from '../../../events/event-bus';
import type { RealtimeEmitter } from '../../../realtime/emitter';
import { sessionRooms, type SessionRef } from '../contracts';
import type { ILiveSession } from './session.model';
import { NEUTRAL_VIEWER, toSessionDTO } from './sessions.dto';

export const sessionRef = (s: Pick<ILiveSession, '_id' | 'title' | 'scheduledStartTime'>): SessionRef => ({ id: s._id.toString(), title: s.title, startsAt: s.scheduledStartTime.toISOString() });

/** The only place that builds and emits the sessions half's events (to sockets, and as domain events). */
export function sessionsEvents(emitter: RealtimeEmitter, bus: Pick<EventBus, 'publish'>) {
  return {
    /** Any change to a session (status, details, seats): everyone in its room, viewer-neutral. */
    updated(session: ILiveSession): void {
      emitter.emit({ room: sessionRooms.all(session._id.toString()) }, 'live-session:updated', { session: toSessionDTO(session, NEUTRAL_VIEWER, { broadcast: true }) });
    },
    /**
     * A cancellation reaches the room and every registrant's own room (their other tabs, the
     * notification area), once per socket even if it is in both.
     */
    async cancelled(session: ILiveSession, registrantIds: string[], actorId: string | null): Promise<void> {
      const sessionId = session._id.toString();
      emitter.emit({ room: [sessionRooms.all(sessionId), ...registrantIds.map((id) => rooms.user(id))] }, 'live-session:cancelled', { sessionId, title: session.title });
      await bus.publish('live-training.session-cancelled', { session: sessionRef(session), registrantIds, actorId }, { id: `session:${sessionId}:cancelled` });
    },
    moved(session: ILiveSession, previousStartsAt: Date, registrantIds: string[], actorId: string): Promise<void> {
      const payload = { session: sessionRef(session), previousStartsAt: previousStartsAt.toISOString(), registrantIds, actorId };
      return bus.publish('live-training.session-moved', payload, { id: `session:${payload.session.id}:moved:${session.scheduledStartTime.getTime()}` });
    },
    startingSoon(session: ILiveSession, registrantIds: string[], announcedAt: Date): Promise<void> {
      const ref = sessionRef(session);
      return bus.publish('live-training.session-starting-soon', { session: ref, registrantIds, announcedAt: announcedAt.toISOString() }, { id: `session:${ref.id}:soon:${session.scheduledStartTime.getTime()}` });
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
