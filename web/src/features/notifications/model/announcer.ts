/** What the bell's polite live region says about the count. */
export function unreadAnnouncement(unread: number): string {
  if (unread === 0) return 'No unread notifications';
  return unread === 1 ? '1 unread notification' : `${unread} unread notifications`;
}

/** The bell's accessible name: always the exact count (the badge may show 99+). */
export function bellLabel(unread: number | null): string {
  if (unread === null) return 'Notifications';
  return unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;
}

/** What the badge shows: nothing at 0, the count up to 99, then 99+. */
export function badgeText(unread: number | null): string | null {
  if (!unread) return null;
  return unread > 99 ? '99+' : String(unread);
}

/** The way to rows that arrived live and are not in view yet (the page's list, the open menu). */
export const freshButtonText = (count: number) => (count === 1 ? 'Show 1 new notification' : `Show ${count} new notifications`);

export type TClock = {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
};

export const systemClock: TClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/**
 * Says a text at most once per `intervalMs`: the first change at once, later ones held until the
 * interval has passed, and then only the latest (a burst of ten new notifications is one
 * announcement of the count after them, not ten). A text equal to the last one said is not repeated.
 * `prime` sets what is already known without saying it (the count the page opened with).
 */
export function createThrottledAnnouncer({ intervalMs, say, clock = systemClock }: { intervalMs: number; say: (text: string) => void; clock?: TClock }) {
  let lastAt = -Infinity;
  let lastSaid: string | null = null;
  let pending: string | null = null;
  let timer: unknown = null;

  function flush() {
    timer = null;
    const text = pending;
    pending = null;
    if (text === null || text === lastSaid) return;
    say(text);
    lastSaid = text;
    lastAt = clock.now();
  }

  return {
    prime(text: string): void {
      if (lastSaid === null && pending === null) lastSaid = text;
    },
    push(text: string): void {
      pending = text;
      if (timer !== null) return;
      const wait = lastAt + intervalMs - clock.now();
      if (wait <= 0) flush();
      else timer = clock.setTimeout(flush, wait);
    },
    dispose(): void {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
