import { useEffect, useState } from 'react';

/**
 * The current time, moving on every `everyMs`: labels ('Starting in 12m') and the Join/Register
 * rule depend on it, and a page left open must not show yesterday's buttons.
 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
