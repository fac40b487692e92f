import { fullDateTime, relativeTime } from '../model/time';

/** "5 minutes ago", with the full date and time on hover (title) and for machines (dateTime). */
export function RelativeTime({ iso, now }: { iso: string; now: number }) {
  return (
    <time dateTime={iso} title={fullDateTime(iso)}>
      {relativeTime(iso, now)}
    </time>
  );
}
