import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@app/shared-types/realtime';
import type { TUser } from '@app/shared-types/auth';
import type { CacheInvalidation } from '../cache/caches';

export type SocketData = {
  /** Identity read from the session cookie at the handshake; null for visitors. */
  user: TUser | null;
  sessionId: string | null;
};

/** Messages between app nodes (through the Redis adapter). */
export type InterServerEvents = {
  /** Answered once the node dropped the entry (a write waits for every node's answer). */
  'cache:invalidate': (message: CacheInvalidation, ack: () => void) => void;
  /** Each node answers with the distinct users of its sockets in `room`, less those also in `except`. */
  'room-members:users': (room: string, except: string | null, ack: (userIds: string[]) => void) => void;
};

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** Rooms used by the server only (never joinable by a client request). */
export const internalRooms = {
  browserSession: (sessionId: string) => `sid:${sessionId}`,
} as const;
