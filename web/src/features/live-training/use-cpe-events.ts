import { useCallback, useEffect } from 'react';
import { rooms } from '@app/shared-types/realtime/model';
import { useRoom, useSocketEvent } from '../../lib/socket';
import { loadCpe } from './api/cpe';
import { updateCpe } from './cpe-store';
import { reduceCpe } from './model/panel/checks';

/**
 * Keeps the panel's CPE part live: loads it, and again after every reconnect (the session room is
 * shared with the rest of the panel: the registry joins it once), then applies the check and credit events.
 */
export function useCpeEvents(sessionId: string | null) {
  useEffect(() => {
    if (sessionId) void loadCpe(sessionId);
  }, [sessionId]);
  const onResync = useCallback(() => {
    if (sessionId) void loadCpe(sessionId);
  }, [sessionId]);
  useRoom(sessionId ? rooms.session(sessionId) : null, { onResync });
  useSocketEvent('check:opened', ({ check }) => updateCpe(reduceCpe, { type: 'check:opened', check }));
  useSocketEvent('check:closed', ({ sessionId: id, checkId }) => updateCpe(reduceCpe, { type: 'check:closed', sessionId: id, checkId }));
  useSocketEvent('live-session:updated', ({ session }) => updateCpe(reduceCpe, { type: 'program:set', sessionId: session.id, program: session.cpe ?? null }));
  useSocketEvent('credits:updated', ({ sessionId: id, report }) => updateCpe(reduceCpe, { type: 'credits:updated', sessionId: id, report }));
}
