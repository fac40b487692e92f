import { afterAll, beforeAll } from 'vitest';
import { Types, type Connection } from 'mongoose';
import type { TLiveSession, TRegisterResult } from '@app/shared-types/live-training';
import { rooms } from '@app/shared-types/realtime';
import { liveSessionModel } from '../../src/modules/live-training/sessions/session.model';
import { registrationModel } from '../../src/modules/live-training/sessions/registration.model';
import type { Clock } from '../../src/lib/clock';
import type { RunningServer } from '../../src/server';
import { type HttpClient } from './http-client';
import { startTestApp, type TestServer } from './test-app';
import { person, type Person } from './people';
import { connectSocket, emitWithAck, type TestSocket } from './socket-client';

export { person, type Person } from './people';

export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** Schedules a session through the API as `instructor`. */
export async function scheduleSession(instructor: HttpClient, overrides: Record<string, unknown> = {}): Promise<TLiveSession> {
  const res = await instructor.post('/api/live-training', {
    title: 'Cost-plus pricing clinic',
    description: 'How to price cost-plus work.',
    category: 'accounting',
    scheduledStartTime: inMinutes(120),
    duration: 60,
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`schedule failed: ${res.status} ${res.text}`);
  return res.json as TLiveSession;
}

/** A scheduled session moved to live through the API. */
export async function liveSession(instructor: HttpClient, overrides: Record<string, unknown> = {}): Promise<TLiveSession> {
  const session = await scheduleSession(instructor, overrides);
  const res = await instructor.post(`/api/live-training/${session.id}/start`);
  if (res.status !== 200) throw new Error(`start failed: ${res.status} ${res.text}`);
  return res.json as TLiveSession;
}

export async function register(client: HttpClient, sessionId: string): Promise<TRegisterResult> {
  const res = await client.post(`/api/live-training/${sessionId}/register`);
  if (res.status !== 201 && res.status !== 200) throw new Error(`register failed: ${res.status} ${res.text}`);
  return res.json as TRegisterResult;
}

/**
 * An instructor's session (scheduled; started with `live`) and `attendees` new members registered for
 * it, the accounts made at once. `session` overrides what scheduleSession sends.
 */
export async function sessionWithAttendees<N extends number = 1>(
  server: Pick<RunningServer, 'url' | 'users'>,
  options: { attendees?: N; live?: boolean; session?: Record<string, unknown> } = {},
): Promise<{ instructor: Person; session: TLiveSession; attendees: Tuple<Person, N> }> {
  const [instructor, ...attendees] = await Promise.all([person(server, 'instructor'), ...Array.from({ length: options.attendees ?? 1 }, () => person(server))]);
  const session = await (options.live ? liveSession : scheduleSession)(instructor!, options.session);
  await Promise.all(attendees.map((a) => register(a, session.id)));
  return { instructor: instructor!, session, attendees: attendees as Tuple<Person, N> };
}

/** N of T, so that destructuring the attendees needs no checks. */
type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N ? R : Tuple<T, N, [...R, T]>;

/** A socket (a browser tab) of `client` that has joined the session's room. */
export async function sessionTab(server: Pick<RunningServer, 'url'>, client: HttpClient | null, sessionId: string, open: TestSocket[]): Promise<TestSocket> {
  const socket = await connectSocket(server.url, client?.cookieHeader);
  open.push(socket);
  const ack = await emitWithAck(socket, 'room:join', { room: rooms.session(sessionId) });
  if (!ack.ok) throw new Error(`join failed: ${JSON.stringify(ack.error)}`);
  return socket;
}

/** Collects every event of a name a socket receives. */
export function record<T>(socket: TestSocket, event: string): T[] {
  const seen: T[] = [];
  (socket as unknown as { on: (e: string, cb: (v: T) => void) => void }).on(event, (v) => seen.push(v));
  return seen;
}

/** The stored documents, for checking that a refused request changed nothing. */
export function stored(db: Connection) {
  return { Sessions: liveSessionModel(db), Registrations: registrationModel(db) };
}

export const unknownId = () => new Types.ObjectId().toString();

export type { TestServer };
export type LiveTabs = { instructor: TestSocket; alice: TestSocket; bob: TestSocket };

/** One live session run by an instructor, with two registered attendees, each in a real tab of its room. */
export type LiveRoom = {
  server: TestServer;
  instructor: Person;
  alice: Person;
  bob: Person;
  session: TLiveSession;
  tabs: LiveTabs;
  /** Every socket opened for the room (more can be pushed by the test): disconnected by stop(). */
  open: TestSocket[];
  stop(): Promise<void>;
};

/** Starts the app (with `env`), signs the three in, makes the session live, registers both and opens their tabs. */
export async function startLiveRoom(options: { env?: Record<string, string>; session?: Record<string, unknown>; clock?: Clock } = {}): Promise<LiveRoom> {
  const server = await startTestApp(options.env, options.clock ? { clock: options.clock } : {});
  const open: TestSocket[] = [];
  const stop = async () => {
    for (const s of open.splice(0)) s.disconnect();
    await server.stop();
  };
  try {
    const [instructor, alice, bob] = await Promise.all([person(server, 'instructor'), person(server), person(server)]);
    const session = await liveSession(instructor, options.session);
    await register(alice, session.id);
    await register(bob, session.id);
    const tabs = {
      instructor: await sessionTab(server, instructor, session.id, open),
      alice: await sessionTab(server, alice, session.id, open),
      bob: await sessionTab(server, bob, session.id, open),
    };
    return { server, instructor, alice, bob, session, tabs, open, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A suite's live room: started before its tests (`use` receives it, to fill the suite's variables)
 * and stopped after them. `env` is read when the room starts (after the suite's earlier hooks, which
 * may start a provider fake first).
 */
export function liveRoomSuite(use: (room: LiveRoom) => void, options: { env?: () => Record<string, string>; session?: Record<string, unknown>; clock?: Clock } = {}): void {
  let room: LiveRoom | undefined;
  beforeAll(async () => {
    room = await startLiveRoom({ session: options.session, env: options.env?.(), clock: options.clock });
    use(room);
  });
  afterAll(async () => {
    await room?.stop();
  });
}

/** The suite's live room, started before its tests (see liveRoomSuite); tests read `room.alice`, `room.tabs.bob`. */
export function liveRoom(options: Parameters<typeof liveRoomSuite>[1] = {}): LiveRoom {
  const room = {} as LiveRoom;
  liveRoomSuite((started) => Object.assign(room, started), options);
  return room;
}
