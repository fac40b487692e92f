import type { TAttendanceCheck, TCreditsReport } from '@app/shared-types/live-training/cpe/model';
import type { RealtimeEmitter } from '../../../../realtime/emitter';
import { sessionRooms } from '../../contracts';

/** The only place the checks slice's events are built and sent. */
export function checksEvents(emitter: RealtimeEmitter) {
  return {
    /** Everyone in the room (attendees answer it; instructors see it run). */
    opened(check: TAttendanceCheck): void {
      emitter.emit({ room: sessionRooms.all(check.sessionId) }, 'check:opened', { check });
    },
    closed(sessionId: string, checkId: string): void {
      emitter.emit({ room: sessionRooms.all(sessionId) }, 'check:closed', { sessionId, checkId });
    },
    /** The whole report, to the session's instructors only (names and minutes of everyone). */
    credits(report: TCreditsReport): void {
      emitter.emit({ room: sessionRooms.instructors(report.sessionId) }, 'credits:updated', { sessionId: report.sessionId, report });
    },
  };
}

export type ChecksEvents = ReturnType<typeof checksEvents>;
