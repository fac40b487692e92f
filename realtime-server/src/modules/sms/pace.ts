import type { Connection } from 'mongoose';

/** The background collection that holds each provider's next sending slot (not a request's effect). */
export const PACE_COLLECTION = 'sms_send_pace';

/** `_id`: the provider's service; `next`: the earliest free slot, in milliseconds since the epoch. */
type PaceDoc = { _id: string; next: number };

/** A claim this far ahead of the clock means the clock was set back, not that the queue is that long. */
const SET_BACK_SLOTS = 100;

const isDuplicate = (err: unknown) => (err as { code?: number })?.code === 11000;

/**
 * Evenly spaced sending slots, `gapMs` apart, shared by every app node on the database: the
 * provider's rate limit is per account, so nodes that each kept their own pace would together send
 * N times the configured rate. `reserve(key)` (the key is the provider's service) takes the next slot
 * and says how long to wait for it.
 *
 * A slot is claimed on the key's one document with two single-document atomic updates, plain
 * operators that both MongoDB and embedded-mongo apply (no read-modify-write, no retry loop, no
 * pipeline update):
 *   1. `$max: { next: now }`: an idle pace starts again from now, not from a slot long past;
 *   2. `$inc: { next: gapMs }`, returning the document as it was: its `next` is this caller's slot.
 * `next` only ever grows (a `$max` or an `$inc` of `gapMs`), so the slots handed out, on whatever
 * node, are at least `gapMs` apart. `next` is a number because a date cannot be `$inc`ed.
 *
 * Each node waits for its slot by its own clock, so nodes whose clocks differ by d may send up to d
 * closer together (NTP keeps that to milliseconds).
 */
export function createPace(db: Connection, gapMs: number) {
  const slots = () => db.collection<PaceDoc>(PACE_COLLECTION);

  async function claim(key: string): Promise<number> {
    const now = Date.now();
    const catchUp = () => slots().updateOne({ _id: key }, { $max: { next: now } }, { upsert: true });
    // Two nodes creating the document at once: one insert loses on _id and the document exists now.
    await catchUp().catch((err: unknown) => (isDuplicate(err) ? catchUp() : Promise.reject(err)));
    const before = await slots().findOneAndUpdate({ _id: key }, { $inc: { next: gapMs } }, { returnDocument: 'before' });
    return before?.next ?? now;
  }

  return {
    async reserve(key: string): Promise<number> {
      let slot = await claim(key);
      // A clock set back (NTP, a test's fake clock) must not park sending until it catches up.
      const now = Date.now();
      if (slot - now > SET_BACK_SLOTS * gapMs) {
        await slots().updateOne({ _id: key, next: { $gt: now + SET_BACK_SLOTS * gapMs } }, { $set: { next: now } });
        slot = await claim(key);
      }
      return slot - Date.now();
    },
  };
}
