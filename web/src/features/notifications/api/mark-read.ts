import type { TUnreadCount } from '@app/shared-types/notifications/model';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { applyRead } from '../model/notifications';
import { updateNotifications } from '../store';

/** POST /api/notifications/{id}/read; the row shows read with the answer's exact count (other tabs hear 'notification:read'). */
export async function markRead(id: string): Promise<TUnreadCount> {
  const count = await apiRequest<TUnreadCount>('POST', `/api/notifications/${encodeURIComponent(id)}/read`);
  updateNotifications(applyRead, { ids: [id], ...count }, new Date().toISOString());
  return count;
}

export function useMarkRead() {
  return useAction(markRead, { errorTitle: 'Not marked as read', errorFallback: 'The notification could not be marked as read.' });
}
