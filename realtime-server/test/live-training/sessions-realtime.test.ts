import { describe, expect, it } from 'vitest';
import { rooms } from '@app/shared-types/realtime';
import type { TAttendanceRow, TLiveSession, TPresenceAttendee } from '@app/shared-types/live-training';
import { appSuite, type TestServer } from '../helpers/test-app';
import { connectSocket, emitWithAck, nextEvent } from '../helpers/socket-client';
import { liveSession, person, record, register, scheduleSession, sessionTab, stored, unknownId, sessionWithAttendees } from '../helpers/live-training';

let server: TestServer;
const open = appSuite((app) => (server = app), { closeSockets: 'afterEach' });

async function joinAck(client: { cookieHeader: string } | null, sessionId: string) {
  const socket = await connectSocket(server.url, client?.cookieHeader);
  open.push(socket);
  return emitWithAck(socket, 'room:join', { room: rooms.session(sessionId) });
}

/** A live session of a new instructor, with one new member registered for it. */
async function liveWithRegistrant() {
  const instructor = await person(server, 'instructor');
  const session = await liveSession(instructor);
  const a = await person(server);
  await register(a, session.id);
  return { instructor, session, a };
}

type PresenceChanged = { sessionId: string; count: number };
type Roster = { sessionId: string; attendees: TPresenceAttendee[] };
const lastOf = <T>(events: T[]) => events[events.length - 1];

