import { Suspense, lazy, startTransition, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocation } from 'react-router';
import { useUserStore } from '../../lib/auth/user-store';
import { signInHref } from '../../lib/auth/sign-in-href';

// Only members need the account panel (Popover, Avatar, Chip): visitors never load its code.
const MemberMenu = lazy(() => import('./MemberMenu'));

/**
 * False in the first render, true right after in a transition. The header hydrates with the page's
 * first commit on every route; useHydrated (useSyncExternalStore) re-rendered it synchronously in that
 * commit's task, a long task on a phone. The link's search part is only needed when it is followed.
 */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}

/**
 * Where to come back to after signing in: here, or where the sign-in page was going to send us.
 * The prerendered HTML knows no search parameters: while hydrating it, the link is the one it holds,
 * and React puts the whole address in right after (hydration would leave a differing href as it was).
 */
function useReturnTo(): string {
  const { pathname, search: addressSearch } = useLocation();
  const search = useMounted() ? addressSearch : '';
  if (pathname === '/sign-in') return new URLSearchParams(search).get('returnTo') ?? '/';
  return `${pathname}${search}`;
}

const signInSx = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

/** 'Sign in' for visitors; for members, their initial and name opening a small account panel. */
export function AccountMenu() {
  const user = useUserStore((s) => s.user);
  const status = useUserStore((s) => s.status);
  const returnTo = useReturnTo();
  const signInButton = useRef<HTMLButtonElement>(null);
  const focusSignInNext = useRef(false);

  // Signing out removes the button that had focus; hand focus to 'Sign in', which replaces it.
  useEffect(() => {
    if (user || !focusSignInNext.current) return;
    focusSignInNext.current = false;
    signInButton.current?.focus();
  }, [user]);

  // While loading, an invisible stand-in with the 'Sign in' button's footprint (what most visitors
  // get), so the header does not move when the answer arrives.
  const placeholder = (
    <Box aria-hidden sx={{ visibility: 'hidden', display: 'flex', flexShrink: 0 }}>
      <Button component="span" disabled variant="outlined" sx={signInSx}>
        Sign in
      </Button>
    </Box>
  );
  if (status === 'loading') return placeholder;

  if (!user) {
    // A full page load (spec): the server's /api/login leads to the sign-in page and back.
    return (
      <Button ref={signInButton} href={signInHref(returnTo)} variant="outlined" color="primary" sx={signInSx}>
        Sign in
      </Button>
    );
  }

  return (
    <Suspense fallback={placeholder}>
      <MemberMenu user={user} onSignOut={(expectSignedOut) => (focusSignInNext.current = expectSignedOut)} />
    </Suspense>
  );
}
