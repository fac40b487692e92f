/**
 * Comparison of view-form values in BSON sort order
 * (MinKey < null < numbers < strings < objects < arrays < BinData < ObjectId < bool < Date
 *  < Timestamp < RegExp < MaxKey), used for sorts and for the ordered part of indexes.
 */
import type { Binary, Long, ObjectId, Timestamp } from 'bson';
import { isPlainObject, type Doc } from './values';

export function typeRank(v: unknown): number {
  switch (typeof v) {
    case 'undefined':
      return 2;
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
    case 'object':
      break;
    default:
      return 20;
  }
  if (v === null) return 2;
  if (Array.isArray(v)) return 6;
  if (v instanceof Date) return 10;
  if (v instanceof RegExp) return 12;
  switch ((v as { _bsontype?: string })._bsontype) {
    case undefined:
      return 5;
    case 'MinKey':
      return 1;
    case 'Long':
    case 'Decimal128':
    case 'Int32':
    case 'Double':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'MaxKey':
      return 30;
    default:
      return 5;
  }
}

function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  const t = (v as { _bsontype?: string })._bsontype;
  if (t === 'Long') return (v as Long).toNumber();
  if (t === 'Int32' || t === 'Double') return (v as { value: number }).value;
  return Number(String(v)); // Decimal128
}

function cmpNum(a: number, b: number): number {
  if (a < b) return -1;
  if (a > b) return 1;
  if (a === b) return 0;
  // NaN sorts before every other number
  const an = Number.isNaN(a);
  const bn = Number.isNaN(b);
  return an === bn ? 0 : an ? -1 : 1;
}

function cmpStr(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function cmpBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = a[i]! - b[i]!;
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 2:
    case 1:
    case 30:
      return 0;
    case 3:
      if (typeof a === 'number' && typeof b === 'number') return cmpNum(a, b);
      return cmpNum(toNumber(a), toNumber(b));
    case 4:
      return cmpStr(String(a), String(b));
    case 9:
      return a === b ? 0 : a ? 1 : -1;
    case 10:
      return cmpNum((a as Date).getTime(), (b as Date).getTime());
    case 8:
      return cmpBytes((a as ObjectId).id, (b as ObjectId).id);
    case 6: {
      const x = a as unknown[];
      const y = b as unknown[];
      const n = Math.min(x.length, y.length);
      for (let i = 0; i < n; i++) {
        const c = compareValues(x[i], y[i]);
        if (c !== 0) return c;
      }
      return x.length === y.length ? 0 : x.length < y.length ? -1 : 1;
    }
    case 5: {
      if (!isPlainObject(a) || !isPlainObject(b)) return cmpStr(String(a), String(b));
      const ka = Object.keys(a);
      const kb = Object.keys(b as Doc);
      const n = Math.min(ka.length, kb.length);
      for (let i = 0; i < n; i++) {
        const va = a[ka[i]!];
        const vb = (b as Doc)[kb[i]!];
        const t = typeRank(va) - typeRank(vb);
        if (t !== 0) return t < 0 ? -1 : 1;
        const k = cmpStr(ka[i]!, kb[i]!);
        if (k !== 0) return k;
        const c = compareValues(va, vb);
        if (c !== 0) return c;
      }
      return ka.length === kb.length ? 0 : ka.length < kb.length ? -1 : 1;
    }
    case 7: {
      const x = a as Binary;
      const y = b as Binary;
      if (x.position !== y.position) return x.position < y.position ? -1 : 1;
      if (x.sub_type !== y.sub_type) return x.sub_type < y.sub_type ? -1 : 1;
      return cmpBytes(x.buffer.subarray(0, x.position), y.buffer.subarray(0, y.position));
    }
    case 11: {
      const x = a as Timestamp;
      const y = b as Timestamp;
      return x.t !== y.t ? (x.t < y.t ? -1 : 1) : cmpNum(x.i, y.i);
    }
    case 12: {
      const x = a as { source: string; flags?: string; pattern?: string; options?: string };
      const y = b as typeof x;
      const c = cmpStr(x.source ?? x.pattern ?? '', y.source ?? y.pattern ?? '');
      return c !== 0 ? c : cmpStr(x.flags ?? x.options ?? '', y.flags ?? y.options ?? '');
    }
    default:
      return cmpStr(String(a), String(b));
  }
}

/** Equality in the BSON sense (1 == 1.0 == Long(1); field order matters in objects). */
export function valuesEqual(a: unknown, b: unknown): boolean {
  return a === b || (typeRank(a) === typeRank(b) && compareValues(a, b) === 0);
}
