/**
 * The seam between the two halves of the live-training module: `sessions/` (sessions, registration,
 * lifecycle, meetings, presence, room authorisation) and `interactive/` (polls, Q&A, breakout rooms,
 * resources, instructor controls, the panel snapshot). The interactive half reaches sessions only
 * through `SessionAccess`, so the access rules (premium gate, registration, instructor rights) live
 * in one place.
 */
import type { Router } from 'express';
import type { Model } from 'mongoose';
import type { TUser } from '@app/shared-types/auth';
import type { TPlanId } from '@app/shared-types/membership/model';
import type { TAttendanceRow, TLiveSession, TPresence, TSessionStatus } from '@app/shared-types/live-training';
import type { TCpeProgram } from '@app/shared-types/live-training/cpe/model';
import type { HandlerContext } from '../../realtime/define-handler';
import type { Seed } from '../../seed/seeds';
import type { ModuleJob } from '../../jobs/jobs';

export type SessionRole = 'instructor' | 'attendee';

/** The stored facts the interactive half needs about a session. */
export type SessionFacts = {
  id: string;
  title: string;
  status: TLiveSession['status'];
  instructorId: string;
  isPremiumOnly: boolean;
  requiredTier: TPlanId;
};

/**
 * `participate`: signed in, entitled (premium-only sessions need premium access) and registered, or
 * instructor rights. `manage`: instructor rights (the session's own instructor, or an operator).
 * Throws the AppError to answer with (401, 403 PREMIUM_REQUIRED / FORBIDDEN, 404) otherwise.
 */
export type AccessNeed = 'participate' | 'manage';

export interface SessionAccess {
  require(user: TUser | null, sessionId: string, need: AccessNeed): Promise<{ session: SessionFacts; role: SessionRole }>;
  /** The session as this viewer may see it (viewer flags and links filled in). */
  sessionFor(user: TUser | null, sessionId: string): Promise<TLiveSession>;
  /** Who is connected to the session room now; `attendees` only when `forInstructor`. */
  presence(sessionId: string, forInstructor: boolean): Promise<TPresence>;
  /** Users connected to the session room now who are attendees (for random breakout assignment). */
  presentAttendees(sessionId: string): Promise<{ userId: string; name: string }[]>;
  /**
   * Everyone who holds or held a seat, first registered first, with attendance (breakout rooms
   * assigned from registrations, the attendance export). No access check: callers require 'manage'.
   */
  attendanceRows(sessionId: string): Promise<TAttendanceRow[]>;
  /** A meeting link of its own for a breakout room (provider-dependent). */
  breakoutMeetingUrl(sessionId: string, roomName: string): Promise<string>;
  /**
   * Starts or stops the session meeting's cloud recording through its provider. Throws a 409 AppError
   * when the provider cannot record (Jitsi) or the meeting is not running, 502 when the provider fails.
   */
  recordMeeting(sessionId: string, on: boolean): Promise<void>;
  /** CPE: the program and every seat holder's attendance (with visits), read now. */
  cpeFacts(sessionId: string, now?: Date): Promise<CpeFacts>;
}

/** Room names of a session: everyone in it, and the instructors' sub-room for fuller payloads. */
export const sessionRooms = {
  all: (sessionId: string) => `session:${sessionId}`,
  instructors: (sessionId: string) => `session:${sessionId}#instructors`,
} as const;

/** What `interactive/` gives back to the module's index. */
export type InteractiveParts = {
  routes: Router;
  onSocket: (ctx: HandlerContext) => void;
  models: Pick<Model<unknown>, 'init'>[];
  /** Background jobs of the panel (CPE check windows, planned checks, the sweep). */
  jobs: ModuleJob[];
  /** The sessions half recounted who is in a session (CPE at-risk and minutes follow). */
  presenceChanged: (sessionId: string) => void;
  /** Demo polls, questions and resources for a seeded live session. */
  seedDemo: (input: { sessionId: string; instructor: TUser; attendees: TUser[] }) => Promise<void>;
  /** Data of a session that is deleted (none today; kept for account deletion of an instructor). */
  removeUser: (userId: string) => Promise<void>;
  stop: () => void | Promise<void>;
};

export type { Seed };

/** What a CPE program's final credits carry: enough for a certificate without reading this module's data. */
export type CpeCreditsAwarded = {
  sessionId: string;
  programTitle: string;
  program: TCpeProgram;
  instructorName: string;
  /** When the program ended (ISO), and the session's time zone (certificates print the date there). */
  completedAt: string;
  timezone: string;
  awards: { userId: string; name: string; credits: number; minutes: number }[];
};

/** A CPE attendee's attendance as the sessions half records it (for credits and the audit evidence). */
export type CpeAttendee = {
  userId: string;
  name: string;
  username: string;
  registeredAt: string;
  status: string;
  joinedAt: string | null;
  leftAt: string | null;
  /** Seconds in the live room so far, the visit in progress included. */
  seconds: number;
  presentNow: boolean;
  /** Every visit: arrival and departure (null while still there). */
  visits: { from: string; to: string | null }[];
};

/** A session's facts for CPE credits and evidence. */
export type CpeFacts = {
  session: SessionFacts & { instructorName: string; duration: number; timezone: string; scheduledStartTime: string; scheduledEndTime: string; actualStartTime: string | null; actualEndTime: string | null };
  program: TCpeProgram | null;
  attendees: CpeAttendee[];
};
/** A session as its domain events name it. */
export type SessionRef = { id: string; title: string; startsAt: string };

declare module '../../events/domain-events' {
  interface DomainEvents {
    /** A session now needs a higher tier than before: registrants without it must leave its room. */
    'live-training.session-tier-raised': { sessionId: string; requiredTier: TPlanId };
    /** A session went live (by hand or on schedule); `program` when it is a CPE program. */
    'live-training.session-started': { sessionId: string; startedAt: string; scheduledEndTime: string; program: TCpeProgram | null };
    /** A session ended (completed, or cancelled while live or before) and its attendance is final. */
    'live-training.session-ended': { sessionId: string; status: 'completed' | 'cancelled'; endedAt: string };
    /** A session became a CPE program or its program changed (while scheduled or live). */
    'live-training.cpe-program-set': { sessionId: string; program: TCpeProgram; status: TSessionStatus };
    /**
     * A CPE program's credits are final: one award per attendee who earned credit (certificates are
     * issued from this). Published once per session (event id `cpe:<sessionId>:awarded`).
     */
    'live-training.cpe-credits-awarded': CpeCreditsAwarded;
    /** A session was cancelled (by `actorId`, or null for the system). Event id `session:<id>:cancelled`. */
    'live-training.session-cancelled': { session: SessionRef; registrantIds: string[]; actorId: string | null };
    /** A scheduled session's start moved. Event id `session:<id>:moved:<new start ms>`. */
    'live-training.session-moved': { session: SessionRef; previousStartsAt: string; registrantIds: string[]; actorId: string };
    /** A session starts within STARTING_SOON_MS (the sweep, at its clock `announcedAt`, announces each start time once). Event id `session:<id>:soon:<start ms>`. */
    'live-training.session-starting-soon': { session: SessionRef; registrantIds: string[]; announcedAt: string };
  }
}

declare module '../module' {
  interface ModuleMetrics {
    /** Sessions under way now. */
    liveSessions: number;
    /** Distinct attendees connected to them across every node (the instructors' sub-room is not an attendee). */
    liveAttendees: number;
  }
}
