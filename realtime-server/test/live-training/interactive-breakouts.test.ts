import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES, type TBreakoutRoom } from '@app/shared-types/live-training';
import { rejection, interactiveSuite, type InteractiveSuite } from './interactive-fakes';

let { h, instructor, sessionId, attendees } = {} as InteractiveSuite;
interactiveSuite((suite) => ({ h, instructor, sessionId, attendees } = suite));

const open = (overrides: Partial<Parameters<typeof h.services.breakouts.open>[2]> = {}) =>
  h.services.breakouts.open(instructor, sessionId, { name: 'Room', maxParticipants: 5, topic: null, count: 1, assignment: 'choose', ...overrides });

describe('breakout rooms', () => {
  it('opens several rooms at once, each with its own meeting link', async () => {
    h.recorder.clear();
    const rooms = await open({ name: 'Team', count: 3, topic: 'Indirect rates' });
    expect(rooms.map((r) => r.name)).toEqual(['Team 1', 'Team 2', 'Team 3']);
    expect(new Set(rooms.map((r) => r.joinUrl)).size).toBe(3);
    expect(rooms.every((r) => r.topic === 'Indirect rates' && r.status === 'active' && r.participants.length === 0)).toBe(true);
    expect(h.recorder.of('breakout:opened')).toHaveLength(1);
    await h.services.breakouts.closeAll(instructor, sessionId);
  });

  it('50 members joining a room of 5 at once: exactly 5 get in, the rest hear it is full', async () => {
    const [room] = await open();
    const members = attendees(50);
    const outcomes = await Promise.all(members.map((m) => h.services.breakouts.join(m, room!.id).then(() => 'in', (e: { message: string }) => e.message)));
    expect(outcomes.filter((o) => o === 'in')).toHaveLength(5);
    expect(outcomes.filter((o) => o !== 'in').every((o) => o === LIVE_MESSAGES.breakoutFull)).toBe(true);
    expect(await h.models.Seats.countDocuments({ roomId: room!.id })).toBe(5);
    const [listed] = await h.services.breakouts.list(instructor, sessionId);
    expect(listed?.participants).toHaveLength(5);
    await h.services.breakouts.closeAll(instructor, sessionId);
  });

  it('joining another room moves the member: never two seats, even with both joins at once', async () => {
    const rooms = await open({ count: 2 });
    const [member] = attendees(1);
    await Promise.all([h.services.breakouts.join(member!, rooms[0]!.id), h.services.breakouts.join(member!, rooms[1]!.id)]);
    expect(await h.models.Seats.countDocuments({ sessionId, userId: member!.id })).toBe(1);
    h.recorder.clear();
    const seat = await h.models.Seats.findOne({ sessionId, userId: member!.id }).lean();
    const other = rooms.find((r) => !seat!.roomId.equals(r.id))!;
    const moved = await h.services.breakouts.join(member!, other.id);
    expect(moved.participants.map((p) => p.userId)).toEqual([member!.id]);
    // Both rooms are announced: the one joined and the one left.
    const updated = h.recorder.of<{ room: TBreakoutRoom }>('breakout:updated').map((e) => [e.payload.room.id, e.payload.room.participants.length]);
    expect(updated).toEqual(expect.arrayContaining([[other.id, 1], [seat!.roomId.toString(), 0]]));
    const snapshot = await h.services.snapshot.snapshot(member!, sessionId);
    expect(snapshot.myBreakoutId).toBe(other.id);
    await h.services.breakouts.leave(member!, sessionId);
    expect(await h.models.Seats.countDocuments({ sessionId, userId: member!.id })).toBe(0);
    await h.services.breakouts.closeAll(instructor, sessionId);
  });

  it("'random' deals the members present now across the new rooms, up to their capacity", async () => {
    const present = attendees(10);
    h.setPresent(sessionId, present);
    const rooms = await open({ count: 2, maxParticipants: 3, assignment: 'random' });
    const seated = rooms.flatMap((r) => r.participants.map((p) => p.userId));
    expect(rooms.map((r) => r.participants.length)).toEqual([3, 3]);
    expect(new Set(seated).size).toBe(6);
    expect(seated.every((id) => present.some((p) => p.id === id))).toBe(true);
    expect(await h.models.Seats.countDocuments({ sessionId })).toBe(6);
    h.setPresent(sessionId, []);
  });

  it('closing all frees every seat and tells everyone to return to the main session', async () => {
    const rooms = await open({ count: 2 });
    const [a, b] = attendees(2);
    await h.services.breakouts.join(a!, rooms[0]!.id);
    await h.services.breakouts.join(b!, rooms[1]!.id);
    h.recorder.clear();
    const { roomIds } = await h.services.breakouts.closeAll(instructor, sessionId);
    expect(roomIds).toEqual(expect.arrayContaining(rooms.map((r) => r.id)));
    expect(h.recorder.of<{ message: string; roomIds: string[] }>('breakout:closed')[0]?.payload).toMatchObject({ message: LIVE_MESSAGES.returnToMain });
    expect(await h.models.Seats.countDocuments({ sessionId })).toBe(0);
    expect(await h.services.breakouts.list(a!, sessionId)).toEqual([]);
    expect((await rejection(h.services.breakouts.join(a!, rooms[0]!.id))).status).toBe(409);
  });

  it('only instructors open and close rooms', async () => {
    const [member] = attendees(1);
    expect((await rejection(h.services.breakouts.open(member!, sessionId, { name: 'Mine', maxParticipants: 3, topic: null, count: 1, assignment: 'choose' }))).status).toBe(403);
    const [room] = await open();
    expect((await rejection(h.services.breakouts.close(member!, room!.id))).status).toBe(403);
    expect((await rejection(h.services.breakouts.closeAll(member!, sessionId))).status).toBe(403);
    await h.services.breakouts.close(instructor, room!.id);
  });

  it("account deletion frees the member's seat", async () => {
    const [room] = await open();
    const [member] = attendees(1);
    await h.services.breakouts.join(member!, room!.id);
    await h.services.removeUser(member!.id);
    expect(await h.models.Seats.countDocuments({ userId: member!.id })).toBe(0);
    await h.services.breakouts.closeAll(instructor, sessionId);
  });
});
