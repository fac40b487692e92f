/** The operations each benchmark client runs; shared by the coordinator and the clients. */
import { ObjectId, type Db } from 'mongodb';

export interface ScenarioParams {
  ids?: string[];
  size?: number;
  base?: number;
}

export type Op = (i: number) => Promise<unknown>;

export const SCENARIOS: Record<string, (db: Db, p: ScenarioParams) => Op> = {
  insert: (db) => {
    const coll = db.collection('inserts');
    return () => coll.insertOne({ name: 'x', n: 1, at: new Date() });
  },
  durableInsert: (db) => {
    const coll = db.collection('durable');
    return () => coll.insertOne({ name: 'x', n: 1, at: new Date() });
  },
  findById: (db, p) => {
    const coll = db.collection('byid');
    const ids = (p.ids ?? []).map((h) => new ObjectId(h));
    return (i) => coll.findOne({ _id: ids[(i * 7919) % ids.length] });
  },
  /** A presence recount's shape: a thousand ids in one `$in` (each candidate is tested against the list). */
  findInThousand: (db, p) => {
    const coll = db.collection('byid');
    const ids = (p.ids ?? []).map((h) => new ObjectId(h));
    return (i) => {
      const from = (i * 1000) % (ids.length - 1000);
      return coll.find({ _id: { $in: ids.slice(from, from + 1000) } }).toArray();
    };
  },
  findByEmail: (db, p) => {
    const size = p.size ?? 1000;
    const coll = db.collection(`users${size}`);
    return (i) => coll.findOne({ email: `user${(i * 7919) % size}@example.com` });
  },
  groupAggregate: (db) => {
    const coll = db.collection('users100000');
    return () => coll.aggregate([{ $group: { _id: '$group', n: { $sum: 1 }, avgAge: { $avg: '$age' } } }]).toArray();
  },
  feedPage: (db, p) => {
    const coll = db.collection('posts');
    const base = p.base ?? 0;
    return (i) =>
      coll
        .find({ createdAt: { $lt: new Date(base + (1000 - (i % 500)) * 1000) } })
        .sort({ createdAt: -1, _id: -1 })
        .limit(20)
        .toArray();
  },
};

/** Runs `op` with `concurrency` loops for `seconds` after a short warm-up; returns the count. */
export async function runFor(op: Op, concurrency: number, seconds: number, offset: number): Promise<{ count: number; secs: number; warm: number }> {
  let i = offset;
  let warm = 0;
  const warmUntil = Date.now() + 300;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < warmUntil) {
        await op(i++);
        warm++;
      }
    }),
  );
  let count = 0;
  const start = process.hrtime.bigint();
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        await op(i++);
        count++;
      }
    }),
  );
  return { count, secs: Number(process.hrtime.bigint() - start) / 1e9, warm };
}
