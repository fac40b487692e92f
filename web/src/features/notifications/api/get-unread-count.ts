import type { TUnreadCount } from '@app/shared-types/notifications/model';
import { getJson } from '../../../lib/api-client';
import { applyCount } from '../model/notifications';
import { currentViewer, updateNotifications } from '../store';

/** GET /api/notifications/unread-count: the bell's one small request on a signed-in first load. */
export const fetchUnreadCount = (signal?: AbortSignal) => getJson<TUnreadCount>('/api/notifications/unread-count', { signal });

/** Loads the exact count into the store (kept only if it is newer than the one shown). Failures leave the bell as it was. */
export async function loadUnreadCount(signal?: AbortSignal): Promise<void> {
  const viewer = currentViewer();
  try {
    const count = await fetchUnreadCount(signal);
    if (currentViewer() === viewer) updateNotifications(applyCount, count);
  } catch {
    // The bell keeps what it showed; the next event or reconnect brings the count.
  }
}
