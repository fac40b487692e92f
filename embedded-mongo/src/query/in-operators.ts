/**
 * `$in` / `$nin` with the list hashed once per query. mingo's own operators build a hash table of
 * the whole list for every document they test, so `{ userId: { $in: <1,000 ids> } }` over 1,000
 * documents hashed a million ObjectIds (seconds of CPU per query; the live panel's presence
 * recount spent 74% of the server's time there). Same semantics: mingo's HashMap (its hash and
 * equality), null matching missing fields, regular expressions matching strings, arrays matching
 * when any element does.
 */
import * as queryOperators from 'mingo/operators/query';
import type { Options } from 'mingo/types';
import { ensureArray, HashMap, isNil, isRegExp, isString, resolve } from 'mingo/util';

type QueryOperator = (selector: string, value: unknown, options: Options) => (doc: unknown) => boolean;

function inPredicate(list: unknown[]): (value: unknown) => boolean {
  const table = HashMap.init<unknown, true>();
  for (const v of list) table.set(v, true);
  const matchesNull = list.some((v) => v === null);
  const patterns = list.filter(isRegExp) as RegExp[];
  return (value) => {
    if (isNil(value)) return matchesNull;
    const values = ensureArray(value) as unknown[];
    for (const v of values) if (table.has(v)) return true;
    return patterns.length > 0 && values.some((v) => isString(v) && patterns.some((re) => re.test(v)));
  };
}

function membership(negate: boolean, fallback: QueryOperator): QueryOperator {
  return (selector, value, options) => {
    if (!Array.isArray(value)) return fallback(selector, value, options);
    const matches = inPredicate(value);
    return (doc) => matches(resolve(doc as Parameters<typeof resolve>[0], selector, { unwrapArray: true })) !== negate;
  };
}

export const $in = membership(false, queryOperators.$in as unknown as QueryOperator);
export const $nin = membership(true, queryOperators.$nin as unknown as QueryOperator);
