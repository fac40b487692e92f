import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { TNotification } from '@app/shared-types/notifications/model';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { loadMenu } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { freshButtonText } from '../model/announcer';
import { menuClosed, menuOpened, menuWaitingShown } from '../model/notifications';
import { updateNotifications, useNotificationsStore } from '../store';
import { useNow } from '../../../lib/use-now';
import { RelativeTime } from './RelativeTime';
import { UnreadDot } from './UnreadDot';

type Props = { id: string; anchorEl: HTMLElement | null; onClose: () => void };

const itemSx = { whiteSpace: 'normal', alignItems: 'flex-start', gap: 1.5, py: 0.75 } as const;
// The actions stay 40 px tall on phones too (MUI's 48), so all eight rows and both fit a 375 × 812 screen.
const actionSx = { minHeight: 40 } as const;
// Where the menu scrolls (short screens), the way to waiting rows stays in view at its foot; the
// menu's scroll padding keeps an item reached by keyboard clear of it.
const waitingSx = {
  ...actionSx,
  position: 'sticky', bottom: 0, zIndex: 1, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', fontWeight: 600, color: 'primary.main',
  // Solid, not MUI's translucent hover and focus tints: rows scroll beneath it.
  '&:hover': { bgcolor: 'grey.100' },
  '&.Mui-focusVisible': { bgcolor: 'grey.200' },
} as const;

function LatestItem({ n, now, onSelect }: { n: TNotification; now: number; onSelect: (n: TNotification) => void }) {
  const unread = n.readAt === null;
  return (
    <MenuItem onClick={() => onSelect(n)} sx={itemSx} data-notification-id={n.id}>
      <UnreadDot unread={unread} />
      <Box sx={{ minWidth: 0 }}>
        {/* Two lines at most, so the latest rows and the actions fit a phone's screen; the page shows them whole. */}
        <Typography variant="body2" sx={{ fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {unread ? <VisuallyHidden>Unread:</VisuallyHidden> : null} {n.text}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <RelativeTime iso={n.updatedAt} now={now} />
        </Typography>
      </Box>
    </MenuItem>
  );
}

/**
 * The bell's menu: the latest NOTIFICATION_MENU_SIZE rows (unread ones marked), then 'Mark all as
 * read' and 'See all notifications'. An ARIA menu (MUI Menu): arrow keys move between items, Escape
 * closes it and returns focus to the bell. Choosing a row marks it read and follows its link.
 * While it is open its rows keep their places: rows arriving wait under 'Show 1 new notification',
 * last in the menu, so nothing moves under the reader's pointer (the bell's count says they came).
 */
export default function BellMenu({ id, anchorEl, onClose }: Props) {
  const menu = useNotificationsStore((s) => s.menu);
  const unread = useNotificationsStore((s) => s.count?.unread ?? 0);
  const navigate = useNavigate();
  const now = useNow(60_000);
  const { run: markRead } = useMarkRead();
  const { run: markAll, pending: markingAll } = useMarkAllRead();
  const open = anchorEl !== null;
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    updateNotifications(menuOpened);
    return () => updateNotifications(menuClosed);
  }, [open]);

  const showWaiting = () => {
    updateNotifications(menuWaitingShown);
    // The item chosen goes away with the rows it brought: on to the first of them.
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
  };

  const follow = (to: string) => {
    onClose();
    void navigate(to);
  };
  const select = (n: TNotification) => {
    if (n.readAt === null) void markRead(n.id);
    follow(n.link);
  };

  let rows;
  if (menu.status === 'ready' && menu.items.length) rows = menu.items.map((n) => <LatestItem key={n.id} n={n} now={now} onSelect={select} />);
  else if (menu.status === 'ready') rows = <MenuItem disabled>No notifications yet</MenuItem>;
  else if (menu.status === 'error')
    rows = [
      <MenuItem key="error" disabled sx={{ whiteSpace: 'normal' }}>
        Notifications could not be loaded. {menu.error}
      </MenuItem>,
      <MenuItem key="retry" onClick={() => void loadMenu()}>
        Try again
      </MenuItem>,
    ];
  else rows = <MenuItem disabled>Loading notifications…</MenuItem>;

  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        list: { ref: listRef, 'aria-label': 'Latest notifications', 'aria-busy': menu.status === 'loading' || undefined },
        paper: { sx: { width: 380, maxWidth: 'calc(100vw - 24px)', maxHeight: 'calc(100vh - 80px)', scrollPaddingBottom: menu.waiting.length ? 48 : 0 } },
      }}
    >
      {rows}
      <Divider />
      <MenuItem onClick={() => void markAll()} disabled={unread === 0 || markingAll} sx={actionSx}>
        Mark all as read
      </MenuItem>
      <MenuItem onClick={() => follow('/notifications')} sx={actionSx}>
        See all notifications
      </MenuItem>
      {menu.waiting.length ? (
        <MenuItem onClick={showWaiting} sx={waitingSx}>
          {freshButtonText(menu.waiting.length)}
        </MenuItem>
      ) : null}
    </Menu>
  );
}
