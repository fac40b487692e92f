/**
 * What the CommunityPage test files share: fetch played by route ("METHOD /path", an unknown one
 * answers 404) with every call recorded, a signed-in member `jrivera`, an empty feed, fresh stores
 * and a disconnected fake socket before each test. Each test file still mocks the socket module
 * itself (`vi.mock` is hoisted only in the file that calls it).
 */
import { afterEach, beforeEach, vi } from 'vitest';
import type { TFeedPage } from '@app/shared-types/community/feed';
import { useUserStore } from '../../../lib/auth/user-store';
import { useToastStore } from '../../../lib/toast-store';
import { fakeSocket } from '../../../test/socket-mock';
import { makeUser } from '../../../test/fixtures';
import { renderAt } from '../../../test/render-app';
import { resetCommunityStore } from '../store';
import { makeStats } from '../test-data';
import CommunityPage from './CommunityPage';

export const socket = fakeSocket;

type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;
export let routes: Record<string, Handler>;
export let calls: { method: string; url: string; body: unknown }[];

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function serve(feed: TFeedPage | (() => Promise<Response>), extra: Record<string, Handler> = {}) {
  routes = {
    'GET /api/posts': () => (typeof feed === 'function' ? feed() : json(feed)),
    'GET /api/community/stats': () => json(makeStats()),
    ...extra,
  };
}

/** Registers the beforeEach/afterEach above in the calling test file. */
export function stubCommunityFetch(): void {
  beforeEach(() => {
    resetCommunityStore();
    useToastStore.setState({ toasts: [] });
    useUserStore.setState({ user: makeUser({ id: 'me', username: 'jrivera' }), status: 'ready' });
    calls = [];
    socket().connected = false;
    socket().sent.length = 0;
    serve({ posts: [], nextCursor: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = new URL(input, 'http://localhost');
        const method = init?.method ?? 'GET';
        calls.push({ method, url: url.pathname + url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        const handler = routes[`${method} ${url.pathname}`];
        return handler ? handler(init, url) : json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
}

export const lastToast = () => useToastStore.getState().toasts[0];
export const render = (path = '/community') => renderAt(path, <CommunityPage />);
