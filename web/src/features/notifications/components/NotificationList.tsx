import { useCallback, useEffect, useId, useLayoutEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { NOTIFICATION_TYPE_LABELS, type TNotification } from '@app/shared-types/notifications/model';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { createScrollAnchor } from '../../../lib/ui/scroll-anchor';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { loadOlder, loadPage } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { freshButtonText } from '../model/announcer';
import { freshSeen, pageFiltered, type TNotificationFilter } from '../model/notifications';
import { updateNotifications, useNotificationsStore } from '../store';
import { useNotificationsEvents } from '../use-notifications-events';
import { NotificationFilters } from './NotificationFilters';
import { focusNotification, NotificationRow } from './NotificationRow';
import { useNow } from '../../../lib/use-now';
import { useFreshAnnouncement } from './use-fresh-announcement';

const anchor = createScrollAnchor('notificationId');

export function emptyTitle(filter: TNotificationFilter): string {
  if (filter.type) return filter.unread ? `No unread notifications of this kind` : `No ${NOTIFICATION_TYPE_LABELS[filter.type].toLowerCase()} notifications yet`;
  return filter.unread ? 'No unread notifications' : 'No notifications yet';
}

/** Under the last row: what 'all' covers with the filters chosen. */
export function endText(filter: TNotificationFilter): string {
  return `That’s all your ${filter.unread ? 'unread ' : ''}notifications${filter.type ? ' of this kind' : ''}.`;
}

/** True while `el` is on screen (true where the browser cannot tell). */
function useOnScreen(el: HTMLElement | null): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(!!entry?.isIntersecting));
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return onScreen;
}

/**
 * The list of /notifications: filters, rows newest first, 'Load older' through the `before` cursor.
 * Rows arriving live go in at the top without moving what the reader is looking at (the first row
 * in view keeps its place on screen); they are announced politely, and a reader scrolled down gets
 * a button to go up to them.
 */
export function NotificationList({ viewerId, isOperator }: { viewerId: string; isOperator: boolean }) {
  const headingId = useId();
  const onResync = useCallback(() => void loadPage({ resync: true }), []);
  const beforeCreated = useCallback(({ notification }: { notification: TNotification }) => anchor.rememberAnchor(notification.id), []);
  // First (its effect resets the store for this viewer before the load below).
  useNotificationsEvents(viewerId, { onResync, beforeCreated });

  const page = useNotificationsStore((s) => s.page);
  const unread = useNotificationsStore((s) => s.count?.unread ?? 0);
  const now = useNow(60_000);
  const { run: markRead } = useMarkRead();
  const { run: markAll, pending: markingAll } = useMarkAllRead();

  useEffect(() => {
    if (useNotificationsStore.getState().page.status === 'idle') updateNotifications(pageFiltered, page.filter);
    const controller = new AbortController();
    void loadPage({ signal: controller.signal });
    return () => controller.abort();
  }, [page.filter]);

  useLayoutEffect(() => anchor.restoreAnchor(), [page.items]);
  const announcement = useFreshAnnouncement(page.freshIds);
  const [top, setTop] = useState<HTMLElement | null>(null);
  const topOnScreen = useOnScreen(top);
  // Rows are no longer new once the reader is at the top, where they are.
  useEffect(() => {
    if (topOnScreen && page.freshIds.length) updateNotifications(freshSeen);
  }, [topOnScreen, page.freshIds]);

  const showFresh = () => {
    const first = page.items.find((n) => page.freshIds.includes(n.id));
    top?.scrollIntoView({ block: 'start' });
    focusNotification(first?.id);
    updateNotifications(freshSeen);
  };
  const onOpen = useCallback((n: TNotification) => void (n.readAt === null && markRead(n.id)), [markRead]);
  const onMarkRead = useCallback(
    async (n: TNotification) => {
      // The button goes away with the unread state: the reader continues on the row's link.
      if ((await markRead(n.id)).ok) focusNotification(n.id);
    },
    [markRead],
  );

  const loading = page.status === 'loading' || page.status === 'idle';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ overflowAnchor: 'none' }}>
      <VisuallyHidden>
        <h2 id={headingId}>Your notifications</h2>
      </VisuallyHidden>
      <VisuallyHidden>
        <span role="status" aria-atomic="true">
          <span key={announcement.seq}>{announcement.text}</span>
        </span>
      </VisuallyHidden>
      <NotificationFilters
        filter={page.filter}
        onFilter={(filter) => updateNotifications(pageFiltered, filter)}
        isOperator={isOperator}
        unread={unread}
        markingAll={markingAll}
        onMarkAll={() => void markAll()}
      />
      <div ref={setTop} />
      {page.freshIds.length && !topOnScreen ? (
        <Box sx={{ position: 'sticky', top: 8, zIndex: 1, display: 'flex', justifyContent: 'center', height: 0, overflow: 'visible' }}>
          <Button variant="contained" size="small" startIcon={<ArrowUpwardIcon />} onClick={showFresh} sx={{ borderRadius: 5, boxShadow: 3 }}>
            {freshButtonText(page.freshIds.length)}
          </Button>
        </Box>
      ) : null}

      {page.status === 'error' ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void loadPage()}>
              Try again
            </Button>
          }
        >
          Your notifications could not be loaded. {page.error}
        </Alert>
      ) : null}

      {loading ? (
        <Box role="progressbar" aria-label="Loading notifications" aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Box>
      ) : page.status === 'ready' && page.items.length === 0 ? (
        <EmptyState
          icon={<NotificationsNoneOutlinedIcon />}
          headingLevel="h3"
          title={emptyTitle(page.filter)}
          description="Replies to your posts, payment and session updates and other news for you appear here and on the bell, as they happen."
        />
      ) : page.status === 'ready' ? (
        <Box component="ul" aria-labelledby={headingId} aria-busy={page.loadingOlder || undefined} sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
          {page.items.map((n) => (
            <NotificationRow key={n.id} n={n} now={now} onOpen={onOpen} onMarkRead={onMarkRead} />
          ))}
        </Box>
      ) : null}

      {page.status === 'ready' && page.items.length > 0 ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 3 }}>
          {page.olderError ? (
            <Alert severity="error" sx={{ width: '100%' }}>
              Older notifications could not be loaded. {page.olderError}
            </Alert>
          ) : null}
          {page.nextBefore ? (
            <Button variant="outlined" onClick={() => void loadOlderAndFocus()} aria-disabled={page.loadingOlder || undefined}>
              {page.loadingOlder ? 'Loading older notifications…' : 'Load older'}
            </Button>
          ) : (
            <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
              {endText(page.filter)}
            </Typography>
          )}
        </Box>
      ) : null}
    </Box>
  );
}

/** 'Load older', then on to the first row it brought (rather than the button below them). */
async function loadOlderAndFocus(): Promise<void> {
  const before = useNotificationsStore.getState().page.items.length;
  await loadOlder();
  const first = useNotificationsStore.getState().page.items[before];
  if (first) requestAnimationFrame(() => focusNotification(first.id));
}
