import type { TUnreadCount } from '@app/shared-types/notifications/model';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { applyRead } from '../model/notifications';
import { updateNotifications } from '../store';

/** POST /api/notifications/read-all: every row read, here with the answer's exact count and in other tabs by their event. */
export async function markAllRead(): Promise<TUnreadCount> {
  const count = await apiRequest<TUnreadCount>('POST', '/api/notifications/read-all');
  updateNotifications(applyRead, { ids: 'all', ...count }, new Date().toISOString());
  return count;
}

export function useMarkAllRead() {
  return useAction(markAllRead, { errorTitle: 'Not marked as read', errorFallback: 'Your notifications could not be marked as read.' });
}
