import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-socket';
import { createRoomRegistry, type RoomJoinState } from './room-registry';

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup() {
  const socket = new FakeSocket();
  socket.connected = true;
  const registry = createRoomRegistry(socket);
  const states: RoomJoinState[] = [];
  const onResync = vi.fn();
  return { socket, registry, states, onResync, subscriber: { onState: (s: RoomJoinState) => states.push(s), onResync } };
}

describe('room registry', () => {
  it('joins once for many users of a room and leaves when the last one goes', async () => {
    const { socket, registry, subscriber } = setup();
    const stopA = registry.subscribe('feed', subscriber);
    const stopB = registry.subscribe('feed', { onState: () => {} });
    expect(socket.sent.map((s) => [s.event, s.payload])).toEqual([['room:join', { room: 'feed' }]]);

    stopA();
    expect(socket.sent).toHaveLength(1);
    stopB();
    expect(socket.sent.map((s) => s.event)).toEqual(['room:join', 'room:leave']);
  });

  it('asks its users to reload their snapshot once joined, and again after every reconnect', async () => {
    const { socket, registry, states, onResync, subscriber } = setup();
    registry.subscribe('session:abc', subscriber);
    expect(onResync).not.toHaveBeenCalled(); // not before the server has the socket in the room
    socket.sent[0]!.answer({ ok: true, data: undefined });
    await flush();
    expect(states.at(-1)).toEqual({ status: 'joined' });
    // The page's own snapshot may have been read before the join: whatever changed in between reached no one here.
    expect(onResync).toHaveBeenCalledTimes(1);

    socket.drop();
    socket.connect();
    expect(socket.sent.map((s) => [s.event, s.payload])).toEqual([
      ['room:join', { room: 'session:abc' }],
      ['room:join', { room: 'session:abc' }],
    ]);
    socket.sent[1]!.answer({ ok: true, data: undefined });
    await flush();
    expect(onResync).toHaveBeenCalledTimes(2);
  });

  it('reports the server refusing a join, and a join that times out', async () => {
    const { socket, registry, states, onResync, subscriber } = setup();
    registry.subscribe('monitoring', subscriber);
    socket.sent[0]!.answer({ ok: false, error: { message: 'Operators only', code: 'FORBIDDEN' } });
    await flush();
    expect(states.at(-1)).toEqual({ status: 'error', error: { message: 'Operators only', code: 'FORBIDDEN' } });

    socket.drop();
    socket.connect();
    socket.sent[1]!.fail(new Error('operation has timed out'));
    await flush();
    expect(states.at(-1)).toMatchObject({ status: 'error', error: { code: 'INTERNAL' } });
    expect(onResync).not.toHaveBeenCalled();
  });

  it('waits for the connection before joining, then joins with a resync', async () => {
    const { socket, registry, states, onResync, subscriber } = setup();
    socket.connected = false;
    registry.subscribe('feed', subscriber);
    expect(socket.sent).toHaveLength(0);
    expect(states).toEqual([{ status: 'joining' }]);

    socket.connect();
    socket.sent[0]!.answer({ ok: true, data: undefined });
    await flush();
    expect(onResync).toHaveBeenCalledTimes(1);
  });
});
