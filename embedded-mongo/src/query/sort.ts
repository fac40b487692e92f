import { compareValues } from '../bson/compare';
import type { Doc } from '../bson/values';
import { badValue } from '../errors';
import { collectValues, EMPTY_ARRAY } from './paths';

export type SortSpec = Array<[field: string, dir: 1 | -1]>;

/** Parses `{ a: 1, b: -1 }` into an ordered list; `$meta` sorts are ignored. */
export function parseSort(spec: unknown): SortSpec | undefined {
  if (spec === undefined || spec === null) return undefined;
  if (typeof spec !== 'object' || Array.isArray(spec)) throw badValue('sort must be an object');
  const out: SortSpec = [];
  for (const [field, dir] of Object.entries(spec as Doc)) {
    if (typeof dir === 'object' && dir !== null && '$meta' in dir) continue;
    const n = Number(dir);
    if (n !== 1 && n !== -1) throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    out.push([field, n]);
  }
  return out.length ? out : undefined;
}

/** The value a document sorts by for one field (min of an array ascending, max descending). */
export function sortValue(doc: unknown, field: string, dir: 1 | -1): unknown {
  const state = { multikey: false };
  const values = collectValues(doc, field, state);
  if (!state.multikey) return values[0];
  let best: unknown = undefined;
  let first = true;
  for (const v of values) {
    const x = v === EMPTY_ARRAY ? undefined : v;
    if (first || compareValues(x, best) * dir < 0) best = x;
    first = false;
  }
  return best;
}

/** Stable sort of items by the sort spec (decorate-sort-undecorate). */
export function sortBy<T>(items: T[], spec: SortSpec, docOf: (item: T) => Doc): T[] {
  if (items.length < 2) return items;
  const keyed = items.map((item, i) => ({ item, i, keys: spec.map(([f, d]) => sortValue(docOf(item), f, d)) }));
  keyed.sort((a, b) => {
    for (let k = 0; k < spec.length; k++) {
      const c = compareValues(a.keys[k], b.keys[k]);
      if (c !== 0) return c * spec[k]![1];
    }
    return a.i - b.i;
  });
  return keyed.map((k) => k.item);
}
