/**
 * Chooses how to find the documents matching a filter:
 *   - `_id` equality / `$in` -> direct map lookups,
 *   - equality on every field of a (non-sparse, non-partial) index -> hash lookups,
 *   - sort that an index order satisfies -> walk the index in order and stop at the limit,
 *   - equality/range on a leading index field -> scan only that region of the index,
 *   - otherwise a collection scan.
 * Whatever the plan, every candidate is checked with mingo, so plans only affect speed.
 */
import { keyOf, tupleKey } from '../bson/keys';
import { isPlainObject, type Doc } from '../bson/values';
import type { Collection } from '../storage/collection';
import type { FieldBound, Index } from '../storage/collection-index';
import type { Rec } from '../storage/types';
import { compileQuery } from './mingo';
import { sortBy, type SortSpec } from './sort';

interface FieldCond {
  eq?: unknown;
  hasEq?: boolean;
  in?: unknown[];
  lo?: { v: unknown; incl: boolean };
  hi?: { v: unknown; incl: boolean };
}

function usableScalar(v: unknown): boolean {
  return !(Array.isArray(v) || v instanceof RegExp || (v as { _bsontype?: string } | null)?._bsontype === 'BSONRegExp');
}

function isOperatorObject(v: unknown): v is Doc {
  if (!isPlainObject(v)) return false;
  const keys = Object.keys(v);
  return keys.length > 0 && keys[0]!.startsWith('$');
}

/** Simple per-field conditions implied by the filter's top level (and top-level `$and`). */
export function fieldConditions(filter: Doc, out = new Map<string, FieldCond>()): Map<string, FieldCond> {
  for (const [field, value] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(value)) {
      for (const sub of value) if (isPlainObject(sub)) fieldConditions(sub, out);
      continue;
    }
    if (field.startsWith('$')) continue;
    const cond = out.get(field) ?? {};
    if (isOperatorObject(value)) {
      for (const [op, arg] of Object.entries(value)) {
        switch (op) {
          case '$eq':
            if (usableScalar(arg)) {
              cond.eq = arg;
              cond.hasEq = true;
            }
            break;
          case '$in':
            if (Array.isArray(arg) && arg.every(usableScalar)) cond.in = arg;
            break;
          case '$gt':
          case '$gte':
            if (usableScalar(arg) && !isOperatorObject(arg)) cond.lo = { v: arg, incl: op === '$gte' };
            break;
          case '$lt':
          case '$lte':
            if (usableScalar(arg) && !isOperatorObject(arg)) cond.hi = { v: arg, incl: op === '$lte' };
            break;
        }
      }
    } else if (usableScalar(value)) {
      cond.eq = value;
      cond.hasEq = true;
    }
    out.set(field, cond);
  }
  return out;
}

function usableIndex(idx: Index): boolean {
  return !idx.spec.sparse && !idx.spec.partialFilterExpression;
}

/** Bounds for the longest usable prefix of the index fields. */
function boundsFor(idx: Index, conds: Map<string, FieldCond>, skipFields = 0): FieldBound[] {
  const bounds: FieldBound[] = [];
  for (let i = 0; i < idx.paths.length; i++) {
    const c = conds.get(idx.paths[i]!);
    if (!c) break;
    if (c.hasEq) {
      bounds.push({ lo: { v: c.eq, incl: true }, hi: { v: c.eq, incl: true } });
      continue;
    }
    if (i >= skipFields && (c.lo || c.hi)) {
      const b: FieldBound = {};
      if (c.lo) b.lo = c.lo;
      if (c.hi) b.hi = c.hi;
      bounds.push(b);
    }
    break;
  }
  return bounds;
}

interface WalkPlan {
  idx: Index;
  reverse: boolean;
  start: number;
  end: number;
}

/** An index whose order gives `sort` (after leading equality fields), with its bounded region. */
function walkPlanFor(coll: Collection, sort: SortSpec, conds: Map<string, FieldCond>): WalkPlan | undefined {
  for (const idx of coll.allIndexes) {
    if (!usableIndex(idx) || idx.multikey) continue;
    const fields = idx.spec.fields;
    let lead = 0;
    while (lead < fields.length && conds.get(fields[lead]![0])?.hasEq && sort[0]![0] !== fields[lead]![0]) lead++;
    const rest = fields.slice(lead);
    if (rest.length === 0) continue;
    let reverse: boolean | undefined;
    let ok = true;
    let i = 0;
    for (; i < sort.length && i < rest.length; i++) {
      const [sf, sd] = sort[i]!;
      const [f, d] = rest[i]!;
      if (sf !== f) {
        ok = false;
        break;
      }
      const r = sd !== d;
      if (reverse === undefined) reverse = r;
      else if (reverse !== r) {
        ok = false;
        break;
      }
    }
    if (!ok || reverse === undefined) continue;
    if (i < sort.length) {
      // the only extra sort field we can honour is _id right after the full key (tie-breaker)
      if (!(i === rest.length && i === sort.length - 1 && sort[i]![0] === '_id')) continue;
      const lastDir = fields[fields.length - 1]![1];
      if ((sort[i]![1] !== lastDir) !== reverse) continue;
    }
    const bounds = boundsFor(idx, conds);
    const [start, end] = bounds.length ? idx.region(bounds) : [0, idx.entries.length];
    return { idx, reverse, start, end };
  }
  return undefined;
}

export interface FindOptions {
  sort?: SortSpec | undefined;
  skip?: number;
  /** 0 = no limit */
  limit?: number;
}