describe('session rooms', () => {
  it('admit registered attendees and the session’s instructors only', async () => {
    const instructor = await person(server, 'instructor');
    const session = await scheduleSession(instructor);
    const registered = await person(server);
    await register(registered, session.id);

    expect(await joinAck(null, session.id)).toMatchObject({ ok: false, error: { code: 'UNAUTHENTICATED' } });
    expect(await joinAck(await person(server), session.id)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN', message: 'Please register for this session first.' } });
    expect(await joinAck(await person(server, 'instructor'), session.id)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(await joinAck(registered, session.id)).toEqual({ ok: true, data: undefined });
    expect(await joinAck(instructor, session.id)).toEqual({ ok: true, data: undefined });
    expect(await joinAck(await person(server, 'operator'), session.id)).toEqual({ ok: true, data: undefined });
    expect(await joinAck(registered, unknownId())).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await joinAck(registered, 'not-an-id')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('never let a client join the instructors’ sub-room by name', async () => {
    const { session, attendees: [member] } = await sessionWithAttendees(server);
    const socket = await connectSocket(server.url, member.cookieHeader);
    open.push(socket);
    expect(await emitWithAck(socket, 'room:join', { room: `session:${session.id}#instructors` })).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });

  it('announce every change viewer-neutrally: no links, no viewer flags', async () => {
    const { instructor, session, attendees: [a] } = await sessionWithAttendees(server);
    const tab = await sessionTab(server, a, session.id, open);

    const updated = nextEvent<{ session: TLiveSession }>(tab, 'live-session:updated');
    await register(await person(server), session.id);
    const { session: announced } = await updated;
    expect(announced).toMatchObject({ id: session.id, registeredCount: 2, zoomJoinUrl: null, zoomStartUrl: null, viewer: { registered: false, canManage: false, canAccess: false } });

    const started = nextEvent<{ session: TLiveSession }>(tab, 'live-session:updated');
    await instructor.post(`/api/live-training/${session.id}/start`);
    expect((await started).session.status).toBe('live');
  });
});

describe('cancellation', () => {
  it('reaches the room and every registrant’s other tabs through their own room', async () => {
    const { instructor, session, attendees: [a, b] } = await sessionWithAttendees(server, { attendees: 2 });
    const bystander = await person(server);

    const aInRoom = await sessionTab(server, a, session.id, open);
    // b's tab is elsewhere in the app: it is only in b's own user room, joined at connection.
    const bElsewhere = await connectSocket(server.url, b.cookieHeader);
    open.push(bElsewhere);
    const bystanderTab = await connectSocket(server.url, bystander.cookieHeader);
    open.push(bystanderTab);
    const bystanderHeard = record(bystanderTab, 'live-session:cancelled');
    const aHeard = record(aInRoom, 'live-session:cancelled');

    const bGot = nextEvent<{ sessionId: string; title: string }>(bElsewhere, 'live-session:cancelled');
    expect((await instructor.post(`/api/live-training/${session.id}/cancel`)).status).toBe(200);
    expect(await bGot).toEqual({ sessionId: session.id, title: session.title });
    await expect.poll(() => aHeard.length).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(aHeard).toHaveLength(1);
    expect(bystanderHeard).toEqual([]);
  });
});

describe('presence', () => {
  it('counts each attendee once across tabs, leaves instructors out, and gives instructors the roster', async () => {
    const { instructor, session, attendees: [a, b] } = await sessionWithAttendees(server, { attendees: 2, live: true });

    const instructorTab = await sessionTab(server, instructor, session.id, open);
    const counts = record<PresenceChanged>(instructorTab, 'presence:changed');
    const rosters = record<Roster>(instructorTab, 'presence:roster');

    const aTabs = [await sessionTab(server, a, session.id, open), await sessionTab(server, a, session.id, open), await sessionTab(server, a, session.id, open)];
    const aHeard = record<PresenceChanged>(aTabs[0]!, 'presence:changed');
    const aRosters = record<Roster>(aTabs[0]!, 'presence:roster');
    await expect.poll(() => lastOf(counts)?.count).toBe(1);
    await sessionTab(server, b, session.id, open);
    await expect.poll(() => lastOf(counts)?.count).toBe(2);
    await expect.poll(() => lastOf(aHeard)?.count).toBe(2);
    expect(lastOf(rosters)?.attendees.map((x) => x.userId).sort()).toEqual([a.user.id, b.user.id].sort());
    expect(lastOf(rosters)?.attendees.find((x) => x.userId === a.user.id)?.name).toBe('Member Tester');

    // Closing two of a's three tabs changes nothing; the last one does.
    aTabs[1]!.disconnect();
    aTabs[2]!.disconnect();
    await new Promise((r) => setTimeout(r, 600));
    expect(lastOf(counts)?.count).toBe(2);
    aTabs[0]!.disconnect();
    await expect.poll(() => lastOf(counts)?.count).toBe(1);
    expect(lastOf(rosters)?.attendees.map((x) => x.userId)).toEqual([b.user.id]);
    // Attendees never get the roster.
    expect(aRosters).toEqual([]);
  });

  it('folds a burst of arrivals into a few announcements', async () => {
    const instructor = await person(server, 'instructor');
    const session = await liveSession(instructor);
    const members = await Promise.all(Array.from({ length: 8 }, () => person(server)));
    for (const m of members) await register(m, session.id);
    const instructorTab = await sessionTab(server, instructor, session.id, open);
    const counts = record<PresenceChanged>(instructorTab, 'presence:changed');
    // Connected first, then all eight join at once, as a class does when the session opens.
    const sockets = await Promise.all(members.map((m) => connectSocket(server.url, m.cookieHeader)));
    open.push(...sockets);
    const acks = await Promise.all(sockets.map((socket) => emitWithAck(socket, 'room:join', { room: rooms.session(session.id) })));
    expect(acks.every((a) => a.ok)).toBe(true);
    await expect.poll(() => lastOf(counts)?.count).toBe(8);
    expect(counts.length).toBeLessThanOrEqual(3);
  });

  it('records attendance: first arrival, departure and seconds in the live room', async () => {
    const { instructor, session, a } = await liveWithRegistrant();
    const tab = await sessionTab(server, a, session.id, open);
    const attendance = async () => ((await instructor.get(`/api/live-training/${session.id}/attendance`)).json as TAttendanceRow[])[0]!;
    await expect.poll(async () => (await attendance()).joinedAt).not.toBeNull();
    const firstJoin = (await attendance()).joinedAt;
    await new Promise((r) => setTimeout(r, 1500));
    tab.disconnect();
    await expect.poll(async () => (await attendance()).leftAt).not.toBeNull();
    const row = await attendance();
    expect(row.attendanceDuration).toBeGreaterThanOrEqual(1);
    expect(row.attendanceDuration).toBeLessThanOrEqual(10);

    // A second visit adds to the total and keeps the first arrival time.
    const again = await sessionTab(server, a, session.id, open);
    await expect.poll(async () => (await attendance()).leftAt).toBeNull();
    await new Promise((r) => setTimeout(r, 1200));
    again.disconnect();
    await expect.poll(async () => (await attendance()).leftAt).not.toBeNull();
    const after = await attendance();
    expect(after.joinedAt).toBe(firstJoin);
    expect(after.attendanceDuration).toBeGreaterThan(row.attendanceDuration);

    // The session has run for an hour (stored start moved back), so these seconds are far from half.
    await stored(server.database.connection).Sessions.updateOne({ _id: session.id }, { $set: { actualStartTime: new Date(Date.now() - 3600_000) } });
    await instructor.post(`/api/live-training/${session.id}/end`);
    expect(await attendance()).toMatchObject({ status: 'attended', completed: false });
  });

  it('marks attendance complete for someone present through most of the session', async () => {
    const { instructor, session, a } = await liveWithRegistrant();
    await sessionTab(server, a, session.id, open);
    const rows = async () => (await instructor.get(`/api/live-training/${session.id}/attendance`)).json as TAttendanceRow[];
    await expect.poll(async () => (await rows())[0]?.joinedAt).not.toBeNull();
    await new Promise((r) => setTimeout(r, 1200));
    // The session counts as started when the attendee arrived (however slow the machine was until then).
    const joinedAt = new Date((await rows())[0]!.joinedAt!);
    await stored(server.database.connection).Sessions.updateOne({ _id: session.id }, { $set: { actualStartTime: joinedAt } });
    await instructor.post(`/api/live-training/${session.id}/end`);
    expect((await rows())[0]).toMatchObject({ status: 'attended', completed: true, leftAt: expect.any(String) });
  });

  it('takes a member who cancels out of the room at once', async () => {
    const { instructor, session, a } = await liveWithRegistrant();
    const tab = await sessionTab(server, a, session.id, open);
    const instructorTab = await sessionTab(server, instructor, session.id, open);
    const counts = record<PresenceChanged>(instructorTab, 'presence:changed');
    await expect.poll(() => lastOf(counts)?.count).toBe(1);
    const heard = record(tab, 'live-session:updated');
    await a.request('DELETE', `/api/live-training/${session.id}/register`);
    await expect.poll(() => lastOf(counts)?.count).toBe(0);
    await instructor.request('PUT', `/api/live-training/${session.id}/recording`, { body: { recordingUrl: 'https://example.com/r.mp4' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(heard).toEqual([]);
  });
});
