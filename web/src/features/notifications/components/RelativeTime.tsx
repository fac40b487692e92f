import { useEffect, useState } from 'react';
import { fullDateTime, relativeTime } from '../model/time';

/** The current time, renewed every `everyMs` while mounted ("5 minutes ago" keeps true). */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** "5 minutes ago", with the full date and time on hover (title) and for machines (dateTime). */
export function RelativeTime({ iso, now }: { iso: string; now: number }) {
  return (
    <time dateTime={iso} title={fullDateTime(iso)}>
      {relativeTime(iso, now)}
    </time>
  );
}
