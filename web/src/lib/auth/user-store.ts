import { createStore, useStore } from 'zustand';
import type { TUser } from '@app/shared-types/auth';
import { ApiError, apiRequest, errorMessage, getJson } from '../api-client';
import { toast } from '../toast-store';

export type UserStatus = 'loading' | 'ready';

/**
 * After signing in or out the live connection must be made again to carry the new identity. The socket
 * module (with socket.io-client) is loaded after start-up, not with the app shell, so this waits
 * for it; it is usually loaded already.
 */
export function reconnectLiveUpdates(): Promise<void> {
  return import('../socket/socket').then(({ reconnectSocket }) => reconnectSocket());
}

type UserState = {
  /** The signed-in user, or null for a visitor (also while loading). */
  user: TUser | null;
  status: UserStatus;
  /** Why the first load failed (server unreachable...); the app then behaves as signed out. */
  loadError: string | null;
  /** True between asking the server to sign out and hearing back. */
  signingOut: boolean;
  setUser: (user: TUser | null) => void;
  /** Fetches the user again (after a profile change, a payment that grants premium...). */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
};

const store = createStore<UserState>()((set, get) => ({
  user: null,
  status: 'loading',
  loadError: null,
  signingOut: false,

  setUser: (user) => set({ user, status: 'ready', loadError: null }),

  refresh: async () => {
    try {
      const user = await getJson<TUser | null>('/api/auth/user');
      set({ user, status: 'ready', loadError: null });
    } catch (error) {
      set({ status: 'ready', loadError: errorMessage(error) });
    }
  },

  signOut: async () => {
    if (get().signingOut) return;
    set({ signingOut: true });
    try {
      await apiRequest('POST', '/api/logout');
    } catch (error) {
      // Already signed out on the server (session expired): the outcome the user asked for.
      if (!(error instanceof ApiError && error.status === 401)) {
        set({ signingOut: false });
        toast({ title: 'Sign out failed', description: errorMessage(error), variant: 'destructive' });
        return;
      }
    }
    set({ user: null, status: 'ready', signingOut: false });
    toast({ title: 'Signed out', description: 'You have been signed out.' });
    await reconnectLiveUpdates();
  },
}));

/**
 * What the server's render and the browser's hydration of it see (React reads a store's "server
 * snapshot" for both): who the prerendered HTML was made for. `unknown` is the store's first state
 * (the session is loading); `visitor` is signed out and known (the HTML a request without a session
 * gets). Set before rendering or hydrating (entry-server.tsx, main.tsx); every later render reads
 * the live store.
 */
let prerenderedFor: UserState = store.getInitialState();
const hydrationApi = { ...store, getInitialState: () => prerenderedFor };

export function setPrerenderedViewer(viewer: 'unknown' | 'visitor'): void {
  prerenderedFor = viewer === 'visitor' ? { ...store.getInitialState(), status: 'ready' } : store.getInitialState();
}

type UseUserStore = {
  (): UserState;
  <T>(selector: (state: UserState) => T): T;
} & typeof store;

export const useUserStore = Object.assign(<T>(selector?: (state: UserState) => T) => useStore(hydrationApi, selector ?? ((s) => s as T)), store) as UseUserStore;

let initialLoad: Promise<void> | null = null;

/** Loads the current user once per page load; later calls share the same request. */
export function loadCurrentUser(): Promise<void> {
  initialLoad ??= useUserStore.getState().refresh();
  return initialLoad;
}

/**
 * The server emits `session:expired` to a user's other connections when they sign out (another tab,
 * another device). This tab then forgets the user and reconnects its socket anonymously.
 */
export function handleSessionExpired(): void {
  const { user, signingOut } = useUserStore.getState();
  // This tab's own sign-out already handles everything (and says so in its own toast).
  if (!user || signingOut) return;
  useUserStore.setState({ user: null, status: 'ready' });
  void reconnectLiveUpdates();
  toast({ title: 'Signed out', description: 'Your session has ended. Sign in again to continue.' });
}

/**
 * The server emits `user:updated` when the account changed (premium granted or lapsed, a new role).
 * The app shows the new rights at once, and the socket reconnects so its rooms are authorised
 * again with them (premium content starts, or stops, flowing).
 */
export function handleUserUpdated(user: TUser): void {
  const current = useUserStore.getState().user;
  if (!current || current.id !== user.id) return;
  useUserStore.setState({ user, status: 'ready' });
  if (current.isPremium !== user.isPremium || current.role !== user.role) void reconnectLiveUpdates();
}

type SessionEventSource = {
  on(event: 'session:expired', listener: () => void): unknown;
  off(event: 'session:expired', listener: () => void): unknown;
  on(event: 'user:updated', listener: (user: TUser) => void): unknown;
  off(event: 'user:updated', listener: (user: TUser) => void): unknown;
};

/** Listens for the account events the server sends to this user's connections. */
export function listenForSessionExpiry(socket: SessionEventSource): () => void {
  socket.on('session:expired', handleSessionExpired);
  socket.on('user:updated', handleUserUpdated);
  return () => {
    socket.off('session:expired', handleSessionExpired);
    socket.off('user:updated', handleUserUpdated);
  };
}

/** The name people are shown by: first and last name when given, else the username (one rule, shared with the server). */
export { displayName } from '@app/shared-types/auth/access';
