import { create } from '../store';

/**
 * connecting: the first connection (or a deliberate reconnect after sign-in/out) is under way.
 * connected: live updates flow.
 * reconnecting: a working connection dropped and the client is retrying on its own.
 * disconnected: the client stopped trying (the server refused the connection).
 */
export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

type ConnectionState = { status: ConnectionStatus; hasConnected: boolean };

export const useConnectionStore = create<ConnectionState>(() => ({ status: 'connecting', hasConnected: false }));

/** The part of a Socket.IO client socket this module listens to (a fake in tests). */
export type ConnectionSource = {
  readonly active: boolean;
  on(event: 'connect' | 'disconnect' | 'connect_error', listener: (...args: never[]) => void): unknown;
  off(event: 'connect' | 'disconnect' | 'connect_error', listener: (...args: never[]) => void): unknown;
};

/**
 * Mirrors a socket's lifecycle into the store. Returns a function that stops listening.
 * A disconnect by the server counts as 'connecting': it closes connections on purpose when their
 * session ends (sign-out, account deleted), and the client connects again as a visitor.
 */
export function trackConnection(socket: ConnectionSource): () => void {
  const onConnect = () => useConnectionStore.setState({ status: 'connected', hasConnected: true });
  // `active` means socket.io will retry by itself; otherwise it gave up (or was told to stop).
  const onLost = () =>
    useConnectionStore.setState((s) => ({
      status: socket.active ? (s.hasConnected ? 'reconnecting' : 'connecting') : 'disconnected',
    }));
  const onDisconnect = (reason: string) => {
    if (reason === 'io server disconnect') useConnectionStore.setState({ status: 'connecting' });
    else onLost();
  };
  socket.on('connect', onConnect);
  socket.on('disconnect', onDisconnect);
  socket.on('connect_error', onLost);
  return () => {
    socket.off('connect', onConnect);
    socket.off('disconnect', onDisconnect);
    socket.off('connect_error', onLost);
  };
}

export function markConnecting(): void {
  useConnectionStore.setState({ status: 'connecting' });
}
