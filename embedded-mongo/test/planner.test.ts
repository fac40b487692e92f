/**
 * Index-backed plans must return exactly what a plain scan returns: random documents and
 * queries, compared against mingo over the whole collection with the same sort.
 */
import { ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import type { Doc } from '../src/bson/values';
import { CursorManager } from '../src/cursors';
import { compileQuery } from '../src/query/mingo';
import { findRecords } from '../src/query/planner';
import { parseSort, sortBy } from '../src/query/sort';
import { Engine } from '../src/storage/engine';
import { parseIndexSpec } from '../src/storage/index-spec';
import { rng } from './fixtures/rng';

describe('query planner', () => {
  it('gives the same results with indexes as a full scan', () => {
    const random = rng(7);
    const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)]!;
    const engine = new Engine();
    const coll = engine.ensureCollection('p', 'c');
    coll.createIndex(parseIndexSpec({ key: { a: 1 } }));
    coll.createIndex(parseIndexSpec({ key: { b: -1, c: 1 } }));
    coll.createIndex(parseIndexSpec({ key: { at: -1 } }));
    coll.createIndex(parseIndexSpec({ key: { tags: 1 } }));
    const base = Date.UTC(2024, 0, 1);
    const values = [0, 1, 2, 3, 'x', 'y', null, undefined, 2.5];
    for (let i = 0; i < 400; i++) {
      const d: Doc = { _id: i % 5 === 0 ? `s${i}` : new ObjectId() };
      const a = pick(values);
      if (a !== undefined) d.a = a;
      d.b = Math.floor(random() * 5);
      d.c = pick(['p', 'q', 'r', 1]);
      d.at = new Date(base + Math.floor(random() * 50) * 1000);
      if (random() < 0.5) d.tags = [pick(['t1', 't2', 't3']), pick(['t1', 't4'])];
      coll.insert(d, undefined);
    }
    const all = [...coll.docs.values()];
    const filters: Doc[] = [];
    for (let i = 0; i < 300; i++) {
      const f: Doc = {};
      const n = 1 + Math.floor(random() * 3);
      for (let k = 0; k < n; k++) {
        switch (Math.floor(random() * 10)) {
          case 0:
            f.a = pick(values.filter((v) => v !== undefined));
            break;
          case 1:
            f.a = { $in: [pick(values.filter((v) => v !== undefined)), pick([1, 'x'])] };
            break;
          case 2:
            f.b = { [pick(['$gt', '$gte', '$lt', '$lte'])]: Math.floor(random() * 5) };
            break;
          case 3:
            f.b = Math.floor(random() * 5);
            f.c = pick(['p', 'q', 1]);
            break;
          case 4:
            f.at = { $lt: new Date(base + Math.floor(random() * 50) * 1000) };
            break;
          case 5:
            f.tags = pick(['t1', 't2', 't4']);
            break;
          case 6:
            f._id = pick(all).d._id;
            break;
          case 7:
            f.$or = [{ a: 1 }, { b: { $gte: 3 } }];
            break;
          case 8:
            f.b = { $in: [1, 2, 4] };
            f.c = { $in: ['p', 1] };
            break;
          default:
            f.c = { $ne: 'p' };
        }
      }
      filters.push(f);
    }
    const sorts = [undefined, { at: -1, _id: -1 }, { at: 1 }, { b: -1, c: 1 }, { b: 1, c: -1 }, { a: 1, _id: 1 }, { _id: -1 }, { tags: 1, _id: 1 }];
    for (const filter of filters) {
      const q = compileQuery(filter);
      const sortSpec = pick(sorts);
      const sort = parseSort(sortSpec);
      const limit = pick([0, 1, 5, 20]);
      const skip = pick([0, 0, 3]);
      let expected = all.filter((r) => q.test(r.d));
      if (sort) expected = sortBy(expected, sort, (r) => r.d);
      const got = findRecords(coll, filter, { sort, skip, limit });
      if (sort) {
        // ties may come out in any order: compare the sort keys and the set of documents
        const exp = expected.slice(skip, limit ? skip + limit : undefined);
        expect(got.length).toBe(exp.length);
        const keyOf = (r: (typeof all)[number]): string => JSON.stringify(sort.map(([f]) => r.d[f] ?? null));
        expect(got.map(keyOf)).toEqual(exp.map(keyOf));
        if (!limit && !skip) expect(new Set(got.map((r) => r.k))).toEqual(new Set(exp.map((r) => r.k)));
      } else if (!limit && !skip) {
        expect(new Set(got.map((r) => r.k))).toEqual(new Set(expected.map((r) => r.k)));
      } else {
        expect(got.length).toBe(expected.slice(skip, limit ? skip + limit : undefined).length);
        for (const r of got) expect(q.test(r.d)).toBe(true);
      }
    }
  });

  it('keeps index entries in step with updates and deletes', () => {
    const engine = new Engine();
    const coll = engine.ensureCollection('p', 'u');
    coll.createIndex(parseIndexSpec({ key: { email: 1 }, unique: true }));
    const a = coll.insert({ _id: 1, email: 'a' }, undefined);
    coll.insert({ _id: 2, email: 'b' }, undefined);
    coll.replace(a, { _id: 1, email: 'c' }, undefined);
    expect(findRecords(coll, { email: 'a' })).toHaveLength(0);
    expect(findRecords(coll, { email: 'c' }).map((r) => r.d._id)).toEqual([1]);
    coll.insert({ _id: 3, email: 'a' }, undefined);
    expect(() => coll.insert({ _id: 4, email: 'b' }, undefined)).toThrow(/E11000/);
    coll.remove(coll.get(coll.docs.keys().next().value!)!);
    expect(findRecords(coll, {}, { sort: parseSort({ email: 1 }) }).map((r) => r.d.email)).toEqual(['a', 'b']);
  });
});

describe('cursors', () => {
  it('closes cursors idle for longer than the timeout', () => {
    const cursors = new CursorManager(10 * 60 * 1000);
    const items = Array.from({ length: 5 }, (_, i) => ({ d: { _id: i } }));
    cursors.open('db.c', items, { batchSize: 1 });
    expect(cursors.size).toBe(1);
    expect(cursors.reap(Date.now() + 9 * 60 * 1000)).toBe(0);
    expect(cursors.reap(Date.now() + 11 * 60 * 1000)).toBe(1);
    expect(cursors.size).toBe(0);
    cursors.close();
  });
});
