import { useEffect, useRef, useState } from 'react';

/** New rows arriving within this window are announced together ("3 new notifications"). */
export const FRESH_ANNOUNCE_BATCH_MS = 1000;

export const freshAnnouncement = (count: number) => (count === 1 ? '1 new notification' : `${count} new notifications`);

/**
 * The page's polite announcement of rows that arrived live: each id once, batched so a burst is
 * one announcement; ids leaving the list of fresh rows (the reader saw them) are not news.
 */
export function useFreshAnnouncement(freshIds: readonly string[]): { text: string; seq: number } {
  const [said, setSaid] = useState({ text: '', seq: 0 });
  const announced = useRef(new Set<string>());
  const pending = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    const arrived = freshIds.filter((id) => !announced.current.has(id));
    if (!arrived.length) return;
    for (const id of arrived) announced.current.add(id);
    pending.current += arrived.length;
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      const count = pending.current;
      pending.current = 0;
      // A new element each time: the same words twice in a row are still announced.
      setSaid((s) => ({ text: freshAnnouncement(count), seq: s.seq + 1 }));
    }, FRESH_ANNOUNCE_BATCH_MS);
  }, [freshIds]);
  return said;
}
