import type { TUser } from '@app/shared-types/auth';
import type { Logger } from '../logger';
import type { AppServer } from './types';

/** One connected socket as presence features see it (a person with three tabs is three of these). */
export type RoomMember = { user: TUser | null; rooms: ReadonlySet<string> };

/**
 * The part of Socket.IO that presence features need, without handing modules the server itself.
 * `members` and `distinctUsers` ask every node (through the Redis adapter when there are several),
 * so a count computed from them is the cluster's; `onChange` only hears this node's sockets, which
 * is enough because every node recomputes from `members` when one of its own sockets comes or goes.
 */
export interface RoomMembers {
  /** The sockets in `room` on every node, with their user and rooms. */
  members(room: string): Promise<RoomMember[]>;
  /**
   * The ids of the signed-in users with a socket in `room` on any node, less sockets that are also in
   * `except`. Cheaper than `members` on a cluster: each node sends ids, not its sockets.
   */
  distinctUsers(room: string, except?: string): Promise<Set<string>>;
  /** Calls `listener(room)` after a socket of this node joins or leaves (or disconnects from) a room whose name starts with `prefix`. */
  onChange(prefix: string, listener: (room: string) => void): () => void;
  /** Sockets in `room` on this node only (a per-node stream decides from it whether to send). */
  localCount(room: string): number;
  /** Socket.IO connections on this node. */
  localSockets(): number;
}

const USERS_EVENT = 'room-members:users';
const MAX_ROOM_NAME = 200;

export function createRoomMembers(io: AppServer, { clustered, logger }: { clustered: boolean; logger: Logger }): RoomMembers {
  const listeners = new Set<{ prefix: string; listener: (room: string) => void }>();
  const namespace = io.of('/');
  const adapter = namespace.adapter;
  // The adapter tells of joins and leaves after its room table changed; a disconnect leaves every room.
  const notify = (room: string) => {
    for (const { prefix, listener } of listeners) if (room.startsWith(prefix)) listener(room);
  };
  adapter.on('join-room', notify);
  adapter.on('leave-room', notify);

  function localUsers(room: string, except: string | null): string[] {
    const ids = adapter.rooms.get(room);
    if (!ids) return [];
    const excluded = except ? adapter.rooms.get(except) : undefined;
    const users = new Set<string>();
    for (const id of ids) {
      if (excluded?.has(id)) continue;
      const user = namespace.sockets.get(id)?.data.user;
      if (user) users.add(user.id);
    }
    return [...users];
  }

  if (clustered) {
    io.on(USERS_EVENT, (room, except, ack) => {
      if (typeof ack !== 'function') return;
      const valid = typeof room === 'string' && room.length <= MAX_ROOM_NAME && (except === null || (typeof except === 'string' && except.length <= MAX_ROOM_NAME));
      ack(valid ? localUsers(room, except) : []);
    });
  }

  async function members(room: string): Promise<RoomMember[]> {
    const sockets = await io.in(room).fetchSockets();
    return sockets.map((s) => ({ user: s.data.user ?? null, rooms: s.rooms }));
  }

  return {
    members,
    async distinctUsers(room, except) {
      const users = new Set(localUsers(room, except ?? null));
      if (!clustered) return users;
      try {
        for (const reply of await io.serverSideEmitWithAck(USERS_EVENT, room, except ?? null)) for (const id of reply) users.add(id);
        return users;
      } catch (err) {
        // A node that does not answer in time (dying, partitioned): ask for the sockets instead.
        logger.warn({ err, room }, 'a node did not answer a presence count; counting from its sockets');
        const all = await members(room);
        return new Set(all.filter((m) => m.user && !(except && m.rooms.has(except))).map((m) => m.user!.id));
      }
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
