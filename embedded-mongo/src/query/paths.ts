import type { Doc } from '../bson/values';

/** Marker for "empty array" index keys (distinct from null/missing, as in MongoDB). */
export const EMPTY_ARRAY = Symbol('emptyArray');

const DIGITS = /^\d+$/;

/**
 * Values a document holds at a dotted path, the way MongoDB's index key generator sees them:
 * arrays along the path are traversed, a trailing array is expanded into its elements.
 * Missing -> [undefined]. Sets `out.multikey` when an array was expanded.
 */
export function collectValues(doc: unknown, path: string, out: { multikey: boolean } = { multikey: false }): unknown[] {
  const segs = path.includes('.') ? path.split('.') : [path];
  const result: unknown[] = [];
  walk(doc, segs, 0, result, out);
  if (result.length === 0) result.push(undefined);
  return result;
}

function walk(cur: unknown, segs: string[], i: number, result: unknown[], out: { multikey: boolean }): void {
  if (i === segs.length) {
    if (Array.isArray(cur)) {
      out.multikey = true;
      if (cur.length === 0) result.push(EMPTY_ARRAY);
      else for (const v of cur) result.push(v);
    } else {
      result.push(cur);
    }
    return;
  }
  if (typeof cur !== 'object' || cur === null) {
    result.push(undefined);
    return;
  }
  const seg = segs[i]!;
  if (Array.isArray(cur)) {
    if (DIGITS.test(seg)) {
      walk(cur[Number(seg)], segs, i + 1, result, out);
      return;
    }
    out.multikey = true;
    if (cur.length === 0) {
      result.push(undefined);
      return;
    }
    for (const el of cur) {
      if (typeof el === 'object' && el !== null && !Array.isArray(el)) walk(el, segs, i, result, out);
      else if (Array.isArray(el)) walk(el, segs, i, result, out);
    }
    return;
  }
  const proto = Object.getPrototypeOf(cur);
  if (proto !== Object.prototype && proto !== null) {
    result.push(undefined);
    return;
  }
  const next = (cur as Doc)[seg];
  if (next === undefined && i + 1 < segs.length) {
    result.push(undefined);
    return;
  }
  walk(next, segs, i + 1, result, out);
}

/** Sets a dotted path, creating intermediate objects. */
export function setPath(doc: Doc, path: string, value: unknown): void {
  const segs = path.split('.');
  let cur: Doc = doc;
  for (let i = 0; i < segs.length - 1; i++) {
    const seg = segs[i]!;
    let next = cur[seg];
    if (typeof next !== 'object' || next === null) {
      next = {};
      cur[seg] = next;
    }
    cur = next as Doc;
  }
  cur[segs[segs.length - 1]!] = value;
}
