import { useEffect, useState } from 'react';
import type { TUser } from '@app/shared-types/auth';
import { getJson } from '../../../lib/api-client';

/**
 * The signed-in user, read once per page load from `GET /api/auth/user` (spec 001: no retry,
 * a user or empty; a 401 means signed out).
 *
 * TODO(shell): replace with the app-wide user store (`web/src/lib/auth/user-store.ts`) when it
 * lands, so the page does not ask the server a second time.
 */
let pending: Promise<TUser | null> | null = null;

function loadUser(): Promise<TUser | null> {
  pending ??= getJson<TUser | null>('/api/auth/user', { on401: 'null' })
    .then((user) => (user && typeof user === 'object' && 'id' in user ? user : null))
    .catch(() => null);
  return pending;
}

export type TCurrentUser = { status: 'loading' | 'ready'; user: TUser | null };

export function useCurrentUser(): TCurrentUser {
  const [state, setState] = useState<TCurrentUser>({ status: 'loading', user: null });
  useEffect(() => {
    let active = true;
    void loadUser().then((user) => {
      if (active) setState({ status: 'ready', user });
    });
    return () => {
      active = false;
    };
  }, []);
  return state;
}

/** For tests. */
export function resetCurrentUserCache() {
  pending = null;
}
