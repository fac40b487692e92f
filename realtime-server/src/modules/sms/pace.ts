/**
 * Evenly spaced sending slots, `gapMs` apart: `reserve()` takes the next one and says how long to
 * wait for it.
 */
export function createPace(gapMs: number) {
  let nextSlot = 0;
  return {
    reserve(): number {
      // A clock set back (NTP, a test's fake clock) must not park sending until it catches up.
      if (nextSlot - Date.now() > 100 * gapMs) nextSlot = 0;
      const slot = Math.max(Date.now(), nextSlot);
      nextSlot = slot + gapMs;
      return slot - Date.now();
    },
  };
}
