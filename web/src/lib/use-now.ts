import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `everyMs` while mounted: labels ('Starting in 12m', '5 minutes
 * ago') and rules such as Join/Register depend on it, and a page left open must not show
 * yesterday's buttons.
 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
