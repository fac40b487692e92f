import { useMemo } from 'react';
import { useUserStore } from '../../lib/auth/user-store';
import { navLinksFor, navViewerOf, type TNavLink } from './nav-links';

/** The signed-in person's navigation links (nav-links.ts holds the rule); every part of the shell uses this. */
export function useNavLinks(): TNavLink[] {
  const viewer = useUserStore((s) => navViewerOf(s.user, s.status === 'loading'));
  return useMemo(() => navLinksFor(viewer), [viewer]);
}
