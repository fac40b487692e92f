import type { Doc } from '../bson/values';
import { toMongoError } from '../errors';

/** A write error entry as reported in `writeErrors`. */
export function writeError(index: number, err: unknown): Doc {
  const e = toMongoError(err);
  return { index, code: e.code, errmsg: e.message, ...e.extra };
}
