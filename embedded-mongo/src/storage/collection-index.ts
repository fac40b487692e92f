/**
 * One index of a collection: a hash map (key -> document ids) for equality lookups and
 * uniqueness, plus an array kept sorted in index order for ordered walks and range scans.
 * Documents are referred to by their `_id` key string; entries carry the `_id` value as the
 * tie-breaker so that equal keys come out ordered by `_id` (in the direction of the last field).
 */
import { compareValues } from '../bson/compare';
import { keyOf, tupleKey } from '../bson/keys';
import type { Doc } from '../bson/values';
import { collectValues } from '../query/paths';
import { compileQuery, type Query } from '../query/mingo';
import type { IndexSpec } from './index-spec';

export interface IndexEntry {
  /** key tuple (one value per index field) */
  readonly k: readonly unknown[];
  /** the document's `_id` value */
  readonly id: unknown;
  /** the document's `_id` key string */
  readonly ik: string;
}

export interface IndexKey {
  readonly values: unknown[];
  readonly str: string;
}

/** Bounds for one leading index field, in ascending value terms. */
export interface FieldBound {
  lo?: { v: unknown; incl: boolean };
  hi?: { v: unknown; incl: boolean };
}

export class Index {
  readonly spec: IndexSpec;
  readonly isIdIndex: boolean;
  readonly dirs: Array<1 | -1>;
  readonly paths: string[];
  private readonly partial: Query | undefined;
  /** keyString -> id key (unique indexes mostly hold one) or set of id keys */
  private readonly hash = new Map<string, string | Set<string>>();
  /** entries in index order */
  entries: IndexEntry[] = [];
  multikey = false;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.isIdIndex = spec.name === '_id_';
    this.dirs = spec.fields.map(([, d]) => d);
    this.paths = spec.fields.map(([f]) => f);
    this.partial = spec.partialFilterExpression ? compileQuery(spec.partialFilterExpression) : undefined;
  }

  /** Keys the document contributes, or null when the index does not cover it (sparse/partial). */
  keysFor(doc: Doc): IndexKey[] | null {
    if (this.partial && !this.partial.test(doc)) return null;
    const state = { multikey: false };
    if (this.paths.length === 1) {
      const values = collectValues(doc, this.paths[0]!, state);
      if (this.spec.sparse && values.length === 1 && values[0] === undefined) return null;
      if (state.multikey) this.multikey = true;
      if (values.length === 1) return [{ values, str: keyOf(values[0]) }];
      const seen = new Map<string, IndexKey>();
      for (const v of values) {
        const str = keyOf(v);
        if (!seen.has(str)) seen.set(str, { values: [v], str });
      }
      return [...seen.values()];
    }
    const perField = this.paths.map((p) => collectValues(doc, p, state));
    if (this.spec.sparse && perField.every((vs) => vs.length === 1 && vs[0] === undefined)) return null;
    if (state.multikey) this.multikey = true;
    let tuples: unknown[][] = [[]];
    for (const values of perField) {
      const next: unknown[][] = [];
      for (const t of tuples) for (const v of values) next.push([...t, v]);
      tuples = next;
    }
    const seen = new Map<string, IndexKey>();
    for (const values of tuples) {
      const str = tupleKey(values);
      if (!seen.has(str)) seen.set(str, { values, str });
    }
    return [...seen.values()];
  }

  /** The id key of another document holding one of `keys`, if any. */
  findConflict(keys: IndexKey[], selfIk: string | undefined): { key: IndexKey; ik: string } | undefined {
    for (const key of keys) {
      const hit = this.hash.get(key.str);
      if (hit === undefined) continue;
      if (typeof hit === 'string') {
        if (hit !== selfIk) return { key, ik: hit };
      } else {
        for (const ik of hit) if (ik !== selfIk) return { key, ik };
      }
    }
    return undefined;
  }

  /** Document id keys stored under an exact key string. */
  lookup(keyStr: string): string[] {
    const hit = this.hash.get(keyStr);
    if (hit === undefined) return [];
    return typeof hit === 'string' ? [hit] : [...hit];
  }

  add(ik: string, id: unknown, keys: IndexKey[]): void {
    for (const key of keys) {
      if (!this.isIdIndex) {
        const hit = this.hash.get(key.str);
        if (hit === undefined) this.hash.set(key.str, ik);
        else if (typeof hit === 'string') this.hash.set(key.str, new Set([hit, ik]));
        else hit.add(ik);
      }
      const entry: IndexEntry = { k: key.values, id, ik };
      const pos = this.upperBound(entry);
      if (pos === this.entries.length) this.entries.push(entry);
      else this.entries.splice(pos, 0, entry);
    }
  }

  remove(ik: string, id: unknown, keys: IndexKey[]): void {
    for (const key of keys) {
      if (!this.isIdIndex) {
        const hit = this.hash.get(key.str);
        if (hit === ik) this.hash.delete(key.str);
        else if (typeof hit === 'object') {
          hit.delete(ik);
          if (hit.size === 1) this.hash.set(key.str, hit.values().next().value as string);
        }
      }
      const probe: IndexEntry = { k: key.values, id, ik };
      let pos = this.lowerBound(probe);
      while (pos < this.entries.length && this.entries[pos]!.ik !== ik && this.compareEntries(this.entries[pos]!, probe) === 0) pos++;
      if (pos < this.entries.length && this.entries[pos]!.ik === ik) this.entries.splice(pos, 1);
    }
  }

  clear(): void {
    this.hash.clear();
    this.entries = [];
    this.multikey = false;
  }

  compareEntries(a: IndexEntry, b: IndexEntry): number {
    const n = this.dirs.length;
    for (let i = 0; i < n; i++) {
      const c = compareValues(a.k[i], b.k[i]);
      if (c !== 0) return c * this.dirs[i]!;
    }
    if (this.isIdIndex) return 0;
    return compareValues(a.id, b.id) * this.dirs[n - 1]!;
  }

  private lowerBound(e: IndexEntry): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compareEntries(this.entries[mid]!, e) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private upperBound(e: IndexEntry): number {
    const arr = this.entries;
    // fast path: appending in order (ObjectIds, timestamps)
    if (arr.length === 0 || this.compareEntries(arr[arr.length - 1]!, e) <= 0) return arr.length;
    let lo = 0;
    let hi = arr.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compareEntries(arr[mid]!, e) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Position of an entry relative to the bounded region: <0 before, 0 inside, >0 after. */
  private regionCmp(e: IndexEntry, bounds: FieldBound[]): number {
    for (let i = 0; i < bounds.length; i++) {
      const b = bounds[i]!;
      const v = e.k[i];
      let c = 0;
      if (b.lo) {
        const x = compareValues(v, b.lo.v);
        if (x < 0 || (x === 0 && !b.lo.incl)) c = -1;
      }
      if (c === 0 && b.hi) {
        const x = compareValues(v, b.hi.v);
        if (x > 0 || (x === 0 && !b.hi.incl)) c = 1;
      }
      if (c !== 0) return c * this.dirs[i]!;
    }
    return 0;
  }

  /** [start, end) of the entries inside `bounds` (which constrain a prefix of the fields). */
  region(bounds: FieldBound[]): [number, number] {
    const arr = this.entries;
    let lo = 0;
    let hi = arr.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.regionCmp(arr[mid]!, bounds) < 0) lo = mid + 1;
      else hi = mid;
    }
    const start = lo;
    hi = arr.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.regionCmp(arr[mid]!, bounds) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return [start, lo];
  }

  /** Approximate memory use for stats. */
  approxSize(): number {
    return this.entries.length * 48;
  }
}
