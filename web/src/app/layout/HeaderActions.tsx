import { Suspense } from 'react';
import { useUserStore } from '../../lib/auth/user-store';
import { NotificationsBell } from './shell-slots';

/**
 * Icons a feature adds to the header, left of the account menu (see shell-slots.ts): for signed-in
 * people, each in its own lazily loaded chunk, so visitors' first load pays nothing for them.
 */
export function HeaderActions() {
  const signedIn = useUserStore((s) => s.user !== null);
  if (!signedIn || !NotificationsBell) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsBell />
    </Suspense>
  );
}
