import { describe, expect, it } from 'vitest';
import { UNREAD_ANNOUNCE_INTERVAL_MS } from '@app/shared-types/notifications/model';
import { badgeText, bellLabel, createThrottledAnnouncer, unreadAnnouncement, type TClock } from './announcer';

/** A clock the test moves by hand: timers fire when their time is reached. */
function manualClock() {
  let now = 0;
  let timers: { at: number; fn: () => void }[] = [];
  const clock: TClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const timer = { at: now + ms, fn };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (timer) => (timers = timers.filter((t) => t !== timer)),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const t of timers.filter((x) => x.at <= now)) {
      timers = timers.filter((x) => x !== t);
      t.fn();
    }
  };
  return { clock, advance, pending: () => timers.length };
}

describe('the bell’s count announcer', () => {
  it('says a change at once, then at most once per interval, and only the latest count', () => {
    const { clock, advance } = manualClock();
    const said: string[] = [];
    const announcer = createThrottledAnnouncer({ intervalMs: UNREAD_ANNOUNCE_INTERVAL_MS, say: (t) => said.push(t), clock });
    announcer.prime(unreadAnnouncement(2)); // the count the page opened with: not said
    announcer.push(unreadAnnouncement(2));
    expect(said).toEqual([]);

    announcer.push(unreadAnnouncement(3));
    expect(said).toEqual(['3 unread notifications']);
    // A burst within the interval: held, and only the last is said when the interval is over.
    advance(1_000);
    announcer.push(unreadAnnouncement(4));
    announcer.push(unreadAnnouncement(5));
    advance(UNREAD_ANNOUNCE_INTERVAL_MS - 1_001);
    expect(said).toEqual(['3 unread notifications']);
    advance(1);
    expect(said).toEqual(['3 unread notifications', '5 unread notifications']);

    // Nothing new after a quiet interval: a change is said at once again.
    advance(UNREAD_ANNOUNCE_INTERVAL_MS);
    announcer.push(unreadAnnouncement(0));
    expect(said.at(-1)).toBe('No unread notifications');
  });

  it('does not repeat the count last said, even when it changed and came back within the interval', () => {
    const { clock, advance } = manualClock();
    const said: string[] = [];
    const announcer = createThrottledAnnouncer({ intervalMs: 10_000, say: (t) => said.push(t), clock });
    announcer.push(unreadAnnouncement(1));
    announcer.push(unreadAnnouncement(2));
    announcer.push(unreadAnnouncement(1));
    advance(10_000);
    expect(said).toEqual(['1 unread notification']);
  });

  it('says nothing after it is disposed (the bell left the page)', () => {
    const { clock, advance, pending } = manualClock();
    const said: string[] = [];
    const announcer = createThrottledAnnouncer({ intervalMs: 10_000, say: (t) => said.push(t), clock });
    announcer.push('a');
    announcer.push('b');
    announcer.dispose();
    expect(pending()).toBe(0);
    advance(20_000);
    expect(said).toEqual(['a']);
  });
});

describe('what the bell shows and says', () => {
  it('names the exact count while the badge caps at 99+ and hides at 0', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(150)).toBe('Notifications, 150 unread');
    expect(bellLabel(0)).toBe('Notifications, none unread');
    expect(bellLabel(null)).toBe('Notifications');
    expect(badgeText(150)).toBe('99+');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(0)).toBeNull();
    expect(unreadAnnouncement(1)).toBe('1 unread notification');
  });
});
