import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { keyframes } from '@mui/material/styles';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { useUserStore } from '../../../lib/auth/user-store';
import { visuallyHidden } from '../../../lib/ui/visually-hidden';
import { loadMenu } from '../api/get-notifications';
import { loadUnreadCount } from '../api/get-unread-count';
import { badgeText, bellLabel } from '../model/announcer';
import { useNotificationsStore } from '../store';
import { useNotificationsEvents } from '../use-notifications-events';
import { useCountAnnouncement } from './use-count-announcement';

// The menu (MUI Menu, its rows, their times) loads with its rows, on the first sign the reader will
// open it: a first load of a signed-in page pays for the bell and its count only.
const BellMenu = lazy(() => import('./BellMenu'));

const pop = keyframes`
  0% { transform: scale(0.6); }
  60% { transform: scale(1.15); }
  100% { transform: scale(1); }
`;

// The count is drawn by CSS, not written as text: the visible "99+" would otherwise have to be part
// of the accessible name (WCAG 2.5.3), which says the exact count instead.
const badgeSx = {
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 20,
  height: 20,
  px: '5px',
  borderRadius: 10,
  bgcolor: 'error.main',
  color: 'error.contrastText',
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
  pointerEvents: 'none',
  '&::before': { content: 'attr(data-count)' },
  // Only for readers who have not asked for less motion.
  '@media (prefers-reduced-motion: no-preference)': { animation: `${pop} 300ms ease-out` },
} as const;

/** Loads the menu's rows once there is a sign the reader will open it (hover, focus, opening). */
function loadMenuIfNeeded(): void {
  const { status } = useNotificationsStore.getState().menu;
  if (status === 'idle' || status === 'error') void loadMenu();
}

const preloadMenu = () => void import('./BellMenu');

function Bell({ viewerId }: { viewerId: string }) {
  const onResync = useCallback(() => {
    void loadUnreadCount();
    if (useNotificationsStore.getState().menu.status !== 'idle') void loadMenu();
  }, []);
  // First (its effect resets the store for this viewer before the load below).
  useNotificationsEvents(viewerId, { onResync });
  useEffect(() => {
    const controller = new AbortController();
    void loadUnreadCount(controller.signal);
    return () => controller.abort();
  }, [viewerId]);

  const unread = useNotificationsStore((s) => s.count?.unread ?? null);
  const announced = useCountAnnouncement(unread);
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  // Each opening is a new menu: one reopened while the last is still closing would otherwise keep
  // that one's roving focus (where the reader's arrows left it) instead of starting on the latest row.
  const [opening, setOpening] = useState(0);
  const menuId = useId();
  const intent = () => {
    loadMenuIfNeeded();
    preloadMenu();
  };
  const badge = badgeText(unread);
  const Icon = unread ? NotificationsIcon : NotificationsNoneOutlinedIcon;

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={bellLabel(unread)}
        aria-haspopup="menu"
        aria-expanded={anchorEl !== null}
        aria-controls={anchorEl ? menuId : undefined}
        onPointerEnter={intent}
        onFocus={intent}
        onClick={(e) => {
          intent();
          setMenuWanted(true);
          setOpening((n) => n + 1);
          setAnchorEl(e.currentTarget);
        }}
        sx={{ position: 'relative', flexShrink: 0 }}
      >
        <Icon />
        {/* Keyed by the count: a new count plays the pop again (when motion is welcome). */}
        {badge ? <Box component="span" key={unread} aria-hidden data-count={badge} sx={badgeSx} /> : null}
      </IconButton>
      <Box role="status" sx={visuallyHidden}>
        {announced}
      </Box>
      {menuWanted ? (
        <Suspense fallback={null}>
          <BellMenu key={opening} id={menuId} anchorEl={anchorEl} onClose={() => setAnchorEl(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The header's bell (shell-slots.ts): the exact unread count, live on every open tab, and a menu of
 * the latest. Its own chunk, loaded for signed-in people only; on a first load it asks for the count
 * alone, and the menu's rows when the reader shows the intent to open it.
 */
export default function NotificationsBell() {
  const viewerId = useUserStore((s) => s.user?.id ?? null);
  return viewerId ? <Bell key={viewerId} viewerId={viewerId} /> : null;
}
