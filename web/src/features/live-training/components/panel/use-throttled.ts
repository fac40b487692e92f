import { useEffect, useRef, useState } from 'react';

/**
 * `value`, changing at most once per `everyMs` (the latest value wins). Live regions read from it,
 * so a screen reader hears the tally now and then instead of on every vote.
 */
export function useThrottled<T>(value: T, everyMs: number): T {
  const [shown, setShown] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    const wait = Math.max(0, last.current + everyMs - Date.now());
    const timer = setTimeout(() => {
      last.current = Date.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, shown, everyMs]);
  return shown;
}
