import { afterAll, beforeAll } from 'vitest';
import { Types } from 'mongoose';
import { hasPremiumAccess, isOperator, type TRole, type TUser } from '@app/shared-types/auth';
import { LIVE_MESSAGES, type TLiveSession, type TSessionStatus } from '@app/shared-types/live-training';
import type { ServerToClientEvents } from '@app/shared-types/realtime';
import { AppError, forbidden, notFound, premiumRequired, unauthenticated } from '../../src/errors/app-error';
import { HTTP_STATUS } from '../../src/http/error-middleware';
import type { EmitTarget, RealtimeEmitter } from '../../src/realtime/emitter';
import { openDatabase, type Database } from '../../src/db/database';
import { createLogger } from '../../src/logger';
import type { SessionAccess, SessionFacts } from '../../src/modules/live-training/contracts';
import { interactiveModels } from '../../src/modules/live-training/interactive/interactive.models';
import { createInteractiveServices } from '../../src/modules/live-training/interactive/interactive.services';
import { createMemberLimits } from '../../src/modules/live-training/interactive/limits';
import { memoryLimiterStore } from '../../src/db/limiter-store';
import { systemClock, type Clock } from '../../src/lib/clock';

let seq = 0;

/** A user as the session would load it; premium and role as asked. */
export function fakeUser(overrides: Partial<TUser> & { role?: TRole } = {}): TUser {
  const n = ++seq;
  const now = new Date().toISOString();
  return {
    id: new Types.ObjectId().toString(),
    username: `user${n}`,
    email: null,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    bio: null,
    company: null,
    phone: null,
    isPremium: false,
    plan: 'free',
    premiumExpiresAt: null,
    smsOptIn: false,
    smsPreferences: 'all',
    zoomPmi: null,
    hasZoomPmiPassword: false,
    role: 'member',
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

type FakeSession = { facts: SessionFacts; registered: Set<string>; names: Map<string, string> };

/**
 * An in-memory SessionAccess with the rules the sessions half promises: instructors (the session's
 * own, or operators) manage; others participate when registered and, for premium-only sessions,
 * entitled to premium.
 */
export function createFakeAccess() {
  const sessions = new Map<string, FakeSession>();
  const present = new Map<string, { userId: string; name: string }[]>();
  let urls = 0;
  /** What recordMeeting was asked (the provider itself is tested against the Zoom fake). */
  const recordings: { sessionId: string; on: boolean }[] = [];

  const access: SessionAccess = {
    async require(user, sessionId, need) {
      const s = sessions.get(sessionId);
      if (!s) throw notFound('Session not found');
      if (!user) throw unauthenticated();
      const manages = user.id === s.facts.instructorId || isOperator(user);
      if (need === 'manage' && !manages) throw forbidden('Only the session instructor can do that.');
      if (!manages) {
        if (s.facts.isPremiumOnly && !hasPremiumAccess(user)) throw premiumRequired(LIVE_MESSAGES.premiumOnly);
        if (!s.registered.has(user.id)) throw forbidden('Please register for this session first.');
      }
      return { session: { ...s.facts }, role: manages ? 'instructor' : 'attendee' };
    },
    async sessionFor(_user, sessionId) {
      const s = sessions.get(sessionId);
      if (!s) throw notFound('Session not found');
      return { id: s.facts.id, title: s.facts.title, status: s.facts.status } as TLiveSession;
    },
    async presence(sessionId, forInstructor) {
      const list = present.get(sessionId) ?? [];
      return forInstructor ? { count: list.length, attendees: list } : { count: list.length };
    },
    async presentAttendees(sessionId) {
      return present.get(sessionId) ?? [];
    },
    async attendanceRows(sessionId) {
      const s = sessions.get(sessionId);
      if (!s) return [];
      const at = new Date(0).toISOString();
      return [...s.registered].map((userId) => ({
        id: `r-${userId}`,
        sessionId,
        userId,
        status: 'registered' as const,
        registeredAt: at,
        joinedAt: null,
        leftAt: null,
        attendanceDuration: 0,
        completed: false,
        feedbackRating: null,
        feedbackComments: null,
        username: s.names.get(userId) ?? userId,
        displayName: s.names.get(userId) ?? userId,
      }));
    },
    async breakoutMeetingUrl(sessionId, roomName) {
      return `https://meet.jit.si/test-${sessionId}-${++urls}-${encodeURIComponent(roomName)}`;
    },
    async recordMeeting(sessionId, on) {
      recordings.push({ sessionId, on });
    },
    async cpeFacts(sessionId) {
      const s = sessions.get(sessionId);
      if (!s) throw notFound('Session not found');
      const at = new Date(0).toISOString();
      return {
        session: { ...s.facts, instructorName: 'Instructor', duration: 60, timezone: 'UTC', scheduledStartTime: at, scheduledEndTime: at, actualStartTime: null, actualEndTime: null },
        program: null,
        attendees: [],
      };
    },
  };

  return {
    access,
    recordings,
    addSession(instructor: TUser, options: { isPremiumOnly?: boolean; status?: TSessionStatus } = {}): string {
      const id = new Types.ObjectId().toString();
      sessions.set(id, {
        facts: { id, title: `Session ${id.slice(-4)}`, status: options.status ?? 'live', instructorId: instructor.id, isPremiumOnly: options.isPremiumOnly ?? false, requiredTier: options.isPremiumOnly ? 'starter' : 'free' },
        registered: new Set(),
        names: new Map(),
      });
      return id;
    },
    register(sessionId: string, ...users: TUser[]) {
      for (const u of users) {
        sessions.get(sessionId)?.registered.add(u.id);
        sessions.get(sessionId)?.names.set(u.id, u.username);
      }
    },
    setStatus(sessionId: string, status: TSessionStatus) {
      const s = sessions.get(sessionId);
      if (s) s.facts.status = status;
    },
    setPresent(sessionId: string, users: TUser[]) {
      present.set(sessionId, users.map((u) => ({ userId: u.id, name: u.username })));
    },
  };
}

export type Emitted = { target: EmitTarget; event: keyof ServerToClientEvents; payload: unknown };

/** Records every emit, for asserting who is told what. */
export function createRecordingEmitter() {
  const emitted: Emitted[] = [];
  const emitter: RealtimeEmitter = {
    emit(target, event, ...args) {
      emitted.push({ target, event, payload: args[0] });
    },
    disconnect() {},
    leave() {},
  };
  return {
    emitter,
    emitted,
    of: <T = unknown>(event: keyof ServerToClientEvents) => emitted.filter((e) => e.event === event) as (Emitted & { payload: T })[],
    clear: () => emitted.splice(0),
  };
}

/** The interactive services on an in-memory embedded store, with the fake access and a recording emitter. */
export async function startInteractiveHarness(options: { clock?: Clock } = {}) {
  const logger = createLogger({ logLevel: 'silent', isProduction: false });
  const database: Database = await openDatabase({ mongo: { kind: 'embedded', dbPath: undefined } }, logger);
  const models = interactiveModels(database.connection);
  await Promise.all(Object.values(models).map((m) => m.init()));
  const fake = createFakeAccess();
  const recorder = createRecordingEmitter();
  const services = createInteractiveServices({ models, access: fake.access, emitter: recorder.emitter, logger, clock: options.clock ?? systemClock, limits: createMemberLimits(memoryLimiterStore) });
  return {
    ...fake,
    models,
    services,
    recorder,
    async close() {
      services.stop();
      await database.close();
    },
  };
}

export type InteractiveHarness = Awaited<ReturnType<typeof startInteractiveHarness>>;

/** A file's harness with one live session run by `instructor`; `attendees(n)` registers n new users for it. */
export type InteractiveSuite = { h: InteractiveHarness; instructor: TUser; sessionId: string; attendees: (n: number) => TUser[] };

/**
 * The harness for the tests of a file: started before them with one live session, closed after them.
 * `people` shapes the instructor and each attendee (names, for tests that show them).
 */
export function interactiveSuite(ready: (suite: InteractiveSuite) => void, people: { instructor?: Partial<TUser>; attendee?: () => Partial<TUser> } = {}): void {
  let h: InteractiveHarness | undefined;
  beforeAll(async () => {
    const harness = await startInteractiveHarness();
    h = harness;
    const instructor = fakeUser({ role: 'instructor', ...people.instructor });
    const sessionId = harness.addSession(instructor);
    const attendees = (n: number) => {
      const users = Array.from({ length: n }, () => fakeUser(people.attendee?.()));
      harness.register(sessionId, ...users);
      return users;
    };
    ready({ h: harness, instructor, sessionId, attendees });
  });
  afterAll(() => h?.close());
}

/** What a service call refused with, as a client would get it: the HTTP status of the error's code, and its message. */
export async function rejection(p: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  try {
    await p;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: HTTP_STATUS[error.code], code: error.code, message: error.message };
  }
  throw new Error('expected a rejection');
}
