/** Random and truncated wire messages never stop the server; other clients keep working. */
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/index';
import { opMsg, opQuery, RawClient } from './fixtures/raw-client';
import { rng } from './fixtures/rng';

describe('fuzzing the wire protocol', () => {
  let mongo: EmbeddedMongo;
  let healthy: MongoClient;

  beforeAll(async () => {
    mongo = await startEmbeddedMongo();
    healthy = await MongoClient.connect(mongo.uri);
    await healthy.db('fuzz').collection('c').insertMany(Array.from({ length: 10 }, (_, i) => ({ i })));
  });

  afterAll(async () => {
    await healthy.close();
    await mongo.stop();
  });

  async function stillServing(): Promise<void> {
    expect((await healthy.db('admin').command({ ping: 1 })).ok).toBe(1);
    expect(await healthy.db('fuzz').collection('c').countDocuments()).toBe(10);
  }

  it('survives random bytes, random bodies, truncations and corrupted valid messages', async () => {
    const random = rng(20240607);
    const byte = (): number => Math.floor(random() * 256);
    const valid = [
      opMsg({ ping: 1, $db: 'admin' }),
      opMsg({ find: 'c', filter: { i: { $gt: 3 } }, $db: 'fuzz' }),
      opMsg({ insert: 'x', $db: 'fuzz' }, { sequences: [['documents', [{ a: 1 }, { b: [1, 2, { c: 'd' }] }]]] }),
      opMsg({ aggregate: 'c', pipeline: [{ $group: { _id: null, n: { $sum: 1 } } }], cursor: {}, $db: 'fuzz' }),
      opQuery('admin.$cmd', { isMaster: 1 }),
    ];
    const cases: Buffer[] = [];
    for (let i = 0; i < 150; i++) {
      const kind = i % 6;
      if (kind === 0) {
        cases.push(Buffer.from(Array.from({ length: 1 + Math.floor(random() * 200) }, byte)));
      } else if (kind === 1) {
        // plausible header, random body
        const len = 16 + Math.floor(random() * 300);
        const b = Buffer.from(Array.from({ length: len }, byte));
        b.writeInt32LE(len, 0);
        b.writeInt32LE([2013, 2004, 2012, 1, 2002, 2005][Math.floor(random() * 6)]!, 12);
        cases.push(b);
      } else if (kind === 2) {
        // a valid message cut short (the connection then closes)
        const v = valid[i % valid.length]!;
        cases.push(v.subarray(0, Math.floor(random() * v.length)));
      } else if (kind === 3) {
        // a valid message with a few bytes flipped
        const v = Buffer.from(valid[i % valid.length]!);
        for (let k = 0; k < 1 + Math.floor(random() * 4); k++) v[16 + Math.floor(random() * (v.length - 16))] = byte();
        cases.push(v);
      } else if (kind === 4) {
        // absurd lengths
        const b = Buffer.alloc(16);
        b.writeInt32LE([0, 3, 15, -1, 48_000_001, 0x7fffffff][Math.floor(random() * 6)]!, 0);
        cases.push(b);
      } else {
        // a valid message followed by garbage in the same write
        cases.push(Buffer.concat([valid[i % valid.length]!, Buffer.from(Array.from({ length: 40 }, byte))]));
      }
    }
    for (let i = 0; i < cases.length; i += 15) {
      const batch = cases.slice(i, i + 15);
      const clients = await Promise.all(batch.map(() => RawClient.connect(mongo.port)));
      batch.forEach((bytes, k) => clients[k]!.send(bytes));
      await new Promise((r) => setTimeout(r, 30));
      for (const c of clients) c.destroy();
      await stillServing();
    }
  });

  it('closes only the offending connection', async () => {
    const good = await RawClient.connect(mongo.port);
    const bad = await RawClient.connect(mongo.port);
    bad.send(Buffer.from([0xff, 0xff, 0xff, 0x7f, 1, 2, 3, 4]));
    expect(await bad.closedWithin(2000)).toBe(true);
    const compressed = await RawClient.connect(mongo.port);
    const msg = opMsg({ ping: 1, $db: 'admin' });
    msg.writeInt32LE(2012, 12);
    compressed.send(msg);
    expect(await compressed.closedWithin(2000)).toBe(true);
    expect(await good.command({ ping: 1, $db: 'admin' })).toEqual({ ok: 1 });
    good.destroy();
    await stillServing();
  });
});
