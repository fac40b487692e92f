/** agenda 6 with @agendajs/mongo-backend: findOneAndUpdate-based locking over the wire. */
import { MongoBackend } from '@agendajs/mongo-backend';
import { Agenda } from 'agenda';
import { MongoClient, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTarget, type Target } from './helpers';

describe('agenda 6', () => {
  let target: Target;
  let client: MongoClient;
  let db: Db;
  let agenda: Agenda;
  const runs = { once: 0, tick: 0 };
  const seen: unknown[] = [];

  beforeAll(async () => {
    target = await startTarget('agenda');
    client = await MongoClient.connect(target.uri);
    db = client.db(target.dbName);
    agenda = new Agenda({ backend: new MongoBackend({ mongo: db }), processEvery: 100, defaultLockLifetime: 10_000 });
    agenda.define('once', async (job) => {
      runs.once += 1;
      seen.push(job.attrs.data);
    });
    agenda.define('tick', async () => {
      runs.tick += 1;
    });
    await agenda.start();
  });

  afterAll(async () => {
    await agenda?.stop().catch(() => undefined);
    await db?.dropDatabase().catch(() => undefined);
    await client?.close();
    await target?.stop();
  });

  it('creates its lock index', async () => {
    await eventually(
      async () => (await db.collection('agendaJobs').listIndexes().toArray().catch(() => [])).map((i) => i.name),
      (names) => names.includes('findAndLockNextJobIndex'),
      5_000,
    );
    const names = (await db.collection('agendaJobs').listIndexes().toArray()).map((i) => i.name);
    expect(names).toContain('findAndLockNextJobIndex');
  });

  it("runs a job scheduled 'in 1 second' exactly once and stores it as finished", async () => {
    const job = await agenda.schedule('in 1 second', 'once', { to: 'alice' });
    const dueAt = job.attrs.nextRunAt!;
    await eventually(async () => runs.once, (n) => n === 1, 8_000);
    expect(runs.once).toBe(1);
    expect(seen).toEqual([{ to: 'alice' }]);
    const stored = await eventually(
      () => db.collection('agendaJobs').findOne({ name: 'once' }),
      (j) => Boolean(j?.lastFinishedAt),
      5_000,
    );
    expect(stored?.lastFinishedAt).toBeInstanceOf(Date);
    expect(stored!.lastRunAt.getTime()).toBeGreaterThanOrEqual(dueAt.getTime());
    expect(stored?.nextRunAt ?? null).toBeNull();
    expect(stored?.lockedAt ?? null).toBeNull();
    // it never runs again
    await new Promise((r) => setTimeout(r, 600));
    expect(runs.once).toBe(1);
  });

  it('repeats jobs with every() and stops them with cancel()', async () => {
    await agenda.every('1 second', 'tick');
    await eventually(async () => runs.tick, (n) => n >= 2, 8_000);
    expect(runs.tick).toBeGreaterThanOrEqual(2);
    expect(await db.collection('agendaJobs').countDocuments({ name: 'tick', type: 'single' })).toBe(1);
    const removed = await agenda.cancel({ name: 'tick' });
    expect(removed).toBe(1);
    expect(await db.collection('agendaJobs').countDocuments({ name: 'tick' })).toBe(0);
    const after = runs.tick;
    await new Promise((r) => setTimeout(r, 1_500));
    expect(runs.tick).toBeLessThanOrEqual(after + 1);
  });
});
