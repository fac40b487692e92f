import { useEffect, useRef, useState } from 'react';
import { UNREAD_ANNOUNCE_INTERVAL_MS } from '@app/shared-types/notifications/model';
import { createThrottledAnnouncer, systemClock, unreadAnnouncement, type TClock } from '../model/announcer';

/**
 * The text of the bell's polite live region: the unread count after it changes, at most once per
 * UNREAD_ANNOUNCE_INTERVAL_MS. The count the page opened with is not announced (the bell's name
 * says it to whoever reaches the bell); nothing here moves focus.
 */
export function useCountAnnouncement(unread: number | null, clock: TClock = systemClock): string {
  const [said, setSaid] = useState('');
  const announcer = useRef<ReturnType<typeof createThrottledAnnouncer> | null>(null);
  useEffect(() => {
    const created = createThrottledAnnouncer({ intervalMs: UNREAD_ANNOUNCE_INTERVAL_MS, say: setSaid, clock });
    announcer.current = created;
    return () => created.dispose();
  }, [clock]);
  useEffect(() => {
    if (unread === null || !announcer.current) return;
    const text = unreadAnnouncement(unread);
    announcer.current.prime(text);
    announcer.current.push(text);
  }, [unread]);
  return said;
}
