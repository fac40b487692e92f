import { Suspense, lazy, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocation } from 'react-router';
import { useUserStore } from '../../lib/auth/user-store';
import { signInHref } from '../../lib/auth/sign-in-href';

// Only members need the account panel (Popover, Avatar, Chip): visitors never load its code.
const MemberMenu = lazy(() => import('./MemberMenu'));

/** Where to come back to after signing in: here, or where the sign-in page was going to send us. */
function useReturnTo(): string {
  const { pathname, search } = useLocation();
  if (pathname === '/sign-in') return new URLSearchParams(search).get('returnTo') ?? '/';
  return `${pathname}${search}`;
}

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

  // Same footprint while loading so the header does not jump when the answer arrives.
  const placeholder = <Box sx={{ width: 40, height: 40 }} />;
  if (status === 'loading') return placeholder;

  if (!user) {
    // A full page load (spec): the server's /api/login leads to the sign-in page and back.
    return (
      <Button ref={signInButton} href={signInHref(returnTo)} variant="outlined" color="primary" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
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
