import type { ClientToServerEvents, TAck, TAckFn } from '@app/shared-types/realtime';
import { HTTP_STATUS_OF, type TApiError } from '@app/shared-types/error-codes';
import { ApiError } from '../api-client';
import { getSocket } from './socket';

/** How long a command waits for the server's ack unless the caller says otherwise. */
export const COMMAND_TIMEOUT_MS = 10_000;

export type CommandName = keyof ClientToServerEvents;
export type CommandPayload<E extends CommandName> = Parameters<ClientToServerEvents[E]>[0];
/** The `data` of a handler's ack: `(payload, ack: TAckFn<T>) => void` gives T. */
export type AckData<F> = F extends (payload: never, ack: TAckFn<infer T>) => void ? T : never;
/** What the server's `{ ok: true, data }` ack carries for command E. */
export type CommandResult<E extends CommandName> = AckData<ClientToServerEvents[E]>;

/**
 * offline: there was no connection while the command could have been sent (it was not).
 * connection-lost: it was sent, and the connection dropped before the answer (it may have been applied).
 * timeout: connected, but no answer within the time allowed.
 */
export type SocketCommandFailure = 'offline' | 'connection-lost' | 'timeout';

const FAILURE_MESSAGES: Record<SocketCommandFailure, string> = {
  offline: 'You are not connected to the server. Check your connection and try again.',
  'connection-lost': 'The connection to the server was lost before it answered. Please try again.',
  timeout: 'The server did not answer in time. Please try again.',
};

/** The command got no answer from the server. Its message is fit for a toast. */
export class SocketCommandError extends Error {
  constructor(
    readonly event: string,
    readonly reason: SocketCommandFailure,
  ) {
    super(FAILURE_MESSAGES[reason]);
    this.name = 'SocketCommandError';
  }
}

// Acks carry only the code; the status a REST call would have answered (HTTP_STATUS_OF) makes the
// refusal an ApiError like any other, so errorMessage() and fieldErrors() treat both transports alike.
function refusal(error: TApiError): ApiError {
  return new ApiError(HTTP_STATUS_OF[error.code] ?? 500, JSON.stringify(error), '');
}

/** The part of the client socket a command needs (a fake in tests). */
type CommandSocket = {
  readonly connected: boolean;
  readonly active: boolean;
  on(event: 'disconnect', listener: () => void): unknown;
  off(event: 'disconnect', listener: () => void): unknown;
  timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<TAck<unknown>> };
};

/**
 * Sends a client->server command on the app's socket and waits for its ack: resolves with `data`
 * on `{ ok: true, data }`; rejects with an ApiError carrying the server's `{ message, code, errors }`
 * on `{ ok: false, error }`, and with a SocketCommandError when no answer comes.
 *
 * While the socket is (re)connecting the command waits for the connection within the same time
 * limit (socket.io holds it, and drops it unsent when the time runs out); once socket.io has given
 * up reconnecting it fails at once.
 */
export async function sendCommand<E extends CommandName>(
  event: E,
  payload: CommandPayload<E>,
  options: { timeoutMs?: number } = {},
): Promise<CommandResult<E>> {
  const socket = getSocket() as unknown as CommandSocket;
  if (!socket.connected && !socket.active) throw new SocketCommandError(event, 'offline');
  // A connection that drops while we wait took the command with it: it may have been applied.
  let dropped = false;
  const onDisconnect = () => (dropped = true);
  socket.on('disconnect', onDisconnect);
  let ack: TAck<unknown>;
  try {
    ack = await socket.timeout(options.timeoutMs ?? COMMAND_TIMEOUT_MS).emitWithAck(event, payload);
  } catch {
    throw new SocketCommandError(event, socket.connected ? 'timeout' : dropped ? 'connection-lost' : 'offline');
  } finally {
    socket.off('disconnect', onDisconnect);
  }
  if (!ack.ok) throw refusal(ack.error);
  return ack.data as CommandResult<E>;
}
