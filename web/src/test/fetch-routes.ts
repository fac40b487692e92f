import { afterEach, beforeEach, vi } from 'vitest';
import { useToastStore } from '../lib/toast-store';

/** Answers one route; `url` is the whole address asked for, with its query. */
type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * fetch stubbed by "METHOD /path" (an unknown route answers 404); `calls` records what the page sent.
 * Call in beforeEach, with `vi.unstubAllGlobals()` in afterEach.
 */
export function stubFetch() {
  const routes: Record<string, Handler> = {};
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const handler = routes[key];
      return handler ? handler(init, url) : json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
  useToastStore.setState({ toasts: [] });
  return { routes, calls };
}

type FetchStub = ReturnType<typeof stubFetch>;

/**
 * stubFetch for every test of the file: a fresh stub before each (then `setup`, for the routes all
 * of them answer), the real fetch back after each. The object returned always holds the running
 * test's routes and calls.
 */
export function stubFetchEachTest(setup?: (api: FetchStub) => void): FetchStub {
  let current: FetchStub = { routes: {}, calls: [] };
  beforeEach(() => {
    current = stubFetch();
    setup?.(current);
  });
  afterEach(() => vi.unstubAllGlobals());
  return {
    get routes() {
      return current.routes;
    },
    get calls() {
      return current.calls;
    },
  };
}

/** The newest toast's title and description, as the user reads them. */
export const lastToast = () => {
  const t = useToastStore.getState().toasts[0];
  return t ? { title: t.title, description: t.description } : undefined;
};

/** A popup window the page opened: it can be closed and pointed somewhere. */
export function fakePopup() {
  return { closed: false, close: vi.fn(function (this: { closed: boolean }) { this.closed = true; }), location: { href: '' } };
}

/** window.open gives the page a fake popup (restore with vi.restoreAllMocks()); the popup, to point and post from. */
export function openedPopup() {
  const popup = fakePopup();
  vi.spyOn(window, 'open').mockReturnValue(popup as never);
  return popup;
}

/** What a provider's callback page posts to the window that opened it. */
export const postFromPopup = (data: unknown, source: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: source as Window }));
