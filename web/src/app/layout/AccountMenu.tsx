import { useEffect, useId, useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLocation } from 'react-router';
import { roleLabel } from '@app/shared-types/auth/access';
import { displayName, useUserStore } from '../../lib/auth/user-store';
import { signInHref } from '../../lib/auth/sign-in-href';

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
  const signingOut = useUserStore((s) => s.signingOut);
  const signOut = useUserStore((s) => s.signOut);
  const returnTo = useReturnTo();
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const open = anchorEl !== null;
  const close = () => setAnchorEl(null);
  const signInButton = useRef<HTMLButtonElement>(null);
  const focusSignInNext = useRef(false);
  const panelId = useId();
  const nameId = useId();

  // Signing out removes the button that had focus; hand focus to 'Sign in', which replaces it.
  useEffect(() => {
    if (user || !focusSignInNext.current) return;
    focusSignInNext.current = false;
    signInButton.current?.focus();
  }, [user]);

  // Same footprint while loading so the header does not jump when the answer arrives.
  if (status === 'loading') return <Box sx={{ width: 40, height: 40 }} />;

  if (!user) {
    // A full page load (spec): the server's /api/login leads to the sign-in page and back.
    return (
      <Button ref={signInButton} href={signInHref(returnTo)} variant="outlined" color="primary" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        Sign in
      </Button>
    );
  }

  const name = displayName(user);
  const initial = name.charAt(0).toUpperCase();
  return (
    <>
      <Button
        onClick={(e) => setAnchorEl(e.currentTarget)}
        aria-label={`Account menu for ${name}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        color="inherit"
        sx={{ minWidth: 0, gap: 1, px: 1, borderRadius: 5 }}
      >
        <Avatar aria-hidden sx={{ width: 32, height: 32, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '1rem' }}>
          {initial}
        </Avatar>
        <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' }, maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      </Button>
      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { id: panelId, role: 'dialog', 'aria-labelledby': nameId, sx: { mt: 1, minWidth: 240, maxWidth: 320 } } }}
      >
        <Box sx={{ p: 2 }}>
          <Typography id={nameId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            @{user.username}
          </Typography>
          <Chip label={roleLabel(user)} size="small" color={user.role === 'member' && !user.isPremium ? 'default' : 'primary'} sx={{ mt: 1 }} />
        </Box>
        <Divider />
        <Box sx={{ p: 1 }}>
          <Button
            fullWidth
            startIcon={<LogoutIcon />}
            disabled={signingOut}
            onClick={async () => {
              focusSignInNext.current = true;
              await signOut();
              if (useUserStore.getState().user) focusSignInNext.current = false; // it failed
              close();
            }}
            sx={{ justifyContent: 'flex-start' }}
          >
            {signingOut ? 'Signing out…' : 'Sign out'}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
