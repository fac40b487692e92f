import type { RequestHandler } from 'express';
import type { Model } from 'mongoose';
import { MONITORING_TIME_ZONE } from '@app/shared-types/monitoring';
import type { Logger } from '../../logger';
import type { IApiRequestDay } from './monitoring.models';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: MONITORING_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The counter's day (YYYY-MM-DD) of `at` in the firm's time zone, so the count resets at midnight there. */
export const counterDay = (at: Date = new Date()) => dayFormat.format(at);

/**
 * counterDay for every request without formatting a date each time: New York's midnight always
 * falls on a whole UTC minute (its offsets are whole hours), so a day read is good until the next one.
 */
export function cachedCounterDay() {
  let day = '';
  let validUntil = 0;
  return (at: Date): string => {
    const t = at.getTime();
    if (t >= validUntil || t < validUntil - 60_000) {
      day = counterDay(at);
      validUntil = Math.floor(t / 60_000) * 60_000 + 60_000;
    }
    return day;
  };
}

/**
 * Counts every /api request once in the database, so the figure is the cluster's and survives
 * restarts. Each node keeps the requests of the last moment in memory and adds them with one atomic
 * $inc per `flushMs` (a write per request about doubled the CPU time of GET /api/posts in
 * bench:monitoring);
 * a node's own pending requests are added to what it reads, and stop() writes them before exit.
 */
export function createApiCounter({ Days, flushMs, logger, now = () => new Date() }: { Days: Model<IApiRequestDay>; flushMs: number; logger: Logger; now?: () => Date }) {
  const pending = new Map<string, number>();
  const dayOf = cachedCounterDay();
  let flushing: Promise<void> = Promise.resolve();
  /** Bumped when a flush takes the pending requests (they are then in neither place a reader sees). */
  let flushesStarted = 0;

  async function write(day: string, n: number): Promise<void> {
    try {
      await Days.updateOne({ _id: day }, { $inc: { count: n } }, { upsert: true });
    } catch (err) {
      // Two nodes upserting a new day at once: one insert wins, the other's $inc applies to it.
      if ((err as { code?: number }).code !== 11000) throw err;
      await Days.updateOne({ _id: day }, { $inc: { count: n } });
    }
  }

  function flush(): Promise<void> {
    if (pending.size === 0) return flushing;
    const batch = [...pending];
    pending.clear();
    flushesStarted++;
    flushing = flushing.then(async () => {
      for (const [day, n] of batch) {
        try {
          await write(day, n);
        } catch (err) {
          // Put them back for the next flush rather than losing them.
          pending.set(day, (pending.get(day) ?? 0) + n);
          logger.error({ err }, 'API request counter flush failed');
        }
      }
    });
    return flushing;
  }

  const timer = flushMs > 0 ? setInterval(() => void flush(), flushMs) : undefined;
  timer?.unref();

  const middleware: RequestHandler = (req, _res, next) => {
    if (req.url.startsWith('/api/') || req.url === '/api') {
      const day = dayOf(now());
      if (flushMs > 0) pending.set(day, (pending.get(day) ?? 0) + 1);
      else void write(day, 1).catch((err: unknown) => logger.error({ err }, 'API request count failed'));
    }
    next();
  };

  /**
   * Requests today across every node: the stored count plus this node's not yet written. A batch on
   * its way to the database is in neither, so the read waits for writes under way, and reads again
   * if a flush began meanwhile.
   */
  async function today(): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      await flushing;
      const started = flushesStarted;
      const day = dayOf(now());
      const stored = await Days.findById(day).lean();
      if (started === flushesStarted || attempt >= 4) return (stored?.count ?? 0) + (pending.get(day) ?? 0);
    }
  }

  async function stop(): Promise<void> {
    if (timer) clearInterval(timer);
    await flush();
  }

  return { middleware, today, flush, stop };
}

export type ApiCounter = ReturnType<typeof createApiCounter>;
