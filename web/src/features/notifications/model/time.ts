import dayjs from 'dayjs';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago", then the date ("Nov 21, 2026"). */
export function relativeTime(iso: string, now: number): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 7) return relative.format(-days, 'day');
  return dayjs(iso).format('MMM D, YYYY');
}

/** The full moment, for the time's tooltip: "Nov 21, 2026 at 3:05 PM". */
export function fullDateTime(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY [at] h:mm A');
}
