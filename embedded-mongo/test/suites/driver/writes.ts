/** Writes: bulk writes, unique indexes, update operators, concurrency and document size. */
import type * as mongodb from 'mongodb';
import { expect, it } from 'vitest';
import { commandError, type Driver, type DriverSuite } from './context';

export function defineWriteTests(suite: DriverSuite, driver: Driver): void {
  const { ObjectId } = driver;
  it('bulkWrite: ordered and unordered, with counts and write error indexes', async () => {
    const { db } = suite;
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
    const { db, target } = suite;
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
    const { db } = suite;
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
    const { db } = suite;
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

  it('update operators, upsert seeding, pipeline updates and immutable _id', async () => {
    const { db } = suite;
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
    const { db } = suite;
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

  it('counts 50 concurrent $inc exactly and keeps unique upserts unique', async () => {
    const { db } = suite;
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

  it('rejects updates that grow a document past 16 MiB', async () => {
    const { db } = suite;
    const coll = db.collection('big');
    const { insertedId } = await coll.insertOne({ a: 'x'.repeat(9 * 1024 * 1024) });
    const err = await commandError(coll.updateOne({ _id: insertedId }, { $set: { b: 'y'.repeat(9 * 1024 * 1024) } }));
    expect([10334, 17419, 2]).toContain(err.code);
    const doc = await coll.findOne({ _id: insertedId }, { projection: { b: 1 } });
    expect(doc).not.toHaveProperty('b');
    await coll.deleteOne({ _id: insertedId });
  });
}
