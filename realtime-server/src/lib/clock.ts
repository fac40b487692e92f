/**
 * Time as the app's rules read it. Production uses the system clock; tests hand the app a manual
 * clock (StartOptions.clock) and move it forward, so rules that depend on time (a quiz's timer, a
 * breakout room's countdown) are checked without waiting and without flaky sleeps.
 */
export type ClockTimer = { cancel(): void };

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `fn` once the clock has moved `ms` forward (never kept alive for it: timers are unref'd). */
  setTimer(fn: () => void, ms: number): ClockTimer;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(fn, ms) {
    const handle = setTimeout(fn, Math.max(0, ms));
    handle.unref();
    return { cancel: () => clearTimeout(handle) };
  },
};

export type ManualClock = Clock & {
  /** Moves time forward, running every timer that falls due on the way, in order. */
  advance(ms: number): void;
  set(epochMs: number): void;
};

/** A clock that moves only when told (tests). */
export function manualClock(start = Date.now()): ManualClock {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  /** Runs the timers due by `until` one by one, the clock standing at each one's time as it runs. */
  const runUntil = (until: number) => {
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!due) break;
      timers.delete(due[0]);
      now = Math.max(now, due[1].at);
      due[1].fn();
    }
    now = Math.max(now, until);
  };
  return {
    now: () => now,
    setTimer(fn, ms) {
      const id = ++seq;
      timers.set(id, { at: now + Math.max(0, ms), fn });
      return { cancel: () => void timers.delete(id) };
    },
    advance(ms) {
      runUntil(now + ms);
    },
    set(epochMs) {
      if (epochMs < now) now = epochMs;
      runUntil(epochMs);
    },
  };
}
