/** Wire protocol details, checked with exact bytes. */
import { deserialize, Long, serialize } from 'bson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/index';
import { encodeCursorReply } from '../src/wire/cursor-reply';
import { crc32c } from '../src/wire/crc32c';
import { FrameReader } from '../src/wire/frame-reader';
import { opMsg, opQuery, RawClient } from './fixtures/raw-client';

describe('wire codec', () => {
  it('computes CRC-32C (Castagnoli)', () => {
    expect(crc32c(Buffer.from('123456789'))).toBe(0xe3069283);
    expect(crc32c(Buffer.alloc(32))).toBe(0x8a9136aa);
    const b = Buffer.from('the quick brown fox jumps over the lazy dog');
    expect(crc32c(b, 9, b.length, crc32c(b, 0, 9))).toBe(crc32c(b));
  });

  it('reassembles messages split across and packed into chunks', () => {
    const a = opMsg({ ping: 1, $db: 'admin' });
    const b = opMsg({ hello: 1, $db: 'admin' });
    const all = Buffer.concat([a, b]);
    const reader = new FrameReader();
    const out: Buffer[] = [];
    for (let i = 0; i < all.length; i += 3) out.push(...reader.push(all.subarray(i, Math.min(i + 3, all.length))));
    expect(out.map((m) => m.equals(a) || m.equals(b))).toEqual([true, true]);
    expect(new FrameReader().push(all)).toHaveLength(2);
    expect(() => new FrameReader().push(Buffer.from([8, 0, 0, 0, 0, 0, 0, 0]))).toThrow(/invalid message length/);
  });

  it('builds cursor replies that decode as BSON', () => {
    const docs = [{ a: 1 }, { b: 'two' }].map((d) => Buffer.from(serialize(d)));
    const reply = deserialize(encodeCursorReply(Long.fromNumber(42), 'db.coll', 'firstBatch', docs));
    expect(reply).toEqual({ cursor: { firstBatch: [{ a: 1 }, { b: 'two' }], id: 42, ns: 'db.coll' }, ok: 1 });
  });
});

describe('wire server', () => {
  let mongo: EmbeddedMongo;
  let client: RawClient;

  beforeAll(async () => {
    mongo = await startEmbeddedMongo();
    client = await RawClient.connect(mongo.port);
  });

  afterAll(async () => {
    client.destroy();
    await mongo.stop();
  });

  it('answers a legacy OP_QUERY isMaster with OP_REPLY', async () => {
    client.send(opQuery('admin.$cmd', { isMaster: 1, client: { driver: { name: 'raw' } } }));
    const reply = await client.next();
    expect(reply.readInt32LE(12)).toBe(1);
    expect(reply.readInt32LE(32)).toBe(1);
    const doc = deserialize(reply.subarray(36));
    expect(doc).toMatchObject({ ismaster: true, helloOk: true, maxWireVersion: 21, ok: 1 });
  });

  it('accepts OP_MSG with a checksum and with kind-1 document sequences', async () => {
    expect(await client.command({ ping: 1, $db: 'admin' }, { checksum: true })).toEqual({ ok: 1 });
    const res = await client.command({ insert: 'seq', $db: 'wire' }, { sequences: [['documents', [{ _id: 1 }, { _id: 2 }, { _id: 3 }]]] });
    expect(res).toMatchObject({ n: 3, ok: 1 });
    const upd = await client.command(
      { update: 'seq', $db: 'wire' },
      { sequences: [['updates', [{ q: { _id: 1 }, u: { $set: { x: 1 } } }, { q: { _id: 9 }, u: { $set: { x: 9 } }, upsert: true }]]] },
    );
    expect(upd).toMatchObject({ n: 2, nModified: 1, upserted: [{ index: 1, _id: 9 }] });
    const found = await client.command({ find: 'seq', filter: {}, sort: { _id: 1 }, $db: 'wire' });
    expect(found.cursor.firstBatch).toEqual([{ _id: 1, x: 1 }, { _id: 2 }, { _id: 3 }, { _id: 9, x: 9 }]);
  });

  it('sends nothing back for moreToCome (w:0) and applies the write', async () => {
    client.send(opMsg({ insert: 'fire', documents: [{ _id: 'f' }], writeConcern: { w: 0 }, $db: 'wire' }, { flags: 2 }));
    const res = await client.command({ count: 'fire', $db: 'wire' });
    expect(res).toMatchObject({ n: 1, ok: 1 });
  });

  it('rejects a document over 16 MiB with an error, not a crash', async () => {
    const big = { _id: 'big', s: 'x'.repeat(16 * 1024 * 1024 + 10) };
    const res = await client.command({ insert: 'big', $db: 'wire' }, { sequences: [['documents', [big]]] });
    expect(res.n).toBe(0);
    expect(res.writeErrors[0]).toMatchObject({ index: 0, code: 10334 });
    expect(await client.command({ ping: 1, $db: 'admin' })).toEqual({ ok: 1 });
  });

  it('requires $db and reports unknown commands with code 59', async () => {
    expect(await client.command({ ping: 1 })).toMatchObject({ ok: 0, code: 40571 });
    expect(await client.command({ frobnicate: 1, $db: 'x' })).toMatchObject({ ok: 0, code: 59, codeName: 'CommandNotFound' });
  });

  it('closes a connection that sends a bad checksum', async () => {
    const bad = await RawClient.connect(mongo.port);
    const msg = opMsg({ ping: 1, $db: 'admin' }, { checksum: true });
    msg.writeUInt32LE((msg.readUInt32LE(msg.length - 4) + 1) >>> 0, msg.length - 4);
    bad.send(msg);
    expect(await bad.closedWithin(2000)).toBe(true);
    expect(await client.command({ ping: 1, $db: 'admin' })).toEqual({ ok: 1 });
  });
});