/** Matching records, sorted, skipped and limited. */
export function findRecords(coll: Collection | undefined, filter: Doc, opts: FindOptions = {}): Rec[] {
  if (!coll || coll.docs.size === 0) return [];
  const skip = opts.skip ?? 0;
  const limit = opts.limit ?? 0;
  const want = limit > 0 ? skip + limit : Infinity;
  let sort = opts.sort;
  if (sort?.length === 1 && sort[0]![0] === '$natural') {
    // natural order is insertion order here; { $natural: -1 } reads it backwards
    if (sort[0]![1] === 1) sort = undefined;
    else return findRecords(coll, filter, { limit: 0 }).reverse().slice(skip, limit > 0 ? skip + limit : undefined);
  }
  const keys = Object.keys(filter);
  const empty = keys.length === 0;
  const conds = empty ? new Map<string, FieldCond>() : fieldConditions(filter);
  // `{ _id: <scalar> }` alone: the map lookup is the whole match
  const exactId = keys.length === 1 && keys[0] === '_id' && conds.get('_id')?.hasEq === true && !isPlainObject(conds.get('_id')!.eq);
  let query: ReturnType<typeof compileQuery> | undefined;
  const test = (rec: Rec): boolean => empty || exactId || (query ??= compileQuery(filter)).test(rec.d);

  const finish = (candidates: Iterable<Rec>): Rec[] => {
    let out: Rec[] = [];
    for (const rec of candidates) {
      if (test(rec)) {
        out.push(rec);
        if (!sort && out.length >= want) break;
      }
    }
    if (sort) out = sortBy(out, sort, (r) => r.d);
    return skip || limit ? out.slice(skip, limit > 0 ? skip + limit : undefined) : out;
  };

  // 1. _id equality / $in
  const idCond = conds.get('_id');
  if (idCond?.hasEq) {
    const rec = coll.docs.get(keyOf(idCond.eq));
    return finish(rec ? [rec] : []);
  }
  if (idCond?.in) {
    const recs = new Map<string, Rec>();
    for (const v of idCond.in) {
      const rec = coll.docs.get(keyOf(v));
      if (rec) recs.set(rec.k, rec);
    }
    return finish(recs.values());
  }

  // 2. hash lookups on an index whose every field has an equality or an $in (all combinations)
  let hashIks: string[] | undefined;
  for (const idx of coll.indexes) {
    if (!usableIndex(idx)) continue;
    const cs = idx.paths.map((p) => conds.get(p));
    if (!cs.every((c) => c?.hasEq || c?.in)) continue;
    let combos: unknown[][] = [[]];
    for (const c of cs) {
      const options = c!.hasEq ? [c!.eq] : c!.in!;
      const next: unknown[][] = [];
      for (const combo of combos) for (const v of options) next.push([...combo, v]);
      combos = next;
      if (combos.length > 1024) break;
    }
    if (combos.length > 1024) continue;
    const set = new Set<string>();
    for (const combo of combos) for (const ik of idx.lookup(tupleKey(combo))) set.add(ik);
    if (!hashIks || set.size < hashIks.length) hashIks = [...set];
    if (idx.spec.unique && cs.every((c) => c!.hasEq)) break;
  }
  if (hashIks && hashIks.length <= 64) return finish(recsOf(coll, hashIks));

  // 3. candidate region scans, cheapest first
  let best: { cost: number; run: () => Rec[] } = {
    cost: hashIks ? hashIks.length * 2 : coll.docs.size * 2,
    run: () => finish(hashIks ? recsOf(coll, hashIks) : coll.docs.values()),
  };
  if (sort) {
    const plan = walkPlanFor(coll, sort, conds);
    if (plan) {
      const size = plan.end - plan.start;
      const cost = limit > 0 ? Math.min(size, want * 4) : size;
      if (cost < best.cost || (!hashIks && cost <= best.cost)) best = { cost, run: () => walk(coll, plan, test, skip, limit) };
    }
  }
  if (!empty) {
    for (const idx of coll.allIndexes) {
      if (!usableIndex(idx)) continue;
      const bounds = boundsFor(idx, conds);
      if (bounds.length === 0) continue;
      const [start, end] = idx.region(bounds);
      const size = end - start;
      const cost = size * 2;
      if (cost < best.cost) {
        best = {
          cost,
          run: () => {
            const iks = new Set<string>();
            for (let i = start; i < end; i++) iks.add(idx.entries[i]!.ik);
            return finish(recsOf(coll, iks));
          },
        };
      }
    }
  }
  return best.run();
}

function* recsOf(coll: Collection, iks: Iterable<string>): Generator<Rec> {
  for (const ik of iks) {
    const rec = coll.docs.get(ik);
    if (rec) yield rec;
  }
}

function walk(coll: Collection, plan: WalkPlan, test: (r: Rec) => boolean, skip: number, limit: number): Rec[] {
  const out: Rec[] = [];
  let skipped = 0;
  const entries = plan.idx.entries;
  const step = plan.reverse ? -1 : 1;
  for (let i = plan.reverse ? plan.end - 1 : plan.start; plan.reverse ? i >= plan.start : i < plan.end; i += step) {
    const rec = coll.docs.get(entries[i]!.ik);
    if (!rec || !test(rec)) continue;
    if (skipped < skip) {
      skipped++;
      continue;
    }
    out.push(rec);
    if (limit > 0 && out.length >= limit) break;
  }
  return out;
}

/** Number of matching documents (count/countDocuments). */
export function countRecords(coll: Collection | undefined, filter: Doc, skip = 0, limit = 0): number {
  if (!coll) return 0;
  if (Object.keys(filter).length === 0) {
    const n = Math.max(0, coll.docs.size - skip);
    return limit > 0 ? Math.min(n, limit) : n;
  }
  return findRecords(coll, filter, { skip, limit }).length;
}
