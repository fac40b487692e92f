import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-socket';
import { makeUser } from '../../test/fixtures';
import { useToastStore } from '../toast-store';
import { listenForSessionExpiry, useUserStore } from './user-store';

// The socket is the boundary: a fake plays the server's events; reconnecting is observed.
const { reconnectSocket } = vi.hoisted(() => ({ reconnectSocket: vi.fn() }));
vi.mock('../socket/socket', () => ({ reconnectSocket, getSocket: vi.fn() }));

const reset = () => {
  useUserStore.setState({ user: null, status: 'loading', loadError: null, signingOut: false });
  useToastStore.setState({ toasts: [] });
  reconnectSocket.mockClear();
};
beforeEach(reset);
afterEach(() => vi.unstubAllGlobals());

describe('current-user store', () => {
  it('loads the signed-in user from /api/auth/user, or null for a visitor', async () => {
    const user = makeUser();
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(user)));
    await useUserStore.getState().refresh();
    expect(useUserStore.getState()).toMatchObject({ user, status: 'ready' });

    vi.stubGlobal('fetch', vi.fn(async () => Response.json(null)));
    await useUserStore.getState().refresh();
    expect(useUserStore.getState()).toMatchObject({ user: null, status: 'ready', loadError: null });
  });

  it('treats an unreachable server as signed out, remembering why', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 502, statusText: 'Bad Gateway' })));
    await useUserStore.getState().refresh();
    expect(useUserStore.getState()).toMatchObject({ user: null, status: 'ready', loadError: '502: Bad Gateway' });
  });

  it('forgets the user, reconnects and tells them when another tab signs out (session:expired)', async () => {
    const socket = new FakeSocket();
    const stop = listenForSessionExpiry(socket);
    useUserStore.getState().setUser(makeUser());

    socket.fire('session:expired');

    expect(useUserStore.getState().user).toBeNull();
    await vi.waitFor(() => expect(reconnectSocket).toHaveBeenCalledTimes(1));
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Signed out', open: true });

    // A visitor has nothing to lose: no second toast, no reconnect.
    useToastStore.setState({ toasts: [] });
    socket.fire('session:expired');
    await new Promise((resolve) => setTimeout(resolve, 20)); // time for a reconnect that should not come
    expect(useToastStore.getState().toasts).toHaveLength(0);
    expect(reconnectSocket).toHaveBeenCalledTimes(1);
    stop();
  });

  it('shows new rights at once and reconnects when the account changes (user:updated)', async () => {
    const socket = new FakeSocket();
    const stop = listenForSessionExpiry(socket);
    const user = makeUser({ isPremium: false });
    useUserStore.getState().setUser(user);

    socket.fire('user:updated', { ...user, isPremium: true });
    expect(useUserStore.getState().user?.isPremium).toBe(true);
    await vi.waitFor(() => expect(reconnectSocket).toHaveBeenCalledTimes(1));

    // A change that grants nothing new (a name, say) needs no reconnect; someone else's update is ignored.
    socket.fire('user:updated', { ...user, isPremium: true, firstName: 'Renamed' });
    socket.fire('user:updated', { ...user, id: 'someone-else', isPremium: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useUserStore.getState().user).toMatchObject({ isPremium: true, firstName: 'Renamed' });
    expect(reconnectSocket).toHaveBeenCalledTimes(1);
    stop();
  });

  it('signs out through POST /api/logout, then clears the user, reconnects and confirms', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    useUserStore.getState().setUser(makeUser());

    await useUserStore.getState().signOut();

    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(useUserStore.getState().user).toBeNull();
    expect(reconnectSocket).toHaveBeenCalledTimes(1);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Signed out' });
  });

  it('keeps the user signed in and shows the error when sign-out fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 500, statusText: 'Internal Server Error' })));
    const user = makeUser();
    useUserStore.getState().setUser(user);

    await useUserStore.getState().signOut();

    expect(useUserStore.getState().user).toEqual(user);
    expect(reconnectSocket).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Sign out failed', variant: 'destructive' });
  });
});
