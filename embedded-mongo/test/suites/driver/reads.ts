/** Reads: cursors, reply shapes, aggregation and TTL expiry. */
import type * as mongodb from 'mongodb';
import { expect, it } from 'vitest';
import { eventually, TTL_WAIT_MS } from '../../helpers';
import { commandError, type Driver, type DriverSuite } from './context';

export function defineReadTests(suite: DriverSuite, driver: Driver): void {
  const { ObjectId, Long } = driver;
  it('find: sort, limit, singleBatch, negative limit, batchSize 0, getMore batchSize, killCursors', async () => {
    const { db, target } = suite;
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
    const { db } = suite;
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

  it('joins with $lookup on indexed and unindexed foreign fields, arrays and missing values', async () => {
    const { db } = suite;
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
    const { db } = suite;
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

  it('expires documents through a TTL index', async () => {
    const { db } = suite;
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
}
