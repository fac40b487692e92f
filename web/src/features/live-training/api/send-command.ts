import type { ClientToServerEvents, TAck } from '@app/shared-types/realtime';
import { ApiError } from '../../../lib/api-client';
import { getSocket } from '../../../lib/socket';

/**
 * Stand-in for the shared socket command helper the web-seams work adds to web/src/lib: every
 * socket command of this feature goes through `sendCommand`, so switching is a change of this file.
 */

export const COMMAND_TIMEOUT_MS = 8000;

type CommandName = keyof ClientToServerEvents;
type CommandPayload<E extends CommandName> = Parameters<ClientToServerEvents[E]>[0];
type CommandData<E extends CommandName> = Parameters<ClientToServerEvents[E]>[1] extends (ack: TAck<infer T>) => void ? T : never;

function ackError(status: number, message: string, code: string): ApiError {
  return new ApiError(status, JSON.stringify({ message, code }), '');
}

/** Sends a socket command and resolves with its ack's data; failures are ApiErrors like a REST call's. */
export async function sendCommand<E extends CommandName>(event: E, payload: CommandPayload<E>): Promise<CommandData<E>> {
  const socket = getSocket() as unknown as { timeout(ms: number): { emitWithAck(e: string, p: unknown): Promise<TAck<CommandData<E>>> } };
  let ack: TAck<CommandData<E>>;
  try {
    ack = await socket.timeout(COMMAND_TIMEOUT_MS).emitWithAck(event, payload);
  } catch {
    throw ackError(504, 'The server did not answer in time. Please try again.', 'INTERNAL');
  }
  if (ack.ok) return ack.data;
  const status = { VALIDATION_FAILED: 400, UNAUTHENTICATED: 401, FORBIDDEN: 403, PREMIUM_REQUIRED: 403, NOT_FOUND: 404, CONFLICT: 409, RATE_LIMITED: 429 }[ack.error.code as string] ?? 500;
  throw new ApiError(status, JSON.stringify(ack.error), '');
}

