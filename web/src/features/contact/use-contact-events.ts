import { useCallback, useEffect } from 'react';
import { rooms } from '@app/shared-types/realtime/model';
import { useRoom, useSocketEvent } from '../../lib/socket';
import { loadContacts } from './api/get-contacts';
import { applyReceived, applyUpdated } from './model/inbox';
import { updateInbox, useInboxStore } from './store';

/**
 * For an operator (`enabled`): loads the inbox for the current filters, joins the `contacts` room
 * and applies arrivals and changes; after a reconnect the snapshot is loaded again.
 */
export function useContactEvents(enabled: boolean) {
  const filters = useInboxStore((s) => s.filters);
  const page = useInboxStore((s) => s.page);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void loadContacts(controller.signal);
    return () => controller.abort();
  }, [enabled, filters, page]);
  const onResync = useCallback(() => void loadContacts(), []);
  const room = useRoom(enabled ? rooms.contacts : null, { onResync });
  useSocketEvent('contact:received', (m) => updateInbox(applyReceived, m));
  useSocketEvent('contact:updated', (m) => updateInbox(applyUpdated, m));
  return room;
}
