import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Popover, { type PopoverActions } from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLocation } from 'react-router';
import type { TUser } from '@app/shared-types/auth';
import { roleLabel } from '@app/shared-types/auth/access';
import { displayName, useUserStore } from '../../lib/auth/user-store';
import { hasNotifications } from './shell-slots';

// The initial is drawn by CSS, not written as text: text in the button would count as part of its
// visible label, and "JJordan Rivera" is not in the accessible name "Account menu for Jordan Rivera"
// (WCAG 2.5.3 Label in Name). The name beside it is the label; the initial is a picture.
const initialSx = {
  width: 32,
  height: 32,
  flexShrink: 0,
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontSize: '1rem',
  lineHeight: 1,
  '&::before': { content: 'attr(data-initial)' },
} as const;

/** The account's pages, in the panel's order; Notifications only where that feature exists (shell-slots.ts). */
export function accountLinks(withNotifications: boolean): { label: string; href: string }[] {
  return [
    { label: 'Profile', href: '/profile' },
    { label: 'Settings', href: '/settings' },
    { label: 'Billing', href: '/settings#billing' },
    ...(withNotifications ? [{ label: 'Notifications', href: '/notifications' }] : []),
  ];
}

type Props = {
  user: TUser;
  onSignOut: (expectSignedOut: boolean) => void;
  /** Whether to offer the notifications page (default: whether the feature exists). */
  showNotifications?: boolean;
};

/**
 * A member's initial and name opening a small account panel: who is signed in (name, username,
 * role), the account's pages (Profile, Settings, Billing, Notifications) and Sign out. A popover
 * dialog: focus moves into it, Tab goes through its links, Escape closes it and returns focus.
 * Its own chunk: visitors never load it. `onSignOut(true)` before signing out, `(false)` if that
 * failed, so AccountMenu can move focus to the 'Sign in' button that replaces this one.
 */
export default function MemberMenu({ user, onSignOut, showNotifications = hasNotifications }: Props) {
  const signingOut = useUserStore((s) => s.signingOut);
  const signOut = useUserStore((s) => s.signOut);
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const open = anchorEl !== null;
  const close = () => setAnchorEl(null);
  const panelId = useId();
  const nameId = useId();
  // Moving between a marketing and an app page changes the header's layout under an open panel
  // (Header keeps this menu mounted): follow the button to where it now is.
  const popover = useRef<PopoverActions>(null);
  const { pathname } = useLocation();
  useEffect(() => popover.current?.updatePosition(), [pathname]);

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
        <Box component="span" aria-hidden data-initial={initial} sx={initialSx} />
        <Box component="span" sx={{ display: { xs: 'none', lg: 'inline' }, maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      </Button>
      <Popover
        action={popover}
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
        <Box component="ul" aria-label="Your account" sx={{ listStyle: 'none', m: 0, p: 1 }}>
          {accountLinks(showNotifications).map((link) => (
            <li key={link.href}>
              <Button fullWidth href={link.href} onClick={close} color="inherit" sx={{ justifyContent: 'flex-start', fontWeight: 500 }}>
                {link.label}
              </Button>
            </li>
          ))}
        </Box>
        <Divider />
        <Box sx={{ p: 1 }}>
          <Button
            fullWidth
            startIcon={<LogoutIcon />}
            disabled={signingOut}
            onClick={async () => {
              onSignOut(true);
              await signOut();
              if (useUserStore.getState().user) onSignOut(false); // it failed
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
