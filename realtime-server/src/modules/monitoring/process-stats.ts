import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Event-loop delay above this (p99 over the last interval) makes Platform Status report it. */
export const EVENT_LOOP_LAG_LIMIT_MS = 1_000;

/** This node's process: event-loop delay since the previous reading, and memory. */
export function createProcessStats() {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  let lastLagMs = 0;
  let lastReadAt = 0;

  /** p99 event-loop delay (ms) since the previous call; calls within 500 ms share one reading. */
  function eventLoopLagMs(): number {
    const now = Date.now();
    if (now - lastReadAt < 500) return lastLagMs;
    lastReadAt = now;
    // The histogram starts at the resolution; a quiet loop reads as about 20 ms of "delay" that is only the sampling timer.
    lastLagMs = delay.count ? Math.max(0, delay.percentile(99) / 1e6 - 20) : 0;
    delay.reset();
    return lastLagMs;
  }

  function memory() {
    const m = process.memoryUsage();
    return { rss: m.rss, heapUsed: m.heapUsed };
  }

  return { eventLoopLagMs, memory, stop: () => delay.disable() };
}

export type ProcessStats = ReturnType<typeof createProcessStats>;
