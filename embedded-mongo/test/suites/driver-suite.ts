/**
 * Conformance checks through the plain MongoDB driver (run for driver 7 and driver 6):
 * command shapes and server behaviours clients rely on.
 */
import type * as mongodb from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTarget, TTL_WAIT_MS, type Target } from '../helpers';

type Driver = typeof mongodb;

export function defineDriverSuite(label: string, driver: Driver): void {
  const { MongoClient, ObjectId, Long, Int32, Double, Decimal128, Binary } = driver;
  describe(`mongodb driver ${label}`, () => {
    let target: Target;
    let client: mongodb.MongoClient;
    let db: mongodb.Db;

    beforeAll(async () => {
      target = await startTarget(`driver${label}`);
      client = await MongoClient.connect(target.uri, { maxPoolSize: 60 });
      db = client.db(target.dbName);
    });

    afterAll(async () => {
      await db?.dropDatabase().catch(() => undefined);
      await client?.close();
      await target?.stop();
    });

    const commandError = async (p: Promise<unknown>): Promise<{ code?: number; codeName?: string; message: string }> => {
      try {
        await p;
      } catch (err) {
        return err as { code?: number; codeName?: string; message: string };
      }
      throw new Error('expected the command to fail');
    };

    it('answers the handshake and basic admin commands', async () => {
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

    it('bulkWrite: ordered and unordered, with counts and write error indexes', async () => {
      const coll = db.collection('bulk');
      await coll.createIndex({ code: 1 }, { unique: true });
      const res = await coll.bulkWrite([
        { insertOne: { document: { code: 'a', n: 1 } } },
        { insertOne: { document: { code: 'b', n: 2 } } },
        { updateOne: { filter: { code: 'a' }, update: { $inc: { n: 10 } } } },
        { updateMany: { filter: {}, update: { $set: { seen: true } } } },
        { updateOne: { filter: { code: 'c' }, update: { $set: { n: 3 } }, upsert: true } },
        { replaceOne: { filter: { code: 'b' }, replacement: { code: 'b', n: 20 } } },
        { deleteOne: { filter: { code: 'c' } } },
      ]);
      expect(res).toMatchObject({ insertedCount: 2, matchedCount: 4, modifiedCount: 4, upsertedCount: 1, deletedCount: 1 });
      expect(await coll.find({}, { projection: { _id: 0 } }).sort({ code: 1 }).toArray()).toEqual([
        { code: 'a', n: 11, seen: true },
        { code: 'b', n: 20 },
      ]);
      const ordered = await commandError(coll.bulkWrite([{ insertOne: { document: { code: 'x' } } }, { insertOne: { document: { code: 'a' } } }, { insertOne: { document: { code: 'y' } } }]));
      expect((ordered as unknown as mongodb.MongoBulkWriteError).writeErrors).toHaveLength(1);
      expect(await coll.countDocuments({ code: { $in: ['x', 'y'] } })).toBe(1);
      const unordered = (await commandError(
        coll.bulkWrite([{ insertOne: { document: { code: 'a' } } }, { insertOne: { document: { code: 'z' } } }, { insertOne: { document: { code: 'b' } } }], { ordered: false }),
      )) as unknown as mongodb.MongoBulkWriteError;
      const errors = Array.isArray(unordered.writeErrors) ? unordered.writeErrors : [unordered.writeErrors];
      expect(errors.map((e) => e.index)).toEqual([0, 2]);
      expect(errors[0]!.code).toBe(11000);
      expect(await coll.countDocuments({ code: 'z' })).toBe(1);
    });

    it('reports E11000 with keyPattern/keyValue and a failed write changes nothing', async () => {
      const coll = db.collection('uniq');
      await coll.createIndex({ email: 1 }, { unique: true });
      await coll.insertMany([{ email: 'a@x', name: 'A' }, { email: 'b@x', name: 'B' }]);
      const err = (await commandError(coll.updateOne({ email: 'b@x' }, { $set: { email: 'a@x', name: 'changed' } }))) as mongodb.MongoServerError;
      expect(err.code).toBe(11000);
      expect(err.keyPattern).toEqual({ email: 1 });
      expect(err.keyValue).toEqual({ email: 'a@x' });
      expect(err.message).toBe(`E11000 duplicate key error collection: ${target.dbName}.uniq index: email_1 dup key: { email: "a@x" }`);
      expect(await coll.findOne({ email: 'b@x' }, { projection: { _id: 0 } })).toEqual({ email: 'b@x', name: 'B' });
      const raw = await db.command({ insert: 'uniq', documents: [{ email: 'c@x' }, { email: 'a@x' }, { email: 'd@x' }], ordered: false });
      expect(raw.n).toBe(2);
      expect(raw.writeErrors).toHaveLength(1);
      expect(raw.writeErrors[0]).toMatchObject({ index: 1, code: 11000, keyPattern: { email: 1 }, keyValue: { email: 'a@x' } });
    });

    it('enforces compound, sparse and partial unique indexes', async () => {
      const coll = db.collection('uniq2');
      await coll.createIndex({ post: 1, user: 1 }, { unique: true });
      await coll.createIndex({ nick: 1 }, { unique: true, sparse: true });
      await coll.createIndex({ slug: 1 }, { unique: true, partialFilterExpression: { published: true } });
      await coll.insertMany([{ post: 1, user: 1 }, { post: 1, user: 2 }, { post: 2, user: 1 }]);
      expect((await commandError(coll.insertOne({ post: 1, user: 2 }))).code).toBe(11000);
      // sparse: many documents without nick are fine
      await coll.insertMany([{ post: 9, user: 9, nick: 'n' }, { post: 10, user: 10 }]);
      expect((await commandError(coll.insertOne({ post: 11, user: 11, nick: 'n' }))).code).toBe(11000);
      // partial: only published documents are unique by slug
      await coll.insertMany([{ post: 20, user: 1, slug: 's' }, { post: 21, user: 1, slug: 's' }, { post: 22, user: 1, slug: 's', published: true }]);
      expect((await commandError(coll.insertOne({ post: 23, user: 1, slug: 's', published: true }))).code).toBe(11000);
    });

    it('createIndexes is idempotent, names indexes, and reports conflicts', async () => {
      const coll = db.collection('idx');
      expect(await coll.createIndex({ a: 1, b: -1 })).toBe('a_1_b_-1');
      expect(await coll.createIndex({ a: 1, b: -1 })).toBe('a_1_b_-1');
      const conflictName = await commandError(coll.createIndex({ c: 1 }, { name: 'a_1_b_-1' }));
      expect(conflictName.code).toBe(86);
      const conflictOptions = await commandError(coll.createIndex({ a: 1, b: -1 }, { unique: true }));
      expect([85, 86]).toContain(conflictOptions.code);
      const otherName = await commandError(coll.createIndex({ a: 1, b: -1 }, { name: 'other' }));
      expect(otherName.code).toBe(85);
      await coll.createIndex({ _id: 1 }); // covered by _id_: accepted, nothing created
      const indexes = await coll.listIndexes().toArray();
      expect(indexes.map((i) => i.name)).toEqual(['_id_', 'a_1_b_-1']);
      expect(indexes[1]).toMatchObject({ v: 2, key: { a: 1, b: -1 } });
      const missing = await commandError(db.collection('no_such_collection').listIndexes().toArray());
      expect(missing.code).toBe(26);
      await coll.dropIndex('a_1_b_-1');
      expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
      expect((await commandError(coll.dropIndex('nope'))).code).toBe(27);
      await coll.insertMany([{ u: 1 }, { u: 1 }]);
      expect((await commandError(coll.createIndex({ u: 1 }, { unique: true }))).code).toBe(11000);
    });

    it('find: sort, limit, singleBatch, negative limit, batchSize 0, getMore batchSize, killCursors', async () => {
      const coll = db.collection('cursor');
      await coll.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
      const first = await db.command({ find: 'cursor', filter: {}, sort: { i: 1 } });
      expect(first.cursor.firstBatch).toHaveLength(101);
      expect(first.cursor.id).not.toEqual(Long.ZERO);
      expect(first.cursor.ns).toBe(`${target.dbName}.cursor`);
      const more = await db.command({ getMore: first.cursor.id, collection: 'cursor', batchSize: 50 });
      expect(more.cursor.nextBatch.map((d: { i: number }) => d.i)).toEqual(Array.from({ length: 50 }, (_, k) => 101 + k));
      const rest = await db.command({ getMore: first.cursor.id, collection: 'cursor' });
      expect(rest.cursor.nextBatch).toHaveLength(99);
      expect(Number(rest.cursor.id)).toBe(0);
      const limited = await db.command({ find: 'cursor', filter: { i: { $gte: 10 } }, sort: { i: -1 }, limit: 5, singleBatch: true });
      expect(limited.cursor.firstBatch.map((d: { i: number }) => d.i)).toEqual([249, 248, 247, 246, 245]);
      expect(Number(limited.cursor.id)).toBe(0);
      const negative = await coll.find({}).sort({ i: 1 }).limit(-3).toArray();
      expect(negative.map((d) => d.i)).toEqual([0, 1, 2]);
      const zero = await db.command({ find: 'cursor', filter: {}, batchSize: 0 });
      expect(zero.cursor.firstBatch).toHaveLength(0);
      expect(Number(zero.cursor.id)).not.toBe(0);
      const killed = await db.command({ killCursors: 'cursor', cursors: [zero.cursor.id] });
      expect(killed.cursorsKilled).toHaveLength(1);
      const gone = await commandError(db.command({ getMore: zero.cursor.id, collection: 'cursor' }));
      expect(gone.code).toBe(43);
      // a driver cursor closed early kills its server cursor
      const cursor = coll.find({}).batchSize(10);
      await cursor.next();
      const id = cursor.id!;
      await cursor.close();
      expect((await commandError(db.command({ getMore: id, collection: 'cursor' }))).code).toBe(43);
      const natural = await coll.find({}).sort({ $natural: -1 }).limit(2).toArray();
      expect(natural.map((d) => d.i)).toEqual([249, 248]);
      const skipped = await coll.find({ i: { $lt: 20 } }, { projection: { _id: 0 } }).sort({ i: -1 }).skip(5).limit(2).toArray();
      expect(skipped).toEqual([{ i: 14 }, { i: 13 }]);
    });

    it('count, distinct and findAndModify reply shapes', async () => {
      const coll = db.collection('fam');
      await coll.insertMany([{ k: 1, tags: ['a', 'b'] }, { k: 2, tags: ['b'] }, { k: 3 }, { k: 4, tags: 'c' }]);
      expect((await db.command({ count: 'fam', query: { k: { $gt: 1 } } })).n).toBe(3);
      expect((await db.command({ count: 'fam', query: {}, skip: 1, limit: 2 })).n).toBe(2);
      expect((await db.command({ count: 'nothing_here' })).n).toBe(0);
      expect((await db.command({ distinct: 'fam', key: 'tags' })).values).toEqual(['a', 'b', 'c']);
      const upd = await db.command({ findAndModify: 'fam', query: { k: 1 }, update: { $set: { x: 1 } }, new: true, fields: { _id: 0, k: 1, x: 1 } });
      expect(upd.value).toEqual({ k: 1, x: 1 });
      expect(upd.lastErrorObject).toEqual({ n: 1, updatedExisting: true });
      const ups = await db.command({ findAndModify: 'fam', query: { k: 9 }, update: { $set: { y: 1 } }, upsert: true, new: false });
      expect(ups.value).toBeNull();
      expect(ups.lastErrorObject.n).toBe(1);
      expect(ups.lastErrorObject.updatedExisting).toBe(false);
      expect(ups.lastErrorObject.upserted).toBeInstanceOf(ObjectId);
      const rem = await db.command({ findAndModify: 'fam', query: {}, sort: { k: -1 }, remove: true });
      expect(rem.value.k).toBe(9);
      const none = await db.command({ findAndModify: 'fam', query: { k: 100 }, update: { $set: { z: 1 } } });
      expect(none.value).toBeNull();
      expect(none.lastErrorObject).toEqual({ n: 0, updatedExisting: false });
      const raw = await db.command({ update: 'fam', updates: [{ q: { k: 2 }, u: { $set: { z: 1 } } }, { q: { k: 50 }, u: { $set: { z: 2 } }, upsert: true }] });
      expect(raw.n).toBe(2);
      expect(raw.nModified).toBe(1);
      expect(raw.upserted).toHaveLength(1);
      expect(raw.upserted[0].index).toBe(1);
      expect(raw.upserted[0]._id).toBeInstanceOf(ObjectId);
      const del = await db.command({ delete: 'fam', deletes: [{ q: { k: { $gte: 2 } }, limit: 1 }] });
      expect(del.n).toBe(1);
    });

    it('update operators, upsert seeding, pipeline updates and immutable _id', async () => {
      const coll = db.collection('ops');
      await coll.updateOne({ name: 'n1', 'meta.kind': 'k' }, { $setOnInsert: { created: 1 }, $set: { v: 1 } }, { upsert: true });
      expect(await coll.findOne({ name: 'n1' }, { projection: { _id: 0 } })).toEqual({ name: 'n1', meta: { kind: 'k' }, created: 1, v: 1 });
      await coll.updateOne({ name: 'n1' }, { $setOnInsert: { created: 2 }, $inc: { v: 1 } }, { upsert: true });
      expect(await coll.findOne({ name: 'n1' }, { projection: { _id: 0, created: 1, v: 1 } })).toEqual({ created: 1, v: 2 });
      await coll.updateOne({ name: 'n1' }, { $push: { list: { $each: [3, 1, 2] } }, $rename: { v: 'value' }, $unset: { created: '' } } as never);
      const conflict = await commandError(coll.updateOne({ name: 'n1' }, { $addToSet: { list: 3 }, $pull: { list: 1 } } as never));
      expect(conflict.code).toBe(40);
      await coll.updateOne({ name: 'n1' }, { $addToSet: { list: 3 }, $max: { value: 10 }, $currentDate: { at: true } });
      await coll.updateOne({ name: 'n1' }, { $pull: { list: 1 } } as never);
      const doc = await coll.findOne({ name: 'n1' });
      expect(doc).toMatchObject({ list: [3, 2], value: 10 });
      expect(doc?.at).toBeInstanceOf(Date);
      expect(doc).not.toHaveProperty('created');
      await coll.updateOne({ name: 'n1' }, [{ $set: { total: { $sum: '$list' }, name: { $toUpper: '$name' } } }]);
      expect(await coll.findOne({ name: 'N1' }, { projection: { _id: 0, total: 1 } })).toEqual({ total: 5 });
      const immutable = await commandError(coll.updateOne({ name: 'N1' }, { $set: { _id: 1 } }));
      expect(immutable.code).toBe(66);
      const replaced = await commandError(coll.replaceOne({ name: 'N1' }, { _id: new ObjectId(), name: 'x' }));
      expect(replaced.code).toBe(66);
      const sameId = await coll.findOne({ name: 'N1' });
      await coll.updateOne({ _id: sameId!._id }, { $set: { _id: sameId!._id, ok: true } });
      expect((await coll.findOne({ _id: sameId!._id }))?.ok).toBe(true);
      const nonNumeric = await commandError(coll.updateOne({ name: 'N1' }, { $inc: { name: 1 } }));
      expect(nonNumeric.code).toBe(14);
      await coll.insertOne({ _id: 'custom-id' as unknown as mongodb.ObjectId, items: [{ k: 'a', n: 1 }, { k: 'b', n: 1 }] });
      await coll.updateOne({ _id: 'custom-id' as unknown as mongodb.ObjectId, 'items.k': 'b' }, { $inc: { 'items.$.n': 5 } });
      expect((await coll.findOne({ _id: 'custom-id' as unknown as mongodb.ObjectId }))?.items).toEqual([{ k: 'a', n: 1 }, { k: 'b', n: 6 }]);
    });

    it('applies array and arithmetic operators', async () => {
      const coll = db.collection('ops2');
      const { insertedId } = await coll.insertOne({ items: [{ n: 1 }, { n: 2 }], nums: [5, 1, 4], flags: 5, price: 10, low: 7 });
      await coll.updateOne({ _id: insertedId }, { $inc: { 'items.$[].n': 10 }, $pop: { nums: -1 }, $bit: { flags: { and: 4 } }, $mul: { price: 1.5 }, $min: { low: 3 } });
      expect(await coll.findOne({ _id: insertedId }, { projection: { _id: 0 } })).toEqual({ items: [{ n: 11 }, { n: 12 }], nums: [1, 4], flags: 4, price: 15, low: 3 });
      await coll.updateOne({ _id: insertedId }, { $push: { nums: { $each: [9, 0], $sort: 1, $slice: 3 } } } as never);
      expect((await coll.findOne({ _id: insertedId }))?.nums).toEqual([0, 1, 4]);
      const res = await coll.updateOne({ _id: insertedId }, { $set: { price: 15 } });
      expect(res).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
      const conflict = await commandError(coll.updateOne({ _id: insertedId }, { $set: { 'items.0': 1, items: [] } }));
      expect(conflict.code).toBe(40);
    });

    it('round-trips BSON types and keeps numeric types through $inc', async () => {
      const coll = db.collection('types');
      const oid = new ObjectId();
      const bin = new Binary(Buffer.from([1, 2, 3]), 4);
      await coll.insertOne({
        _id: 'types' as unknown as mongodb.ObjectId,
        i32: new Int32(7),
        i64: Long.fromString('9007199254740993'),
        small64: Long.fromNumber(5),
        dbl: new Double(1),
        frac: 2.5,
        dec: Decimal128.fromString('12.345'),
        date: new Date('2024-02-03T04:05:06.789Z'),
        oid,
        bin,
        nil: null,
        nested: { d: new Double(3), arr: [new Double(4), new Int32(5)] },
      });
      const raw = await coll.findOne({ _id: 'types' as unknown as mongodb.ObjectId }, { promoteValues: false, promoteLongs: false });
      expect(raw!.i32).toBeInstanceOf(Int32);
      expect(raw!.i64).toBeInstanceOf(Long);
      expect(raw!.i64.toString()).toBe('9007199254740993');
      expect(raw!.small64).toBeInstanceOf(Long);
      expect(raw!.dbl).toBeInstanceOf(Double);
      expect(raw!.dbl.valueOf()).toBe(1);
      expect(raw!.frac).toBeInstanceOf(Double);
      expect(raw!.dec.toString()).toBe('12.345');
      expect(raw!.date).toEqual(new Date('2024-02-03T04:05:06.789Z'));
      expect(raw!.oid.equals(oid)).toBe(true);
      expect(raw!.bin.sub_type).toBe(4);
      expect(Buffer.from(raw!.bin.buffer).equals(Buffer.from([1, 2, 3]))).toBe(true);
      expect(raw!.nil).toBeNull();
      expect(raw!.nested.d).toBeInstanceOf(Double);
      expect(raw!.nested.arr[0]).toBeInstanceOf(Double);
      expect(raw!.nested.arr[1]).toBeInstanceOf(Int32);
      // queries compare numbers across types
      expect(await coll.countDocuments({ dbl: 1 })).toBe(1);
      expect(await coll.countDocuments({ small64: new Int32(5) })).toBe(1);
      expect(await coll.countDocuments({ i32: { $type: 'int' } })).toBe(1);
      await coll.updateOne(
        { _id: 'types' as unknown as mongodb.ObjectId },
        { $inc: { i32: 1, small64: 1, dbl: 1, overflow: new Int32(0), frac: 1 }, $set: { setDouble: new Double(8) } },
      );
      await coll.updateOne({ _id: 'types' as unknown as mongodb.ObjectId }, { $set: { big: new Int32(2147483647) } });
      await coll.updateOne({ _id: 'types' as unknown as mongodb.ObjectId }, { $inc: { big: new Int32(1) } });
      const after = await coll.findOne({ _id: 'types' as unknown as mongodb.ObjectId }, { promoteValues: false, promoteLongs: false });
      expect(after!.i32).toBeInstanceOf(Int32);
      expect(after!.i32.valueOf()).toBe(8);
      expect(after!.small64).toBeInstanceOf(Long);
      expect(after!.small64.toNumber()).toBe(6);
      expect(after!.dbl).toBeInstanceOf(Double);
      expect(after!.dbl.valueOf()).toBe(2);
      expect(after!.frac.valueOf()).toBe(3.5);
      expect(after!.overflow).toBeInstanceOf(Int32);
      expect(after!.setDouble).toBeInstanceOf(Double);
      expect(after!.big).toBeInstanceOf(Long);
      expect(after!.big.toNumber()).toBe(2147483648);
      expect(after!.nested.d).toBeInstanceOf(Double);
    });

    it('sorts across types in BSON order', async () => {
      const coll = db.collection('mixed');
      await coll.insertMany([
        { k: 'str', v: 'a' },
        { k: 'num', v: 5 },
        { k: 'null', v: null },
        { k: 'missing' },
        { k: 'date', v: new Date(0) },
        { k: 'bool', v: true },
        { k: 'oid', v: new ObjectId('000000000000000000000001') },
        { k: 'obj', v: { a: 1 } },
        { k: 'dbl', v: 1.5 },
      ]);
      const order = (await coll.find({}, { projection: { _id: 0, k: 1 } }).sort({ v: 1, k: 1 }).toArray()).map((d) => d.k);
      expect(order).toEqual(['missing', 'null', 'dbl', 'num', 'str', 'obj', 'oid', 'bool', 'date']);
    });

    it('renameCollection, drop and dropDatabase', async () => {
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

    it('expires documents through a TTL index', async () => {
      const coll = db.collection('ttl');
      await coll.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
      await coll.insertMany([
        { k: 'old', expiresAt: new Date(Date.now() - 60_000) },
        { k: 'fresh', expiresAt: new Date(Date.now() + 3_600_000) },
        { k: 'not-a-date', expiresAt: 'tomorrow' },
      ]);
      const left = await eventually(() => coll.countDocuments(), (n) => n === 2, TTL_WAIT_MS);
      expect(left).toBe(2);
      expect(await coll.countDocuments({ k: 'old' })).toBe(0);
    }, TTL_WAIT_MS + 10_000);

    it('dbStats reports objects, data and index sizes from what is stored, with scale', async () => {
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

    it('counts 50 concurrent $inc exactly and keeps unique upserts unique', async () => {
      const coll = db.collection('counter');
      const { insertedId } = await coll.insertOne({ likes: 0 });
      await Promise.all(Array.from({ length: 50 }, () => coll.updateOne({ _id: insertedId }, { $inc: { likes: 1 } })));
      expect((await coll.findOne({ _id: insertedId }))?.likes).toBe(50);
      const racers = db.collection('racers');
      await racers.createIndex({ key: 1 }, { unique: true });
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => racers.updateOne({ key: 'k' }, { $inc: { n: 1 } }, { upsert: true })));
      expect(await racers.countDocuments({ key: 'k' })).toBe(1);
      const fulfilled = results.filter((r) => r.status === 'fulfilled').length;
      expect((await racers.findOne({ key: 'k' }))?.n).toBe(fulfilled);
    });

    it('answers transactions as its topology does (code 20 on a standalone) and accepts w:0 writes', async () => {
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

    it('rejects updates that grow a document past 16 MiB', async () => {
      const coll = db.collection('big');
      const { insertedId } = await coll.insertOne({ a: 'x'.repeat(9 * 1024 * 1024) });
      const err = await commandError(coll.updateOne({ _id: insertedId }, { $set: { b: 'y'.repeat(9 * 1024 * 1024) } }));
      expect([10334, 17419, 2]).toContain(err.code);
      const doc = await coll.findOne({ _id: insertedId }, { projection: { b: 1 } });
      expect(doc).not.toHaveProperty('b');
      await coll.deleteOne({ _id: insertedId });
    });

    it('joins with $lookup on indexed and unindexed foreign fields, arrays and missing values', async () => {
      const authors = db.collection('lk_authors');
      await authors.createIndex({ handle: 1 }, { unique: true });
      await authors.insertMany([
        { _id: 1 as unknown as mongodb.ObjectId, handle: 'ann', team: 'red' },
        { _id: 2 as unknown as mongodb.ObjectId, handle: 'ben', team: 'blue' },
        { _id: 3 as unknown as mongodb.ObjectId, handle: 'cy' },
      ]);
      const posts = db.collection('lk_posts');
      await posts.insertMany([
        { _id: 10 as unknown as mongodb.ObjectId, by: 1, editors: ['ben', 'cy'] },
        { _id: 11 as unknown as mongodb.ObjectId, by: 2, editors: [] },
        { _id: 12 as unknown as mongodb.ObjectId, by: 99 },
      ]);
      const joined = await posts
        .aggregate([
          { $sort: { _id: 1 } },
          { $lookup: { from: 'lk_authors', localField: 'by', foreignField: '_id', as: 'author' } },
          { $lookup: { from: 'lk_authors', localField: 'editors', foreignField: 'handle', as: 'eds' } },
          { $lookup: { from: 'lk_authors', localField: 'team', foreignField: 'team', as: 'noTeam' } },
          { $project: { author: '$author.handle', eds: '$eds.handle', noTeam: { $size: '$noTeam' } } },
        ])
        .toArray();
      expect(joined).toEqual([
        { _id: 10, author: ['ann'], eds: ['ben', 'cy'], noTeam: 1 },
        { _id: 11, author: ['ben'], eds: [], noTeam: 1 },
        { _id: 12, author: [], eds: [], noTeam: 1 },
      ]);
    });

    it('aggregates into collections with $out and returns cursors over large results', async () => {
      const coll = db.collection('agg_src');
      await coll.insertMany(Array.from({ length: 300 }, (_, i) => ({ g: i % 3, v: i })));
      await coll.aggregate([{ $group: { _id: '$g', total: { $sum: '$v' } } }, { $out: 'agg_dst' }]).toArray();
      expect(await db.collection('agg_dst').find({}).sort({ _id: 1 }).toArray()).toEqual([
        { _id: 0, total: 14850 },
        { _id: 1, total: 14950 },
        { _id: 2, total: 15050 },
      ]);
      const all = await coll.aggregate([{ $match: { v: { $gte: 50 } } }, { $project: { _id: 0, v: 1, half: { $divide: ['$v', 2] } } }], { batchSize: 20 }).toArray();
      expect(all).toHaveLength(250);
      expect(all[0]).toEqual({ v: 50, half: 25 });
      const counted = await coll.aggregate([{ $match: { g: 1 } }, { $count: 'n' }]).toArray();
      expect(counted).toEqual([{ n: 100 }]);
    });
  });
}
