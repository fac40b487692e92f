import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAuthPopup, type AuthPopupOptions } from './auth-popup';

type Msg = { type: 'OK' | 'ERR' };
const size = { width: 500, height: 600, pollMs: 1000, abandonAfterMs: 300_000 };

function fakePopup() {
  return { closed: false, close: vi.fn(function (this: { closed: boolean }) { this.closed = true; }), location: { href: '' } };
}

function options(over: Partial<AuthPopupOptions<Msg>> = {}): AuthPopupOptions<Msg> & Record<string, ReturnType<typeof vi.fn>> {
  return {
    name: 'test-auth',
    size,
    authUrl: vi.fn(async () => 'https://provider.example/authorize?x=1'),
    isSuccess: (m: Msg) => m?.type === 'OK',
    isError: (m: Msg) => m?.type === 'ERR',
    onBlocked: vi.fn(),
    onNoUrl: vi.fn(),
    onStartFailed: vi.fn(),
    onSuccess: vi.fn(),
    onError: vi.fn(),
    onDone: vi.fn(),
    ...over,
  } as never;
}

const post = (data: Msg, origin: string, source: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

describe('runAuthPopup', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('says the popup was blocked when the browser refuses to open it, without asking for a URL', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const o = options();
    await runAuthPopup(o);
    expect(o.onBlocked).toHaveBeenCalled();
    expect(o.authUrl).not.toHaveBeenCalled();
  });

  it('closes the popup when the server sends no URL or fails', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as never);
    const noUrl = options({ authUrl: async () => undefined });
    await runAuthPopup(noUrl);
    expect(noUrl.onNoUrl).toHaveBeenCalled();
    expect(popup.close).toHaveBeenCalled();
    const failing = options({ authUrl: async () => Promise.reject(new Error('nope')) });
    await runAuthPopup(failing);
    expect(failing.onStartFailed).toHaveBeenCalled();
  });

  it('opens the popup before asking for the URL, then only believes messages from our origin and that popup', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as never);
    let opened = false;
    const o = options({ authUrl: async () => ((opened = open.mock.calls.length === 1), 'https://provider.example/authorize') });
    await runAuthPopup(o);
    expect(opened).toBe(true);
    expect(popup.location.href).toBe('https://provider.example/authorize');
    post({ type: 'OK' }, 'https://evil.example', popup);
    post({ type: 'OK' }, window.location.origin, {});
    expect(o.onSuccess).not.toHaveBeenCalled();
    post({ type: 'OK' }, window.location.origin, popup);
    expect(o.onSuccess).toHaveBeenCalledTimes(1);
    post({ type: 'ERR' }, window.location.origin, popup);
    expect(o.onError).not.toHaveBeenCalled();
  });

  it('notices the popup closing without a message, and abandons it after the time limit', async () => {
    vi.useFakeTimers();
    const closedByUser = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(closedByUser as never);
    const o = options();
    await runAuthPopup(o);
    closedByUser.closed = true;
    vi.advanceTimersByTime(size.pollMs);
    expect(o.onDone).toHaveBeenCalledTimes(1);

    const forgotten = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(forgotten as never);
    const later = options();
    await runAuthPopup(later);
    vi.advanceTimersByTime(size.abandonAfterMs);
    expect(forgotten.close).toHaveBeenCalled();
    expect(later.onDone).toHaveBeenCalledTimes(1);
  });
});
