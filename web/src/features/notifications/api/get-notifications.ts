import { NOTIFICATION_MENU_SIZE, type TNotificationPage } from '@app/shared-types/notifications/model';
import { errorMessage, getJson } from '../../../lib/api-client';
import {
  menuFailed,
  menuLoaded,
  menuLoading,
  olderFailed,
  olderLoaded,
  olderLoading,
  pageFailed,
  pageLoaded,
  pageLoading,
  pageResynced,
  type TNotificationFilter,
} from '../model/notifications';
import { currentViewer, updateNotifications, useNotificationsStore } from '../store';

/** GET /api/notifications?unread=&type=&before=&limit= (newest first; `nextBefore` leads to older rows). */
export function fetchNotifications(query: { filter?: TNotificationFilter; before?: string | null; limit?: number }, signal?: AbortSignal) {
  const q = new URLSearchParams();
  if (query.filter?.unread) q.set('unread', 'true');
  if (query.filter?.type) q.set('type', query.filter.type);
  if (query.before) q.set('before', query.before);
  if (query.limit) q.set('limit', String(query.limit));
  const search = q.toString();
  return getJson<TNotificationPage>(`/api/notifications${search ? `?${search}` : ''}`, { signal });
}

/** The bell menu's latest rows (loaded when the reader shows the intent to open it, then kept live). */
export async function loadMenu(): Promise<void> {
  const viewer = currentViewer();
  updateNotifications(menuLoading);
  try {
    const page = await fetchNotifications({ limit: NOTIFICATION_MENU_SIZE });
    if (currentViewer() === viewer) updateNotifications(menuLoaded, page);
  } catch (error) {
    if (currentViewer() === viewer) updateNotifications(menuFailed, errorMessage(error));
  }
}

/**
 * The page's newest rows for its current filter. `resync` (after a reconnect) merges them with the
 * rows already loaded instead of replacing them, so the reader's place stays.
 */
export async function loadPage({ resync = false, signal }: { resync?: boolean; signal?: AbortSignal } = {}): Promise<void> {
  const viewer = currentViewer();
  const { filter } = useNotificationsStore.getState().page;
  if (!resync) updateNotifications(pageLoading);
  try {
    const page = await fetchNotifications({ filter }, signal);
    if (currentViewer() === viewer) updateNotifications(resync ? pageResynced : pageLoaded, filter, page);
  } catch (error) {
    if (!signal?.aborted && currentViewer() === viewer) updateNotifications(pageFailed, filter, errorMessage(error));
  }
}

/** 'Load older': the next page through the `before` cursor. */
export async function loadOlder(): Promise<void> {
  const { filter, nextBefore, loadingOlder } = useNotificationsStore.getState().page;
  if (!nextBefore || loadingOlder) return;
  updateNotifications(olderLoading);
  try {
    updateNotifications(olderLoaded, filter, await fetchNotifications({ filter, before: nextBefore }));
  } catch (error) {
    updateNotifications(olderFailed, errorMessage(error));
  }
}
