import type { TUser } from '@app/shared-types/auth';
import { conflict, forbidden, notFound, unauthenticated } from '../../../errors/app-error';
import { contentTier } from '../../membership/contracts';
import type { MeetingProvider } from '../../../integrations/meetings';
import type { RoomAuthorizer } from '../../../realtime/rooms';
import { sessionRooms, type AccessNeed, type CpeFacts, type SessionAccess, type SessionFacts } from '../contracts';
import type { Presence } from './presence';
import type { RegistrationsService } from './registrations.service';
import { canAccess, canManage, tierRefusal } from './session-rules';
import { SESSION_NOT_FOUND, type SessionsService } from './sessions.service';
import type { ILiveSession } from './session.model';
import type { SessionGateFacts, SessionsStore } from './sessions.store';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

const factsOf = (gate: SessionGateFacts): SessionFacts => ({
  id: gate._id.toString(),
  title: gate.title,
  status: gate.status,
  instructorId: gate.instructorId.toString(),
  isPremiumOnly: gate.isPremiumOnly,
  requiredTier: contentTier(gate),
});

/**
 * The one place that decides who may take part in or run a session, for REST and sockets alike (the
 * interactive half asks here for every poll, question, room and resource).
 */
export function createSessionAccess({
  store,
  sessions,
  presence,
  meetings,
  cpeFacts,
  registrations,
}: {
  store: SessionsStore;
  sessions: Pick<SessionsService, 'get'>;
  presence: Presence;
  meetings: MeetingProvider;
  cpeFacts: (sessionId: string, now?: Date) => Promise<CpeFacts>;
  registrations: Pick<RegistrationsService, 'attendanceRows'>;
}): SessionAccess {
  async function require(user: TUser | null, sessionId: string, need: AccessNeed) {
    const gate = OBJECT_ID.test(sessionId) ? await store.gate(sessionId) : undefined;
    if (!gate) throw notFound(SESSION_NOT_FOUND);
    if (!user) throw unauthenticated();
    if (canManage(user, gate)) return { session: factsOf(gate), role: 'instructor' as const };
    if (need === 'manage') throw forbidden('Only the session’s instructor or an operator can do that.');
    if (!canAccess(user, gate)) throw tierRefusal(gate);
    if (!(await store.holdsSeat(sessionId, user.id))) throw forbidden('Please register for this session first.');
    return { session: factsOf(gate), role: 'attendee' as const };
  }

  return {
    require,
    sessionFor: (user, sessionId) => sessions.get(user, sessionId),
    presence: (sessionId, forInstructor) => presence.presence(sessionId, forInstructor),
    presentAttendees: (sessionId) => presence.presentAttendees(sessionId),
    cpeFacts,
    attendanceRows: (sessionId) => registrations.attendanceRows(sessionId),
    async breakoutMeetingUrl(sessionId, roomName) {
      const gate = await store.gate(sessionId);
      if (!gate) throw notFound(SESSION_NOT_FOUND);
      const meeting = await meetings.createMeeting({
        topic: `${roomName} — ${gate.title}`,
        startTime: new Date(),
        durationMinutes: 60,
        timezone: 'UTC',
        instant: true,
        recording: false,
      });
      return meeting.joinUrl;
    },
    async recordMeeting(sessionId, on) {
      const session = await store.Sessions.findById(sessionId, { meetingProvider: 1, zoomMeetingId: 1 }).lean<Pick<ILiveSession, 'meetingProvider' | 'zoomMeetingId'>>();
      if (!session) throw notFound(SESSION_NOT_FOUND);
      // A session whose meeting is on Jitsi (or was made before Zoom was configured) has nothing to record with.
      if (!meetings.recording || session.meetingProvider !== meetings.name) throw conflict(RECORDING_UNAVAILABLE);
      await meetings.recording.setRecording({ provider: session.meetingProvider, meetingId: session.zoomMeetingId }, on);
    },
  };
}

export const RECORDING_UNAVAILABLE = 'Recording runs through Zoom; this session’s meeting is on Jitsi Meet, which cannot be recorded from here.';

/**
 * `session:<id>` rooms: visitors 401, premium-only sessions 403 PREMIUM_REQUIRED without premium
 * access, otherwise registered attendees and the session's instructors; the instructors also join the
 * `#instructors` sub-room (rosters and other instructor-only payloads).
 */
export function sessionRoomAuthorizer(access: SessionAccess): RoomAuthorizer {
  return async (user, id) => {
    if (!id) throw notFound(SESSION_NOT_FOUND);
    const { role } = await access.require(user, id, 'participate');
    return role === 'instructor' ? { alsoJoin: [sessionRooms.instructors(id)] } : {};
  };
}
