/** `$in` / `$nin` hash their list once per query and still match exactly what mingo's own operators match. */
import { ObjectId } from 'bson';
import { Context } from 'mingo/core';
import * as queryOperators from 'mingo/operators/query';
import { Query } from 'mingo/query';
import { describe, expect, it } from 'vitest';
import { compileQuery } from '../src/query/mingo';
import { rng } from './fixtures/rng';

const STOCK = { context: Context.init({ query: queryOperators }), useStrictMode: true, idKey: '_id' };

describe('$in and $nin', () => {
  const ids = Array.from({ length: 6 }, (_, i) => new ObjectId(i.toString(16).padStart(24, '0')));
  const pool: unknown[] = [...ids, 0, 1, 2.5, 'a', 'b', 'abc', null, true, new Date(0), { x: 1 }, [1, 2]];

  it('match the same documents as mingo stock operators over random values, lists, arrays, nulls and patterns', () => {
    const random = rng(8);
    const pick = <T,>(xs: T[]): T => xs[Math.floor(random() * xs.length)] as T;
    const docs = Array.from({ length: 200 }, (_, i) => {
      const shape = random();
      const v = shape < 0.1 ? undefined : shape < 0.3 ? [pick(pool), pick(pool)] : pick(pool);
      return v === undefined ? { _id: i } : { _id: i, v, nested: { v } };
    });
    for (let round = 0; round < 300; round++) {
      const list = Array.from({ length: Math.floor(random() * 5) }, () => pick(pool));
      if (random() < 0.2) list.push(/^a/);
      const op = random() < 0.5 ? '$in' : '$nin';
      const field = random() < 0.5 ? 'v' : 'nested.v';
      const filter = { [field]: { [op]: list } };
      const stock = new Query(filter, STOCK);
      const ours = compileQuery(filter);
      for (const doc of docs) expect(ours.test(doc), `${JSON.stringify(filter)} on ${JSON.stringify(doc)}`).toBe(stock.test(doc));
    }
  });

  it('finds ObjectIds among a thousand and fewer refusals when negated', () => {
    const many = Array.from({ length: 1000 }, () => new ObjectId());
    const query = compileQuery({ userId: { $in: many } });
    expect(query.test({ userId: new ObjectId(many[500]!.toHexString()) })).toBe(true);
    expect(query.test({ userId: new ObjectId() })).toBe(false);
    expect(compileQuery({ userId: { $nin: many } }).test({ userId: many[3] })).toBe(false);
    expect(compileQuery({ userId: { $in: [null] } }).test({})).toBe(true);
  });
});
