import type { Doc } from '../bson/values';
import { toMongoError } from '../errors';

/** A write error entry as reported in `writeErrors`. */
export function writeError(index: number, err: unknown): Doc {
  const e = toMongoError(err);
  return { index, code: e.code, errmsg: e.message, ...e.extra };
}

/**
 * Runs a batch's writes in order, each failure kept as a write error: an ordered batch stops at its
 * first failure, an unordered one goes on with the rest (MongoDB's `ordered`).
 */
export function eachWrite<T>(items: readonly T[], ordered: boolean, write: (item: T, index: number) => void): Doc[] {
  const writeErrors: Doc[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      write(items[i]!, i);
    } catch (err) {
      writeErrors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  return writeErrors;
}
