import type { TAck } from '@app/shared-types/realtime';
import type { TApiError } from '@app/shared-types/errors';

/** How long to wait for the server's ack to a join before reporting a failure. */
export const ROOM_ACK_TIMEOUT_MS = 5000;

export type RoomJoinState =
  | { status: 'joining' }
  | { status: 'joined' }
  | { status: 'error'; error: TApiError };

export type RoomSubscriber = {
  onState: (state: RoomJoinState) => void;
  /**
   * Called after every join the server acknowledged, the first one too: reload the REST snapshot.
   * A snapshot read before the server put this socket in the room misses whatever changed between
   * that read and the join (no event for it reaches this socket); one read after the join cannot.
   */
  onResync?: () => void;
};

/** The part of the client socket the registry uses (a fake in tests). */
export type RoomSocket = {
  readonly connected: boolean;
  on(event: 'connect', listener: () => void): unknown;
  off(event: 'connect', listener: () => void): unknown;
  timeout(ms: number): {
    emitWithAck(event: 'room:join' | 'room:leave', payload: { room: string }): Promise<TAck>;
  };
};

const TIMEOUT_ERROR: TApiError = {
  message: 'Live updates are not responding. Please try again later.',
  code: 'INTERNAL',
};

/**
 * Remembers which rooms the page wants, with a count of users per room, so a room is joined once
 * however many components need it, left when the last one goes, and joined again after every
 * reconnect (the server forgets a socket's rooms when the connection drops).
 */
export function createRoomRegistry(socket: RoomSocket) {
  const subscribers = new Map<string, Set<RoomSubscriber>>();
  const states = new Map<string, RoomJoinState>();

  const publish = (room: string, state: RoomJoinState) => {
    states.set(room, state);
    subscribers.get(room)?.forEach((s) => s.onState(state));
  };

  async function join(room: string): Promise<void> {
    publish(room, { status: 'joining' });
    let ack: TAck;
    try {
      ack = await socket.timeout(ROOM_ACK_TIMEOUT_MS).emitWithAck('room:join', { room });
    } catch {
      ack = { ok: false, error: TIMEOUT_ERROR };
    }
    if (!subscribers.has(room)) return; // everyone left while we waited
    if (!ack.ok) {
      publish(room, { status: 'error', error: ack.error });
      return;
    }
    publish(room, { status: 'joined' });
    subscribers.get(room)?.forEach((s) => s.onResync?.());
  }

  // Every (re)connection is a new server-side socket with no rooms: join them all again, and
  // have their users reload what they may have missed while the connection was down.
  const onConnect = () => {
    for (const room of subscribers.keys()) void join(room);
  };
  socket.on('connect', onConnect);

  return {
    subscribe(room: string, subscriber: RoomSubscriber): () => void {
      let set = subscribers.get(room);
      if (!set) {
        set = new Set();
        subscribers.set(room, set);
        set.add(subscriber);
        // Joined now (or by onConnect once connected); either way the join's ack asks for a resync.
        if (socket.connected) void join(room);
        else publish(room, { status: 'joining' });
      } else {
        set.add(subscriber);
        const state = states.get(room);
        if (state) subscriber.onState(state);
      }
      return () => {
        const current = subscribers.get(room);
        if (!current) return;
        current.delete(subscriber);
        if (current.size > 0) return;
        subscribers.delete(room);
        states.delete(room);
        if (socket.connected) void socket.timeout(ROOM_ACK_TIMEOUT_MS).emitWithAck('room:leave', { room }).catch(() => {});
      };
    },
    rooms(): string[] {
      return [...subscribers.keys()];
    },
    dispose(): void {
      socket.off('connect', onConnect);
      subscribers.clear();
      states.clear();
    },
  };
}

export type RoomRegistry = ReturnType<typeof createRoomRegistry>;
