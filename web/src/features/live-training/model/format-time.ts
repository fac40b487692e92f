/**
 * Dates as the spec writes them ('MMM dd, yyyy at h:mm a', section 9), in a given IANA time zone,
 * with Intl only: the list page needs no date library at first load.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export type TZonedTime = { text: string; zone: string };

/** 'Mar 05, 2026 at 2:00 PM' and the zone's short name ('EST', 'GMT+1'). */
export function formatInZone(iso: string, timeZone: string): TZonedTime {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { text: `${parts.month} ${parts.day}, ${parts.year} at ${parts.hour}:${parts.minute} ${parts.dayPeriod}`, zone: parts.timeZoneName ?? timeZone };
}

/** The browser's time zone (the viewer's), falling back to UTC when the platform will not say. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Whether two zones show the same wall-clock time at this instant (then one line is enough). */
export function sameWallClock(iso: string, a: string, b: string): boolean {
  if (a === b) return true;
  const fa = formatInZone(iso, a);
  const fb = formatInZone(iso, b);
  return fa.text === fb.text && fa.zone === fb.zone;
}

/** The end time's clock only ('3:30 PM'), for 'Mar 05, 2026 at 2:00 PM – 3:30 PM'. */
export function clockInZone(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** A countdown's time left: '9:05' for minutes, '42 s' in the last minute. */
export function formatLeft(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return s >= 60 ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` : `${s} s`;
}
