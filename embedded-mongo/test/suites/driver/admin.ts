/** Database-level commands: handshake, collections, rename/drop, stats and transactions. */
import { expect, it } from 'vitest';
import { eventually } from '../../helpers';
import { commandError, type Driver, type DriverSuite } from './context';

export function defineAdminTests(suite: DriverSuite, driver: Driver): void {
  const { Long } = driver;
  it('answers the handshake and basic admin commands', async () => {
    const { db } = suite;
    const hello = await db.admin().command({ hello: 1 });
    expect(hello).toMatchObject({ isWritablePrimary: true, maxBsonObjectSize: 16777216, maxMessageSizeBytes: 48000000, maxWriteBatchSize: 100000, ok: 1 });
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(17);
    expect((await db.admin().command({ ping: 1 })).ok).toBe(1);
    const info = await db.admin().command({ buildInfo: 1 });
    expect(typeof info.version).toBe('string');
    expect((await db.admin().command({ connectionStatus: 1 })).ok).toBe(1);
    const unknown = await commandError(db.command({ definitelyNotACommand: 1 }));
    expect(unknown.code).toBe(59);
  });

  it('creates collections implicitly and lists them with filter and nameOnly', async () => {
    const { db } = suite;
    await db.collection('implicit_insert').insertOne({ a: 1 });
    await db.collection('implicit_upsert').updateOne({ k: 1 }, { $set: { v: 1 } }, { upsert: true });
    await db.collection('implicit_index').createIndex({ x: 1 });
    await db.createCollection('explicit');
    const err = await commandError(db.createCollection('explicit'));
    expect(err.code).toBe(48);
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
    expect(names).toEqual(expect.arrayContaining(['explicit', 'implicit_index', 'implicit_insert', 'implicit_upsert']));
    const filtered = await db.listCollections({ name: 'explicit' }).toArray();
    expect(filtered).toHaveLength(1);
    expect(filtered[0]).toMatchObject({ name: 'explicit', type: 'collection' });
    const stats = await db.stats();
    expect(stats.collections).toBeGreaterThanOrEqual(4);
    expect(stats.objects).toBeGreaterThanOrEqual(2);
    expect(stats.ok).toBe(1);
  });

  it('renameCollection, drop and dropDatabase', async () => {
    const { db, client, target } = suite;
    const coll = db.collection('before_rename');
    await coll.insertMany([{ a: 1 }, { a: 2 }]);
    await coll.createIndex({ a: 1 });
    await db.collection('occupied').insertOne({ x: 1 });
    const clash = await commandError(db.renameCollection('before_rename', 'occupied'));
    expect(clash.code).toBe(48);
    const renamed = await db.renameCollection('before_rename', 'after_rename');
    expect(await renamed.countDocuments()).toBe(2);
    expect((await renamed.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'a_1']);
    expect(await db.listCollections({ name: 'before_rename' }).toArray()).toHaveLength(0);
    await db.renameCollection('after_rename', 'occupied', { dropTarget: true });
    expect(await db.collection('occupied').countDocuments()).toBe(2);
    expect((await commandError(db.renameCollection('no_such_source', 'whatever'))).code).toBe(26);
    expect(await db.collection('occupied').drop()).toBe(true);
    const other = client.db(`${target.dbName}_other`);
    await other.collection('c').insertOne({ a: 1 });
    await other.dropDatabase();
    const dbs = await client.db('admin').admin().listDatabases();
    expect(dbs.databases.map((d) => d.name)).not.toContain(`${target.dbName}_other`);
    expect(dbs.databases.map((d) => d.name)).toContain(target.dbName);
  });

  it('dbStats reports objects, data and index sizes from what is stored, with scale', async () => {
    const { client, target } = suite;
    const statsDb = client.db(`${target.dbName}_stats`);
    try {
      const empty = await statsDb.command({ dbStats: 1 });
      expect(empty).toMatchObject({ db: `${target.dbName}_stats`, objects: 0, dataSize: 0, ok: 1 });
      const docs = Array.from({ length: 100 }, (_, i) => ({ i, text: 'x'.repeat(1000) }));
      await statsDb.collection('sized').insertMany(docs);
      await statsDb.collection('sized').createIndex({ i: 1 });
      const bytes = docs.reduce((n, d) => n + driver.BSON.calculateObjectSize(d), 0);
      const full = await statsDb.command({ dbStats: 1 });
      expect(full).toMatchObject({ collections: 1, objects: 100, indexes: 2, scaleFactor: 1 });
      expect(full.dataSize).toBe(bytes);
      expect(full.indexSize).toBeGreaterThan(0);
      expect(full.totalSize).toBe(full.storageSize + full.indexSize);
      const scaled = await statsDb.command({ dbStats: 1, scale: 1024 });
      expect(scaled.dataSize).toBeCloseTo(bytes / 1024);
      await statsDb.collection('sized').deleteMany({ i: { $gte: 50 } });
      const half = await statsDb.command({ dbStats: 1 });
      expect(half.objects).toBe(50);
      expect(half.dataSize).toBe(docs.slice(0, 50).reduce((n, d) => n + driver.BSON.calculateObjectSize(d), 0));
    } finally {
      await statsDb.dropDatabase();
    }
  });

  it('answers transactions as its topology does (code 20 on a standalone) and accepts w:0 writes', async () => {
    const { db, client } = suite;
    const coll = db.collection('txn');
    await coll.insertOne({ a: 1 });
    const hello = await db.admin().command({ hello: 1 });
    if (hello.setName) {
      // a replica set (MONGODB_URI) runs transactions
      const session = client.startSession();
      await session.withTransaction(async () => {
        await coll.insertOne({ inTxn: true }, { session });
      });
      await session.endSession();
      expect(await coll.countDocuments({ inTxn: true })).toBe(1);
    } else {
      const viaCommand = await commandError(db.command({ find: 'txn', filter: {}, txnNumber: Long.fromNumber(1), startTransaction: true, autocommit: false }));
      expect(viaCommand.code).toBe(20);
      expect(viaCommand.message).toBe('Transaction numbers are only allowed on a replica set member or mongos');
    }
    await coll.insertOne({ fireAndForget: true }, { writeConcern: { w: 0 } });
    const seen = await eventually(() => coll.countDocuments({ fireAndForget: true }), (n) => n === 1, 5_000, 20);
    expect(seen).toBe(1);
  });
}
