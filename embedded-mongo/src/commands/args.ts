/** Helpers that read and validate command arguments. */
import { Long } from 'bson';
import { isPlainObject, type Doc } from '../bson/values';
import { ErrorCodes, MongoError } from '../errors';
import { validateCollectionName } from '../storage/engine';

export function collectionName(cmd: Doc, name: string): string {
  const v = cmd[name];
  if (typeof v !== 'string') {
    throw new MongoError(ErrorCodes.InvalidNamespace, `collection name has invalid type ${v === null ? 'null' : typeof v}`);
  }
  return validateCollectionName(v);
}

export function optDoc(cmd: Doc, field: string): Doc | undefined {
  const v = cmd[field];
  if (v === undefined || v === null) return undefined;
  if (!isPlainObject(v)) throw new MongoError(ErrorCodes.TypeMismatch, `BSON field '${field}' is the wrong type '${Array.isArray(v) ? 'array' : typeof v}', expected type 'object'`);
  return v;
}

export function optNumber(cmd: Doc, field: string): number | undefined {
  const v = cmd[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'number') return v;
  if (v instanceof Long) return v.toNumber();
  if (typeof v === 'boolean') return v ? 1 : 0;
  throw new MongoError(ErrorCodes.TypeMismatch, `BSON field '${field}' is the wrong type '${typeof v}', expected a number`);
}

export function optBool(cmd: Doc, field: string, dflt = false): boolean {
  const v = cmd[field];
  if (v === undefined || v === null) return dflt;
  return Boolean(v);
}

export function toLong(v: unknown): Long {
  if (v instanceof Long) return v;
  if (typeof v === 'number') return Long.fromNumber(v);
  throw new MongoError(ErrorCodes.TypeMismatch, 'cursor id must be a long');
}

export function docArray(cmd: Doc, field: string): Doc[] {
  const v = cmd[field];
  if (!Array.isArray(v)) throw new MongoError(ErrorCodes.TypeMismatch, `BSON field '${field}' is missing or not an array`);
  for (const d of v) if (!isPlainObject(d)) throw new MongoError(ErrorCodes.TypeMismatch, `BSON field '${field}' must contain documents`);
  return v as Doc[];
}
