/** dbPath durability: restart, crash (SIGKILL), torn journal tails, compaction, lock file. */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Decimal128, Double, Int32, Long, MongoClient, ObjectId } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src/index';
import { exited, runFixture, waitForLine } from './fixtures/child';

const dirs: string[] = [];
const servers: EmbeddedMongo[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-test-'));
  dirs.push(dir);
  return dir;
}

async function open(dbPath: string, extra: Parameters<typeof startEmbeddedMongo>[0] = {}): Promise<{ mongo: EmbeddedMongo; client: MongoClient }> {
  const mongo = await startEmbeddedMongo({ dbPath, ...extra });
  servers.push(mongo);
  const client = await MongoClient.connect(mongo.uri);
  return { mongo, client };
}

async function close(s: { mongo: EmbeddedMongo; client: MongoClient }): Promise<void> {
  await s.client.close();
  await s.mongo.stop();
}

afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const s of servers.splice(0)) await s.stop().catch(() => undefined);
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function journalFiles(dir: string): string[] {
  return fs.readdirSync(dir).filter((f) => f.startsWith('journal.'));
}

describe('durability with dbPath', () => {
  it('restores documents, types, indexes and collection changes after a restart', async () => {
    const dir = tempDir();
    const a = await open(dir);
    const db = a.client.db('app');
    const users = db.collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await db.collection('sessions').createIndex({ expires: 1 }, { expireAfterSeconds: 3600 });
    const id = new ObjectId();
    await users.insertOne({ _id: id, email: 'a@x', d: new Double(1), i: new Int32(2), l: Long.fromNumber(3), dec: Decimal128.fromString('4.5'), at: new Date(5) });
    await users.insertMany([{ email: 'b@x' }, { email: 'c@x' }, { email: 'gone@x' }]);
    await users.updateOne({ email: 'b@x' }, { $set: { name: 'Bob' }, $inc: { d: 1 } });
    await users.deleteOne({ email: 'gone@x' });
    await db.collection('tmp').insertOne({ a: 1 });
    await db.renameCollection('tmp', 'renamed');
    await db.collection('dropped').insertOne({ a: 1 });
    await db.collection('dropped').drop();
    await close(a);

    const b = await open(dir);
    const db2 = b.client.db('app');
    const names = (await db2.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
    expect(names).toEqual(['renamed', 'sessions', 'users']);
    const raw = await db2.collection('users').findOne({ _id: id }, { promoteValues: false, promoteLongs: false });
    expect(raw!.d).toBeInstanceOf(Double);
    expect(raw!.i).toBeInstanceOf(Int32);
    expect(raw!.l).toBeInstanceOf(Long);
    expect(raw!.dec.toString()).toBe('4.5');
    expect(raw!.at).toEqual(new Date(5));
    expect((await db2.collection('users').find({}, { projection: { _id: 0, email: 1, name: 1 } }).sort({ email: 1 }).toArray())).toEqual([
      { email: 'a@x' },
      { email: 'b@x', name: 'Bob' },
      { email: 'c@x' },
    ]);
    const idx = await db2.collection('sessions').listIndexes().toArray();
    expect(idx.find((i) => i.name === 'expires_1')?.expireAfterSeconds).toBe(3600);
    const dup = await db2.collection('users').insertOne({ email: 'a@x' }).catch((e: { code: number }) => e);
    expect(dup).toMatchObject({ code: 11000 });
    await close(b);
  });

  it('keeps every acknowledged insert when the process is killed with SIGKILL mid-way', async () => {
    const dir = tempDir();
    const { child, lines } = runFixture('crash-writer.ts', [dir]);
    children.push(child);
    const acked = new Set<number>();
    await waitForLine(lines, (l) => l === 'ready');
    await waitForLine(lines, (l) => {
      const m = /^ack (\d+)$/.exec(l);
      if (m) acked.add(Number(m[1]));
      return acked.size >= 400;
    });
    child.kill('SIGKILL');
    // drain whatever acknowledgements were already printed before the kill
    for (;;) {
      const { value, done } = await lines.next();
      if (done) break;
      const m = /^ack (\d+)$/.exec(value);
      if (m) acked.add(Number(m[1]));
    }
    await exited(child);
    // the dead process left its lock file behind: it is taken over
    expect(fs.existsSync(path.join(dir, 'embedded-mongo.lock'))).toBe(true);
    const s = await open(dir);
    const coll = s.client.db('crash').collection('docs');
    const stored = new Set((await coll.find({}, { projection: { n: 1 } }).toArray()).map((d) => d.n as number));
    const missing = [...acked].filter((n) => !stored.has(n));
    expect(missing).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(acked.size);
    // the store is usable: unique index still enforced, new writes accepted
    expect(await coll.insertOne({ n: [...acked][0] }).catch((e: { code: number }) => e.code)).toBe(11000);
    await coll.insertOne({ n: -1 });
    await close(s);
  }, 60_000);

  it('cuts off a torn or corrupt journal tail and keeps everything before it', async () => {
    const dir = tempDir();
    const a = await open(dir);
    const coll = a.client.db('t').collection('c');
    for (let i = 0; i < 20; i++) await coll.insertOne({ i });
    await close(a);
    const [journal] = journalFiles(dir);
    const file = path.join(dir, journal!);
    const full = fs.readFileSync(file);
    // tear the last record in half and add garbage
    fs.writeFileSync(file, Buffer.concat([full.subarray(0, full.length - 10), Buffer.from('garbage!')]));
    const b = await open(dir);
    const coll2 = b.client.db('t').collection('c');
    expect(await coll2.countDocuments()).toBe(19);
    await coll2.insertOne({ i: 100 });
    await close(b);
    const c = await open(dir);
    expect((await c.client.db('t').collection('c').find({}).sort({ i: 1 }).toArray()).map((d) => d.i)).toEqual([...Array.from({ length: 19 }, (_, i) => i), 100]);
    await close(c);
    // flip a byte in the middle: everything from the damaged record on is dropped, start-up still works
    const bytes = fs.readFileSync(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    fs.writeFileSync(file, bytes);
    const d = await open(dir);
    const n = await d.client.db('t').collection('c').countDocuments();
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(20);
    await close(d);
  });

  it('compacts the journal into a snapshot and restores from it', async () => {
    const dir = tempDir();
    const a = await open(dir, { compactThresholdBytes: 32 * 1024 });
    const coll = a.client.db('c').collection('items');
    await coll.createIndex({ k: 1 }, { unique: true });
    for (let round = 0; round < 5; round++) {
      await coll.insertMany(Array.from({ length: 100 }, (_, i) => ({ k: round * 100 + i, v: 'x'.repeat(100) })));
      await coll.updateMany({ k: { $lt: round * 100 } }, { $inc: { touched: 1 } });
      await coll.deleteMany({ k: { $mod: [10, round] } });
    }
    const expected = await coll.find({}).sort({ k: 1 }).toArray();
    await close(a);
    expect(fs.existsSync(path.join(dir, 'snapshot.bson'))).toBe(true);
    expect(journalFiles(dir).length).toBeLessThanOrEqual(2);
    const b = await open(dir);
    expect(await b.client.db('c').collection('items').find({}).sort({ k: 1 }).toArray()).toEqual(expected);
    expect((await b.client.db('c').collection('items').listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'k_1']);
    await close(b);
  });

  it('refuses a dbPath locked by a live process, with a clear message', async () => {
    const dir = tempDir();
    const a = await open(dir);
    await expect(startEmbeddedMongo({ dbPath: dir })).rejects.toThrow(/already open in this process/);
    await close(a);
    const { child, lines } = runFixture('hold-lock.ts', [dir]);
    children.push(child);
    await waitForLine(lines, (l) => l === 'ready');
    await expect(startEmbeddedMongo({ dbPath: dir })).rejects.toThrow(new RegExp(`in use by another process \\(pid ${child.pid}\\)`));
    child.kill('SIGKILL');
    await exited(child);
    const b = await open(dir);
    await close(b);
    expect(fs.existsSync(path.join(dir, 'embedded-mongo.lock'))).toBe(false);
    // a lock written by an earlier process that happened to have our PID (containers) is stale
    fs.writeFileSync(path.join(dir, 'embedded-mongo.lock'), `${process.pid} 12345\n`);
    const c = await open(dir);
    await close(c);
  });
});
