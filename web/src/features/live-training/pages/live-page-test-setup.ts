import { afterEach, beforeEach, vi } from 'vitest';
import { useUserStore } from '../../../lib/auth/user-store';
import { useToastStore } from '../../../lib/toast-store';
import { json } from '../../../test/fetch-routes';
import { makeUser } from '../../../test/fixtures';
import { fakeSocket } from '../../../test/socket-mock';
import { resetLiveTrainingStores } from '../store';

export type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * For tests of the whole live training page (each file still mocks the socket module itself):
 * before each test, empty live-training stores and toasts, 'me' signed in, the fake socket
 * connected or not and having sent nothing, and fetch answered from a fresh `routes()` by
 * "METHOD /path" (an unknown route answers 404). The returned `routes` are the running test's, to
 * change; its `calls` list what the page asked, with the query. fetch is restored after each.
 */
export function livePageEachTest({ connected, routes }: { connected: boolean; routes: () => Record<string, Handler> }) {
  const page = { routes: {} as Record<string, Handler>, calls: [] as string[] };
  beforeEach(() => {
    resetLiveTrainingStores();
    useToastStore.setState({ toasts: [] });
    useUserStore.setState({ user: makeUser({ id: 'me' }), status: 'ready' });
    fakeSocket().connected = connected;
    fakeSocket().sent.length = 0;
    page.calls = [];
    page.routes = routes();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = new URL(input, 'http://localhost');
        const key = `${init?.method ?? 'GET'} ${url.pathname}`;
        page.calls.push(key + url.search);
        const handler = page.routes[key];
        return handler ? handler(init) : json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  return page;
}
