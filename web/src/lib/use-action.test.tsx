import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { FakeSocket } from '../test/fake-socket';
import { sendCommand } from './socket/send-command';
import { useToastStore } from './toast-store';
import { applyingResult, useAction } from './use-action';

const { current } = vi.hoisted(() => ({ current: { socket: null as unknown } }));
vi.mock('./socket/socket', () => ({ getSocket: () => current.socket }));

afterEach(() => useToastStore.setState({ toasts: [] }));

const shown = () => useToastStore.getState().toasts[0];

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAction', () => {
  it('is pending while the action is on its way, then toasts with the result and the arguments', async () => {
    const answer = deferred<{ id: string }>();
    const { result } = renderHook(() =>
      useAction((title: string) => answer.promise.then((r) => ({ ...r, title })), {
        success: (created, title) => ({ title: 'Poll Created', description: `${title} (${created.id})` }),
        errorTitle: 'Poll Creation Failed',
      }),
    );
    expect(result.current.pending).toBe(false);

    let run!: Promise<unknown>;
    act(() => {
      run = result.current.run('Lunch?');
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      answer.resolve({ id: 'p1' });
      await run;
    });
    expect(result.current.pending).toBe(false);
    await expect(run).resolves.toEqual({ ok: true, data: { id: 'p1', title: 'Lunch?' } });
    expect(shown()).toMatchObject({ title: 'Poll Created', description: 'Lunch? (p1)' });
  });

  it('stays pending until the last of overlapping runs has finished', async () => {
    const first = deferred<void>();
    const second = deferred<void>();
    const calls = [first, second];
    const { result } = renderHook(() => useAction(() => calls.shift()!.promise, { errorTitle: 'Error' }));

    let a!: Promise<unknown>;
    let b!: Promise<unknown>;
    act(() => {
      a = result.current.run();
      b = result.current.run();
    });
    await act(async () => {
      first.reject(new Error('Refused'));
      await a;
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      second.resolve();
      await b;
    });
    expect(result.current.pending).toBe(false);
  });

  it('keeps run the same across renders while calling the latest action', async () => {
    const { result, rerender } = renderHook(({ id }) => useAction(async () => id, { errorTitle: 'Error' }), { initialProps: { id: 'a' } });
    const firstRun = result.current.run;
    rerender({ id: 'b' });
    expect(result.current.run).toBe(firstRun);
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run();
    });
    expect(outcome).toEqual({ ok: true, data: 'b' });
  });

  it("sends a socket command and shows the server's refusal", async () => {
    const socket = new FakeSocket();
    socket.connected = true;
    current.socket = socket;
    const { result } = renderHook(() =>
      useAction((room: string) => sendCommand('room:join', { room }), { errorTitle: 'Could not join', errorFallback: 'Failed to join the session.' }),
    );

    let run!: Promise<unknown>;
    act(() => {
      run = result.current.run('session:abc');
    });
    await act(async () => {
      socket.sent[0]!.answer({ ok: false, error: { message: 'This session is for premium members.', code: 'PREMIUM_REQUIRED' } });
      await run;
    });
    expect(shown()).toMatchObject({ title: 'Could not join', description: 'This session is for premium members.', variant: 'destructive' });
    expect(result.current.pending).toBe(false);
  });
});

describe('applyingResult', () => {
  it('applies the answer before the caller sees it, and applies nothing when the request fails', async () => {
    const applied: string[] = [];
    const rename = applyingResult(async (id: string, name: string) => ({ id, name }), (room) => applied.push(room.name));
    await expect(rename('r1', 'Room A')).resolves.toEqual({ id: 'r1', name: 'Room A' });
    expect(applied).toEqual(['Room A']);

    const refused = applyingResult(() => Promise.reject(new Error('Room is full')), () => applied.push('never'));
    await expect(refused()).rejects.toThrow('Room is full');
    expect(applied).toEqual(['Room A']);
  });
});
