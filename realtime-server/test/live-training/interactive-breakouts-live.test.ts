import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES, type TBreakoutRoom } from '@app/shared-types/live-training';
import { HttpClient } from '../helpers/http-client';
import { liveRoomSuite, liveSession, person, register, unknownId, type LiveRoom } from '../helpers/live-training';
import { command, eventWhere, interactiveStore, panelState } from './interactive-helpers';

let { server, instructor, alice, bob, session, tabs } = {} as LiveRoom;
liveRoomSuite((room) => ({ server, instructor, alice, bob, session, tabs } = room));

type Opened = { sessionId: string; rooms: TBreakoutRoom[]; assignment: string };

async function openRooms(body: Record<string, unknown>): Promise<TBreakoutRoom[]> {
  const res = await instructor.post(`/api/training/breakouts/${session.id}`, { name: 'Table', maxParticipants: 3, ...body });
  if (res.status !== 201) throw new Error(`open failed: ${res.status} ${res.text}`);
  return res.json as TBreakoutRoom[];
}

const seatsOf = (userId: string) => interactiveStore(server.database.connection).Seats.countDocuments({ sessionId: session.id, userId });

describe('breakout rooms', () => {
  it('opened by the instructor reach attendees at once, several together, each with its own meeting link', async () => {
    const seen = eventWhere<Opened>(tabs.alice, 'breakout:opened', () => true);
    const rooms = await openRooms({ count: 2, topic: 'Indirect rates' });
    expect(rooms.map((r) => r.name)).toEqual(['Table 1', 'Table 2']);
    expect(new Set(rooms.map((r) => r.joinUrl)).size).toBe(2);
    expect(rooms.every((r) => /^https:\/\//.test(r.joinUrl))).toBe(true);
    const opened = await seen;
    expect(opened).toMatchObject({ sessionId: session.id, assignment: 'choose' });
    expect(opened.rooms.map((r) => r.id)).toEqual(rooms.map((r) => r.id));
    expect((await bob.get(`/api/training/breakouts/${session.id}`)).json.map((r: TBreakoutRoom) => r.id)).toEqual(rooms.map((r) => r.id));
  });

  it('a member joins over the socket, moves to another room in one step, and leaves; everyone sees the rooms change', async () => {
    const [first, second] = await openRooms({ name: 'Move', count: 2 });
    const bobSeesJoin = eventWhere<{ room: TBreakoutRoom }>(tabs.bob, 'breakout:updated', (e) => e.room.id === first!.id && e.room.participants.length === 1);
    const joined = await command<TBreakoutRoom>(tabs.alice, 'breakout:join', { roomId: first!.id });
    expect(joined).toMatchObject({ ok: true, data: { id: first!.id, participants: [{ userId: alice.user.id, name: 'Member Tester' }] } });
    await bobSeesJoin;

    const leftFirst = eventWhere<{ room: TBreakoutRoom }>(tabs.bob, 'breakout:updated', (e) => e.room.id === first!.id && e.room.participants.length === 0);
    const moved = await alice.post(`/api/training/breakouts/${second!.id}/join`);
    expect(moved.json.participants.map((p: { userId: string }) => p.userId)).toEqual([alice.user.id]);
    await leftFirst;
    expect(await seatsOf(alice.user.id)).toBe(1);

    const left = await command(tabs.alice, 'breakout:leave', { sessionId: session.id });
    expect(left).toEqual({ ok: true });
    expect(await seatsOf(alice.user.id)).toBe(0);
  });

  it('a room of 3 takes exactly 3 of 8 members joining at once; the others hear it is full', async () => {
    const [room] = await openRooms({ name: 'Small', maxParticipants: 3 });
    const members = await Promise.all(Array.from({ length: 8 }, () => person(server)));
    await Promise.all(members.map((m) => register(m, session.id)));
    const results = await Promise.all(members.map((m) => m.post(`/api/training/breakouts/${room!.id}/join`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 409 && r.json.message === LIVE_MESSAGES.breakoutFull)).toBe(true);
    expect(await interactiveStore(server.database.connection).Seats.countDocuments({ roomId: room!.id })).toBe(3);
  });

  it("'random' seats the attendees connected now, and closing all sends everyone back to the main session", async () => {
    await instructor.post(`/api/training/breakouts/${session.id}/close-all`);
    const aliceSees = eventWhere<Opened>(tabs.alice, 'breakout:opened', (e) => e.assignment === 'random');
    const rooms = await openRooms({ name: 'Random', count: 1, maxParticipants: 5, assignment: 'random' });
    const seated = rooms[0]!.participants.map((p) => p.userId).sort();
    expect(seated).toEqual([alice.user.id, bob.user.id].sort());
    expect((await aliceSees).rooms[0]!.participants.map((p) => p.userId).sort()).toEqual(seated);
    const snapshot = await command<{ myBreakoutId: string | null }>(tabs.bob, 'live:snapshot', { sessionId: session.id });
    expect(snapshot).toMatchObject({ ok: true, data: { myBreakoutId: rooms[0]!.id } });

    const told = eventWhere<{ roomIds: string[]; message: string }>(tabs.bob, 'breakout:closed', () => true);
    const closed = await instructor.post(`/api/training/breakouts/${session.id}/close-all`);
    expect(closed.json.roomIds).toEqual([rooms[0]!.id]);
    expect(await told).toEqual({ sessionId: session.id, roomIds: [rooms[0]!.id], message: LIVE_MESSAGES.returnToMain });
    expect(await interactiveStore(server.database.connection).Seats.countDocuments({ sessionId: session.id })).toBe(0);
    expect((await alice.get(`/api/training/breakouts/${session.id}`)).json).toEqual([]);
    const late = await alice.post(`/api/training/breakouts/${rooms[0]!.id}/join`);
    expect(late.status).toBe(409);
  });

  it('closing one room frees its seats and tells its members', async () => {
    const [room] = await openRooms({ name: 'One' });
    await bob.post(`/api/training/breakouts/${room!.id}/join`);
    expect((await bob.post(`/api/training/breakouts/${room!.id}/close`)).status).toBe(403);
    const told = eventWhere<{ roomIds: string[] }>(tabs.bob, 'breakout:closed', (e) => e.roomIds.includes(room!.id));
    expect((await instructor.post(`/api/training/breakouts/${room!.id}/close`)).json).toEqual({ roomIds: [room!.id] });
    await told;
    expect(await seatsOf(bob.user.id)).toBe(0);
    expect((await instructor.post(`/api/training/breakouts/${room!.id}/close`)).status).toBe(409);
  });
});

describe('refused breakout requests change nothing', () => {
  it('wrong fields, unknown ids, other sessions and non-instructors get a 4xx', async () => {
    const [room] = await openRooms({ name: 'Guarded' });
    const other = await liveSession(instructor);
    const foreign = await instructor.post(`/api/training/breakouts/${other.id}`, { name: 'Elsewhere', maxParticipants: 3 });
    const before = await panelState(server.database.connection, session.id);
    const bodies: Record<string, unknown>[] = [
      { maxParticipants: 3 },
      { name: '  ', maxParticipants: 3 },
      { name: 'Room' },
      { name: 'Room', maxParticipants: 4 },
      { name: 'Room', maxParticipants: '5' },
      { name: 'Room', maxParticipants: 5, count: 0 },
      { name: 'Room', maxParticipants: 5, count: 21 },
      { name: 'Room', maxParticipants: 5, assignment: 'alphabetical' },
      { name: 'Room', maxParticipants: 5, topic: 'x'.repeat(201) },
      { name: 'x'.repeat(101), maxParticipants: 5 },
    ];
    for (const body of bodies) expect((await instructor.post(`/api/training/breakouts/${session.id}`, body)).status, JSON.stringify(body)).toBe(400);
    expect((await instructor.post(`/api/training/breakouts/${session.id}`, { maxParticipants: 4, name: 'R' })).json.message).toBe('Room size must be 3, 5, 8 or 10');
    expect((await alice.post(`/api/training/breakouts/${session.id}`, { name: 'Mine', maxParticipants: 3 })).status).toBe(403);
    expect((await alice.post(`/api/training/breakouts/${session.id}/close-all`)).status).toBe(403);
    expect((await alice.post(`/api/training/breakouts/${unknownId()}/join`)).status).toBe(404);
    expect((await alice.post('/api/training/breakouts/bad/join')).status).toBe(404);
    expect((await alice.post(`/api/training/breakouts/${(foreign.json as TBreakoutRoom[])[0]!.id}/join`)).status).toBe(403);
    expect((await new HttpClient(server.url).post(`/api/training/breakouts/${room!.id}/join`)).status).toBe(401);
    expect(await command(tabs.alice, 'breakout:join', { roomId: unknownId() })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await command(tabs.alice, 'breakout:join', { roomId: 12 })).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    expect(await panelState(server.database.connection, session.id)).toEqual(before);
  });
});
