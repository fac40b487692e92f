import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES, type TBreakoutRoom, type TSessionSnapshot } from '@app/shared-types/live-training';
import { liveRoomSuite, record, type Person, type LiveRoom } from '../helpers/live-training';
import { command, eventWhere, settle } from './interactive-helpers';

// The instructor and two attendees, each in a real tab of the session's room (and, being signed in, of their own user room).
let { instructor, alice, bob, session, tabs } = {} as LiveRoom;
liveRoomSuite((room) => ({ instructor, alice, bob, session, tabs } = room));

type Assigned = { sessionId: string; room: TBreakoutRoom };
type Closed = { sessionId: string; roomIds: string[]; message: string };

async function openRooms(body: Record<string, unknown>): Promise<TBreakoutRoom[]> {
  const res = await instructor.post(`/api/training/breakouts/${session.id}`, { name: 'Table', maxParticipants: 3, ...body });
  if (res.status !== 201) throw new Error(`open failed: ${res.status} ${res.text}`);
  return res.json as TBreakoutRoom[];
}

const snapshotOf = async (who: Person) => (await who.get(`/api/live-training/${session.id}/snapshot`)).json as TSessionSnapshot;

describe('breakout notices', () => {
  it('rooms a member picks themselves are announced to nobody in particular', async () => {
    const heard = record<Assigned>(tabs.alice, 'breakout:assigned');
    const [room] = await openRooms({ name: 'Pick', assignment: 'choose' });
    expect(await command(tabs.alice, 'breakout:join', { roomId: room!.id })).toMatchObject({ ok: true });
    await instructor.post(`/api/training/breakouts/${session.id}/close-all`);
    await settle();
    expect(heard).toEqual([]);
  });

  it('random assignment tells each attendee their own room and its link, and nobody else theirs', async () => {
    const heard = { alice: record<Assigned>(tabs.alice, 'breakout:assigned'), bob: record<Assigned>(tabs.bob, 'breakout:assigned'), instructor: record<Assigned>(tabs.instructor, 'breakout:assigned') };
    const aliceTold = eventWhere<Assigned>(tabs.alice, 'breakout:assigned', () => true);
    const bobTold = eventWhere<Assigned>(tabs.bob, 'breakout:assigned', () => true);
    const rooms = await openRooms({ count: 2, assignment: 'random' });
    const [forAlice, forBob] = await Promise.all([aliceTold, bobTold]);

    // Two present attendees dealt into two rooms: one each, each told theirs with its own link.
    expect(forAlice).toMatchObject({ sessionId: session.id, room: { participants: [{ userId: alice.user.id }] } });
    expect(forBob).toMatchObject({ sessionId: session.id, room: { participants: [{ userId: bob.user.id }] } });
    expect(forAlice.room.id).not.toBe(forBob.room.id);
    for (const told of [forAlice, forBob]) {
      const opened = rooms.find((r) => r.id === told.room.id)!;
      expect(told.room).toMatchObject({ name: opened.name, joinUrl: opened.joinUrl, status: 'active' });
      expect(told.room.joinUrl).toMatch(/^https:\/\//);
    }
    expect(forAlice.room.joinUrl).not.toBe(forBob.room.joinUrl);
    await settle();
    expect([heard.alice.length, heard.bob.length, heard.instructor.length]).toEqual([1, 1, 0]);
    // A reload draws the same seat: the snapshot names each one's room.
    expect((await snapshotOf(alice)).myBreakoutId).toBe(forAlice.room.id);
    expect((await snapshotOf(bob)).myBreakoutId).toBe(forBob.room.id);
  });

  it('closing all rooms tells both attendees to return to the main session, and their seats are gone', async () => {
    const aliceTold = eventWhere<Closed>(tabs.alice, 'breakout:closed', () => true);
    const bobTold = eventWhere<Closed>(tabs.bob, 'breakout:closed', () => true);
    const closed = await instructor.post(`/api/training/breakouts/${session.id}/close-all`);
    expect(closed.status).toBe(200);
    const [a, b] = await Promise.all([aliceTold, bobTold]);
    for (const told of [a, b]) expect(told).toEqual({ sessionId: session.id, roomIds: closed.json.roomIds, message: LIVE_MESSAGES.returnToMain });
    expect(closed.json.roomIds).toHaveLength(2);
    const after = await snapshotOf(alice);
    expect(after).toMatchObject({ myBreakoutId: null, breakouts: [] });
    expect(after.session.zoomJoinUrl).toMatch(/^https:\/\//);
  });
});
