import { rooms } from '@app/shared-types/realtime';
import type { TNotification, TUnreadCount } from '@app/shared-types/notifications/model';
import type { RealtimeEmitter } from '../../realtime/emitter';

/**
 * The only place notification events are emitted: to the recipient's own room (every tab of theirs,
 * on every node through the Redis adapter), each with the exact unread count after the change.
 */
export function notificationsEvents(emitter: RealtimeEmitter) {
  return {
    created(recipientId: string, notification: TNotification, count: TUnreadCount): void {
      emitter.emit({ room: rooms.user(recipientId) }, 'notification:created', { notification, ...count });
    },
    read(recipientId: string, ids: string[] | 'all', count: TUnreadCount): void {
      emitter.emit({ room: rooms.user(recipientId) }, 'notification:read', { ids, ...count });
    },
  };
}

export type NotificationsEvents = ReturnType<typeof notificationsEvents>;
