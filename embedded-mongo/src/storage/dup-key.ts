import { Binary, type Decimal128, type Long, ObjectId } from 'bson';
import { isPlainObject, type Doc } from '../bson/values';
import { ErrorCodes, MongoError } from '../errors';
import { EMPTY_ARRAY } from '../query/paths';
import type { IndexKey } from './collection-index';
import type { IndexSpec } from './index-spec';

/** Renders a value the way the server's E11000 message does (`"alice"`, `ObjectId('...')`, `1`). */
export function renderValue(v: unknown): string {
  if (v === undefined || v === null || v === EMPTY_ARRAY) return v === EMPTY_ARRAY ? 'undefined' : 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (v instanceof RegExp) return String(v);
  if (Array.isArray(v)) return `[ ${v.map(renderValue).join(', ')} ]`;
  if (v instanceof ObjectId) return `ObjectId('${v.toHexString()}')`;
  if (v instanceof Binary) return `BinData(${v.sub_type}, ${Buffer.from(v.buffer.subarray(0, v.position)).toString('hex').toUpperCase()})`;
  const t = (v as { _bsontype?: string })._bsontype;
  if (t === 'Long') return (v as Long).toString();
  if (t === 'Decimal128') return `${(v as Decimal128).toString()}`;
  if (isPlainObject(v)) {
    const parts = Object.entries(v).map(([k, x]) => `${k}: ${renderValue(x)}`);
    return parts.length ? `{ ${parts.join(', ')} }` : '{}';
  }
  return String(v);
}

export function duplicateKeyError(ns: string, spec: IndexSpec, key: IndexKey): MongoError {
  const keyValue: Doc = {};
  spec.fields.forEach(([field], i) => {
    const v = key.values[i];
    keyValue[field] = v === undefined || v === EMPTY_ARRAY ? null : v;
  });
  const rendered = Object.entries(keyValue)
    .map(([k, v]) => `${k}: ${renderValue(v)}`)
    .join(', ');
  return new MongoError(
    ErrorCodes.DuplicateKey,
    `E11000 duplicate key error collection: ${ns} index: ${spec.name} dup key: { ${rendered} }`,
    { keyPattern: spec.key, keyValue },
  );
}
