import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@app/shared-types/realtime';
import { markConnecting, trackConnection } from './connection-store';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Wait before reconnecting after the server closed our connection because its session ended. By
 * then this tab has usually reconnected itself (sign-out, session:expired); this is the fallback.
 */
const SERVER_DISCONNECT_RETRY_MS = 1000;

let socket: AppSocket | null = null;

/**
 * The app's one Socket.IO connection, created on first use. Same origin and default path, so the
 * session cookie authenticates it at the handshake; visitors connect anonymously.
 */
export function getSocket(): AppSocket {
  if (socket) return socket;
  // WebSocket first: one connection instead of the polling handshake's several requests, each a task
  // on a phone's main thread while the page is starting (bench:lighthouse); a network that refuses
  // WebSockets still gets long-polling (tryAllTransports).
  const created: AppSocket = io({ withCredentials: true, transports: ['websocket', 'polling'], tryAllTransports: true, autoConnect: false });
  trackConnection(created);
  created.on('disconnect', (reason) => {
    // socket.io does not retry after a server-side disconnect; we want live updates back, as
    // whoever we are now.
    if (reason === 'io server disconnect') {
      setTimeout(() => {
        if (!created.connected) created.connect();
      }, SERVER_DISCONNECT_RETRY_MS);
    }
  });
  socket = created;
  // Opened in a task of its own: pages ask for the socket while they mount, and opening the
  // connection there lengthened the task that commits the page (on a phone, a long task).
  setTimeout(() => created.connect(), 0);
  return created;
}

/**
 * The server reads the user from the cookie only at the handshake, so after signing in or out the
 * connection must be made again to carry the new identity. Rooms are rejoined on 'connect'.
 */
export function reconnectSocket(): void {
  const s = getSocket();
  s.disconnect();
  markConnecting();
  s.connect();
}
