/**
 * Canonical strings for values, used as hash keys by the `_id` map and by index hash maps.
 * Two values get the same key exactly when MongoDB's index would treat them as equal
 * (1, 1.0 and Long(1) are equal; object field order matters).
 */
import type { Binary, Long, ObjectId, Timestamp } from 'bson';
import { isPlainObject, type Doc } from './values';

export function keyOf(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return 's' + v;
    case 'number':
      return 'n' + (v === 0 ? '0' : String(v));
    case 'boolean':
      return v ? 'T' : 'F';
    case 'undefined':
      return 'N';
    case 'bigint':
      return 'n' + v.toString();
    case 'object':
      break;
    default:
      return '?' + String(v);
  }
  if (v === null) return 'N';
  if (Array.isArray(v)) {
    let s = '[';
    for (const item of v) {
      const k = keyOf(item);
      s += k.length + ':' + k;
    }
    return s + ']';
  }
  if (v instanceof Date) return 'd' + v.getTime();
  if (v instanceof RegExp) return 'r' + v.source + '/' + v.flags;
  switch ((v as { _bsontype?: string })._bsontype) {
    case undefined: {
      if (!isPlainObject(v)) return '?' + String(v);
      let s = '{';
      for (const k in v) {
        const vk = keyOf((v as Doc)[k]);
        s += k.length + ':' + k + vk.length + ':' + vk;
      }
      return s + '}';
    }
    case 'ObjectId':
      return 'o' + (v as ObjectId).toHexString();
    case 'Long': {
      const n = (v as Long).toNumber();
      return 'n' + (Number.isSafeInteger(n) ? String(n) : (v as Long).toString());
    }
    case 'Decimal128': {
      const s = String(v);
      const n = Number(s);
      return 'n' + (Number.isFinite(n) && String(n) === s.replace(/\.0+$/, '') ? String(n) : s);
    }
    case 'Binary': {
      const b = v as Binary;
      return 'b' + b.sub_type + ':' + Buffer.from(b.buffer.buffer, b.buffer.byteOffset, b.position).toString('base64');
    }
    case 'Timestamp':
      return 't' + (v as Timestamp).toString();
    case 'MinKey':
      return 'm-';
    case 'MaxKey':
      return 'm+';
    default:
      return '?' + (v as { _bsontype: string })._bsontype + ':' + JSON.stringify(v);
  }
}

/** Key for a compound tuple of values. */
export function tupleKey(values: readonly unknown[]): string {
  if (values.length === 1) return keyOf(values[0]);
  let s = '';
  for (const v of values) {
    const k = keyOf(v);
    s += k.length + ':' + k;
  }
  return s;
}
