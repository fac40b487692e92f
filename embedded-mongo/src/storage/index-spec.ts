import type { Doc } from '../bson/values';
import { ErrorCodes, MongoError } from '../errors';

export interface IndexSpec {
  name: string;
  /** key pattern as the client wrote it (values preserved for listIndexes). */
  key: Doc;
  /** ordered fields with direction; special index types ("text", "hashed", ...) count as 1. */
  fields: Array<[string, 1 | -1]>;
  unique: boolean;
  sparse: boolean;
  partialFilterExpression: Doc | undefined;
  expireAfterSeconds: number | undefined;
  /** every option the client sent except key/name/v/ns/background (echoed by listIndexes). */
  options: Doc;
}

const IGNORED_OPTIONS = new Set(['key', 'name', 'v', 'ns', 'background']);

/** Default index name, e.g. `{ a: 1, b: -1 }` -> `a_1_b_-1`. */
export function defaultIndexName(key: Doc): string {
  return Object.entries(key)
    .map(([f, v]) => `${f}_${String(v)}`)
    .join('_');
}

export function parseIndexSpec(raw: unknown): IndexSpec {
  if (typeof raw !== 'object' || raw === null) throw new MongoError(ErrorCodes.TypeMismatch, 'index spec must be an object');
  const spec = raw as Doc;
  const key = spec.key;
  if (typeof key !== 'object' || key === null || Array.isArray(key) || Object.keys(key).length === 0) {
    throw new MongoError(ErrorCodes.CannotCreateIndex, 'Index key pattern must be a non-empty object');
  }
  const fields: Array<[string, 1 | -1]> = [];
  for (const [f, v] of Object.entries(key as Doc)) {
    if (f === '') throw new MongoError(ErrorCodes.CannotCreateIndex, 'Index keys cannot be an empty field');
    if (typeof v === 'number') {
      if (v === 0 || Number.isNaN(v)) throw new MongoError(ErrorCodes.CannotCreateIndex, `Values in the index key pattern can't be 0 or NaN`);
      fields.push([f, v < 0 ? -1 : 1]);
    } else if (typeof v === 'string') {
      fields.push([f, 1]);
    } else {
      fields.push([f, Number(v) < 0 ? -1 : 1]);
    }
  }
  const name = typeof spec.name === 'string' ? spec.name : defaultIndexName(key as Doc);
  const options: Doc = {};
  for (const [k, v] of Object.entries(spec)) if (!IGNORED_OPTIONS.has(k)) options[k] = v;
  const expire = spec.expireAfterSeconds;
  const partial = spec.partialFilterExpression;
  if (partial !== undefined && (typeof partial !== 'object' || partial === null)) {
    throw new MongoError(ErrorCodes.TypeMismatch, 'partialFilterExpression must be an object');
  }
  return {
    name,
    key: key as Doc,
    fields,
    unique: spec.unique === true || spec.unique === 1,
    sparse: spec.sparse === true || spec.sparse === 1,
    partialFilterExpression: partial as Doc | undefined,
    expireAfterSeconds: typeof expire === 'number' ? expire : undefined,
    options,
  };
}

/** The document listIndexes reports for a spec. */
export function describeIndex(spec: IndexSpec): Doc {
  return { v: 2, key: spec.key, name: spec.name, ...spec.options };
}

/** True when two specs describe the same index (same key and the options that matter). */
export function sameIndexOptions(a: IndexSpec, b: IndexSpec): boolean {
  return (
    a.unique === b.unique &&
    a.sparse === b.sparse &&
    a.expireAfterSeconds === b.expireAfterSeconds &&
    JSON.stringify(a.partialFilterExpression ?? null) === JSON.stringify(b.partialFilterExpression ?? null)
  );
}

export function sameKey(a: IndexSpec, b: IndexSpec): boolean {
  if (a.fields.length !== b.fields.length) return false;
  const ka = Object.entries(a.key);
  const kb = Object.entries(b.key);
  return ka.every(([f, v], i) => kb[i]![0] === f && String(kb[i]![1]) === String(v));
}
