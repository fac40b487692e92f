import { useEffect } from 'react';
import { rooms } from '@app/shared-types/realtime/model';
import { useRoom, useSocketEvent } from '../../lib/socket';
import { applyCreated, applyRead, forViewer, type TCreatedEvent } from './model/notifications';
import { updateNotifications } from './store';

/**
 * Keeps the store live for `viewerId`: the store starts afresh for a new viewer, events from their
 * own `user:<id>` room (every tab of theirs) are applied, and after every reconnect `onResync` loads
 * the whole state again, so nothing missed while offline stays missing. Both the bell and the page
 * use it; the transitions are idempotent, so an event they both apply counts once.
 * `beforeCreated` hears each new or moved row just before it is applied (the page keeps its reader's
 * place). Call it before the component's own loads, whose answers are kept only for this viewer.
 */
export function useNotificationsEvents(viewerId: string, { onResync, beforeCreated }: { onResync: () => void; beforeCreated?: (event: TCreatedEvent) => void }) {
  useEffect(() => updateNotifications(forViewer, viewerId), [viewerId]);
  const room = useRoom(rooms.user(viewerId), { onResync });
  useSocketEvent('notification:created', (event) => {
    beforeCreated?.(event);
    updateNotifications(applyCreated, event);
  });
  useSocketEvent('notification:read', (event) => updateNotifications(applyRead, event, new Date().toISOString()));
  return room;
}
