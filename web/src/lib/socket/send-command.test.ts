import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { TAckFn } from '@app/shared-types/realtime';
import { FakeSocket } from '../../test/fake-socket';
import { ApiError, errorMessage, fieldErrors } from '../api-client';
import { COMMAND_TIMEOUT_MS, SocketCommandError, sendCommand, type AckData } from './send-command';

const { current } = vi.hoisted(() => ({ current: { socket: null as unknown } }));
vi.mock('./socket', () => ({ getSocket: () => current.socket }));

let socket: FakeSocket;
beforeEach(() => {
  socket = new FakeSocket();
  socket.connected = true;
  current.socket = socket;
});

const settle = <T,>(promise: Promise<T>) => promise.then((value) => ({ value }), (error: unknown) => ({ error }));

describe('sendCommand', () => {
  it("emits the command with its payload and resolves with the ack's data", async () => {
    const result = sendCommand('room:join', { room: 'session:abc' });
    expect(socket.sent.map((s) => [s.event, s.payload, s.timeoutMs])).toEqual([['room:join', { room: 'session:abc' }, COMMAND_TIMEOUT_MS]]);
    socket.sent[0]!.answer({ ok: true, data: { joined: 3 } });
    await expect(result).resolves.toEqual({ joined: 3 });
  });

  it("rejects a refusal as an ApiError, so the toast shows the server's message and forms its field errors", async () => {
    const result = settle(sendCommand('room:join', { room: 'session:abc' }));
    socket.sent[0]!.answer({
      ok: false,
      error: { message: 'Question Required', code: 'VALIDATION_FAILED', errors: [{ path: 'question', message: 'Question Required' }] },
    });
    const { error } = (await result) as { error: unknown };
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(errorMessage(error)).toBe('Question Required');
    expect(fieldErrors(error)).toEqual({ question: 'Question Required' });
  });

  it('keeps the status a REST call would have had for each refusal', async () => {
    const statuses: number[] = [];
    for (const code of ['PREMIUM_REQUIRED', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED', 'INTERNAL'] as const) {
      const result = settle(sendCommand('room:join', { room: 'feed' }));
      socket.sent.at(-1)!.answer({ ok: false, error: { message: 'No', code } });
      statuses.push(((await result) as { error: ApiError }).error.status);
    }
    expect(statuses).toEqual([403, 404, 409, 429, 500]);
  });

  it('uses the timeout it is given, and says the server did not answer when it runs out', async () => {
    const result = settle(sendCommand('room:join', { room: 'feed' }, { timeoutMs: 2500 }));
    expect(socket.sent[0]!.timeoutMs).toBe(2500);
    socket.sent[0]!.fail(new Error('operation has timed out'));
    const { error } = (await result) as { error: SocketCommandError };
    expect(error).toBeInstanceOf(SocketCommandError);
    expect(error.reason).toBe('timeout');
    expect(errorMessage(error)).toBe('The server did not answer in time. Please try again.');
  });

  it('fails at once, unsent, when socket.io has given up connecting', async () => {
    socket.connected = false;
    socket.active = false;
    const { error } = (await settle(sendCommand('room:join', { room: 'feed' }))) as { error: SocketCommandError };
    expect(socket.sent).toHaveLength(0);
    expect(error.reason).toBe('offline');
    expect(errorMessage(error)).toBe('You are not connected to the server. Check your connection and try again.');
  });

  it('waits for a connection under way, and says it is offline if none came in time', async () => {
    socket.connected = false;
    const late = settle(sendCommand('room:join', { room: 'feed' }));
    expect(socket.sent).toHaveLength(1); // socket.io holds it until it connects
    socket.sent[0]!.fail(new Error('operation has timed out'));
    expect(((await late) as { error: SocketCommandError }).error.reason).toBe('offline');

    const inTime = sendCommand('room:join', { room: 'feed' });
    socket.connect();
    socket.sent[1]!.answer({ ok: true, data: undefined });
    await expect(inTime).resolves.toBeUndefined();
  });

  it('tells a dropped connection apart: the command may have gone through', async () => {
    const result = settle(sendCommand('room:join', { room: 'feed' }));
    socket.drop();
    socket.sent[0]!.fail(new Error('socket has been disconnected'));
    const { error } = (await result) as { error: SocketCommandError };
    expect(error.reason).toBe('connection-lost');
    expect(errorMessage(error)).toBe('The connection to the server was lost before it answered. Please try again.');
  });

  it('is typed from the event maps', () => {
    expectTypeOf(sendCommand<'room:join'>).parameter(1).toEqualTypeOf<{ room: string }>();
    expectTypeOf<ReturnType<typeof sendCommand<'room:join'>>>().resolves.toEqualTypeOf<undefined>();
    expectTypeOf<AckData<(payload: { pollId: string }, ack: TAckFn<{ votes: number }>) => void>>().toEqualTypeOf<{ votes: number }>();
    // @ts-expect-error -- a server->client event is not a command
    const _notACommand = () => sendCommand('post:created', {});
  });
});
