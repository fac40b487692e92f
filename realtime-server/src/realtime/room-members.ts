import type { TUser } from '@app/shared-types/auth';
import type { AppServer } from './types';

/** One connected socket as presence features see it (a person with three tabs is three of these). */
export type RoomMember = { user: TUser | null; rooms: ReadonlySet<string> };

/**
 * The part of Socket.IO that presence features need, without handing modules the server itself.
 * `members` asks every node (through the Redis adapter when there are several), so a count computed
 * from it is the cluster's; `onChange` only hears this node's sockets, which is enough because every
 * node recomputes from `members` when one of its own sockets comes or goes.
 */
export interface RoomMembers {
  /** The sockets in `room` on every node, with their user and rooms. */
  members(room: string): Promise<RoomMember[]>;
  /** Calls `listener(room)` after a socket of this node joins or leaves (or disconnects from) a room whose name starts with `prefix`. */
  onChange(prefix: string, listener: (room: string) => void): () => void;
  /** Sockets in `room` on this node only (a per-node stream decides from it whether to send). */
  localCount(room: string): number;
  /** Socket.IO connections on this node. */
  localSockets(): number;
}

export function createRoomMembers(io: AppServer): RoomMembers {
  const listeners = new Set<{ prefix: string; listener: (room: string) => void }>();
  const adapter = io.of('/').adapter;
  // The adapter tells of joins and leaves after its room table changed; a disconnect leaves every room.
  const notify = (room: string) => {
    for (const { prefix, listener } of listeners) if (room.startsWith(prefix)) listener(room);
  };
  adapter.on('join-room', notify);
  adapter.on('leave-room', notify);

  return {
    async members(room) {
      const sockets = await io.in(room).fetchSockets();
      return sockets.map((s) => ({ user: s.data.user ?? null, rooms: s.rooms }));
    },
    onChange(prefix, listener) {
      const entry = { prefix, listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    localCount: (room) => adapter.rooms.get(room)?.size ?? 0,
    localSockets: () => io.engine.clientsCount,
  };
}
