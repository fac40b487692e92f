/**
 * Applying update specifications (operator updates via mingo, replacements, pipelines),
 * with MongoDB's rules that mingo does not cover: `_id` immutability, `$setOnInsert`,
 * numeric type preservation for `$inc`/`$mul`, and upsert seed documents.
 */
import { ObjectId } from 'bson';
import * as updateOperators from 'mingo/operators/update';
import { updateOne as mingoUpdateOne } from 'mingo/updater';
import { valuesEqual } from '../bson/compare';
import { keyOf } from '../bson/keys';
import {
  annotationFor,
  arithmeticKind,
  cloneValue,
  getPath,
  isPlainObject,
  numKind,
  type Doc,
  type NumKind,
  type NumTypes,
} from '../bson/values';
import { ErrorCodes, MongoError } from '../errors';
import { computeOptions, MINGO_OPTIONS } from './mingo';
import { setPath } from './paths';

const UPDATE_OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$currentDate',
  '$push',
  '$addToSet',
  '$pop',
  '$pull',
  '$pullAll',
  '$bit',
  '$setOnInsert',
]);

export type UpdateSpec = Doc | Doc[];

export function isPipelineUpdate(u: UpdateSpec): u is Doc[] {
  return Array.isArray(u);
}

export function isReplacement(u: UpdateSpec): boolean {
  if (Array.isArray(u)) return false;
  const keys = Object.keys(u);
  return keys.length === 0 || !keys[0]!.startsWith('$');
}

/** Annotations at `prefix` itself ('' key) and below it (relative keys). */
function typesAt(types: NumTypes | undefined, prefix: string): Array<[string, NumTypes[string]]> {
  if (!types) return [];
  const out: Array<[string, NumTypes[string]]> = [];
  const p = prefix + '.';
  for (const k in types) {
    if (k === prefix) out.push(['', types[k]!]);
    else if (k.startsWith(p)) out.push([k.slice(p.length), types[k]!]);
  }
  return out;
}

function dropUnder(types: NumTypes, path: string): void {
  for (const k of Object.keys(types)) {
    if (k === path || k.startsWith(path + '.') || path.startsWith(k + '.')) delete types[k];
  }
}

function isIdPath(path: string): boolean {
  return path === '_id' || path.startsWith('_id.');
}

function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int' : 'double';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (v instanceof Date) return 'date';
  return (v as { _bsontype?: string })?._bsontype?.toLowerCase() ?? 'object';
}

export interface UpdateResult {
  doc: Doc;
  types: NumTypes | undefined;
  changed: boolean;
}

export interface UpdateContext {
  /** annotations of the update spec, relative to it */
  specTypes: NumTypes | undefined;
  arrayFilters?: Doc[] | undefined;
  /** the query (needed by the positional `$` operator) */
  query?: Doc | undefined;
  /** applying to an upsert seed: `$setOnInsert` applies */
  inserting?: boolean;
}

function mapMingoError(err: unknown): never {
  if (err instanceof MongoError) throw err;
  const msg = err instanceof Error ? err.message : String(err);
  if (/would create a conflict/.test(msg)) throw new MongoError(ErrorCodes.ConflictingUpdateOperators, msg);
  if (/immutable field/.test(msg)) throw new MongoError(ErrorCodes.ImmutableField, msg);
  if (/Unknown update operator|Unknown modifier/.test(msg)) throw new MongoError(ErrorCodes.FailedToParse, msg);
  throw new MongoError(ErrorCodes.BadValue, msg);
}

/** Applies `u` to a copy of `old`; `old` is never modified. */
export function applyUpdate(old: Doc, oldTypes: NumTypes | undefined, u: UpdateSpec, ctx: UpdateContext): UpdateResult {
  if (isPipelineUpdate(u)) return applyPipeline(old, oldTypes, u);
  if (isReplacement(u)) return applyReplacement(old, u, ctx.specTypes);
  return applyOperators(old, oldTypes, u, ctx);
}

function applyReplacement(old: Doc, u: Doc, specTypes: NumTypes | undefined): UpdateResult {
  if ('_id' in u && !valuesEqual(u._id, old._id)) {
    throw new MongoError(
      ErrorCodes.ImmutableField,
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${String(u._id)}`,
    );
  }
  const doc: Doc = { _id: old._id };
  for (const k in u) if (k !== '_id') doc[k] = cloneValue(u[k]);
  return { doc, types: specTypes, changed: keyOf(doc) !== keyOf(old) };
}

function applyPipeline(old: Doc, oldTypes: NumTypes | undefined, pipeline: Doc[]): UpdateResult {
  const docs = [cloneValue(old)];
  try {
    mingoUpdateOne(docs, {}, pipeline as never, {}, MINGO_OPTIONS);
  } catch (err) {
    mapMingoError(err);
  }
  const doc = docs[0]!;
  if (!valuesEqual(doc._id, old._id)) {
    throw new MongoError(ErrorCodes.ImmutableField, `After applying the update, the (immutable) field '_id' was found to have been altered`);
  }
  let types: NumTypes | undefined;
  for (const p in oldTypes) {
    if (getPath(doc, p) === getPath(old, p)) (types ??= {})[p] = oldTypes[p]!;
  }
  return { doc: withIdFirst(doc), types, changed: keyOf(doc) !== keyOf(old) };
}

function applyOperators(old: Doc, oldTypes: NumTypes | undefined, u: Doc, ctx: UpdateContext): UpdateResult {
  const modifier: Doc = {};
  for (const [op, spec] of Object.entries(u)) {
    if (!op.startsWith('$')) {
      throw new MongoError(ErrorCodes.FailedToParse, `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);
    }
    if (!UPDATE_OPERATORS.has(op)) throw new MongoError(ErrorCodes.FailedToParse, `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);
    if (!isPlainObject(spec)) {
      throw new MongoError(
        ErrorCodes.FailedToParse,
        `Modifiers operate on fields but we found type ${typeName(spec)} instead. For example: {$mod: {<field>: ...}} not {${op}: ${String(spec)}}`,
      );
    }
    if (Object.keys(spec).length === 0) continue;
    if (op === '$setOnInsert') {
      if (!ctx.inserting) continue;
      const set = (modifier.$set ??= {}) as Doc;
      for (const [k, v] of Object.entries(spec)) {
        if (k in set) throw new MongoError(ErrorCodes.ConflictingUpdateOperators, `Updating the path '${k}' would create a conflict at '${k}'`);
        set[k] = v;
      }
      continue;
    }
    if (op === '$set' && modifier.$set) {
      Object.assign(modifier.$set as Doc, spec);
      continue;
    }
    modifier[op] = { ...spec };
  }
  let seedId: unknown;
  // _id is immutable: setting it to its current value is allowed (and dropped), anything else is not
  for (const [op, spec] of Object.entries(modifier)) {
    for (const path of Object.keys(spec as Doc)) {
      const target = op === '$rename' ? String((spec as Doc)[path]) : path;
      if (!isIdPath(path) && !isIdPath(target)) continue;
      if (op === '$set' && path === '_id' && valuesEqual((spec as Doc)[path], old._id) && !ctx.inserting) {
        delete (spec as Doc)[path];
        continue;
      }
      if (ctx.inserting && op === '$set' && path === '_id') {
        seedId = (spec as Doc)[path];
        delete (spec as Doc)[path];
        continue;
      }
      throw new MongoError(ErrorCodes.ImmutableField, `Performing an update on the path '${path}' would modify the immutable field '_id'`);
    }
    if (Object.keys(spec as Doc).length === 0) delete modifier[op];
  }
  if (seedId !== undefined) old = { ...old, _id: seedId };
  if (Object.keys(modifier).length === 0) return { doc: old, types: oldTypes, changed: seedId !== undefined };

  // numeric kinds before the update, for $inc/$mul
  const arith: Array<{ op: string; path: string; before: NumKind | undefined; operand: NumKind }> = [];
  for (const op of ['$inc', '$mul']) {
    const spec = modifier[op] as Doc | undefined;
    if (!spec) continue;
    for (const [path, amount] of Object.entries(spec)) {
      if (typeof amount !== 'number') {
        throw new MongoError(ErrorCodes.TypeMismatch, `Cannot ${op === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${path}: ${String(amount)}}`);
      }
      if (path.includes('$')) continue;
      const current = getPath(old, path);
      if (current !== undefined && typeof current !== 'number') {
        throw new MongoError(
          ErrorCodes.TypeMismatch,
          `Cannot apply ${op} to a value of non-numeric type. {_id: ${String(old._id)}} has the field '${path}' of non-numeric type ${typeName(current)}`,
        );
      }
      const operand = numKind(amount, ctx.specTypes?.[`${op}.${path}`]);
      arith.push({ op, path, before: current === undefined ? undefined : numKind(current, oldTypes?.[path]), operand });
    }
  }

  checkPathConflicts(modifier);
  const doc = cloneValue(old);
  const modified: string[] = [];
  try {
    const opts = computeOptions({ condition: ctx.query ?? {}, updateConfig: { cloneMode: 'copy' } });
    const arrayFilters = (ctx.arrayFilters ?? []) as never;
    for (const [op, expr] of Object.entries(modifier)) {
      const fn = (updateOperators as unknown as Record<string, (e: unknown, f: never, o: unknown) => (d: Doc) => string[]>)[op];
      if (!fn) throw new MongoError(ErrorCodes.FailedToParse, `Unknown modifier: ${op}`);
      modified.push(...fn(expr, arrayFilters, opts)(doc));
    }
  } catch (err) {
    mapMingoError(err);
  }
  if (modified.length === 0) return { doc: old, types: oldTypes, changed: seedId !== undefined };

  const types: NumTypes = { ...oldTypes };
  // $rename moves annotations along with the value
  const renamed: Array<[string, NumTypes[string]]> = [];
  const rename = modifier.$rename as Doc | undefined;
  if (rename) {
    for (const [from, to] of Object.entries(rename)) {
      for (const [rel, t] of typesAt(oldTypes, from)) renamed.push([String(to) + (rel ? '.' + rel : ''), t]);
    }
  }
  for (const m of modified) dropUnder(types, m);
  for (const [p, t] of renamed) types[p] = t;
  for (const op of ['$set', '$min', '$max']) {
    const spec = modifier[op] as Doc | undefined;
    if (!spec) continue;
    for (const path of Object.keys(spec)) {
      if (path.includes('$')) continue;
      const sourceOp = op === '$set' && ctx.inserting && !(u.$set && path in (u.$set as Doc)) ? '$setOnInsert' : op;
      for (const [rel, t] of typesAt(ctx.specTypes, `${sourceOp}.${path}`)) types[path + (rel ? '.' + rel : '')] = t;
    }
  }
  for (const { path, before, operand } of arith) {
    const result = getPath(doc, path);
    if (typeof result !== 'number') continue;
    const kind = before === undefined ? operand : arithmeticKind(before, operand, result);
    const ann = annotationFor(result, kind);
    if (ann) types[path] = ann;
    else delete types[path];
  }
  return { doc, types: Object.keys(types).length ? types : undefined, changed: true };
}

/** The part of an update path before its first positional segment (`items.$[el].n` -> `items`). */
function selectorOf(path: string): string {
  const i = path.indexOf('.$');
  return i === -1 ? path : path.slice(0, i);
}

/** Two operators may not touch the same path or a path and its parent (code 40). */
function checkPathConflicts(modifier: Doc): void {
  const paths: string[] = [];
  for (const [op, spec] of Object.entries(modifier)) {
    for (const [path, arg] of Object.entries(spec as Doc)) {
      paths.push(selectorOf(path));
      if (op === '$rename' && typeof arg === 'string') paths.push(arg);
    }
  }
  if (paths.length < 2) return;
  const sorted = [...paths].sort();
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1]!;
    const b = sorted[i]!;
    if (a === b || b.startsWith(a + '.')) {
      throw new MongoError(ErrorCodes.ConflictingUpdateOperators, `Updating the path '${b}' would create a conflict at '${a}'`);
    }
  }
}

/** Moves `_id` to the front (MongoDB always stores it first). */
export function withIdFirst(doc: Doc): Doc {
  const keys = Object.keys(doc);
  if (keys[0] === '_id' || !('_id' in doc)) return doc;
  const out: Doc = { _id: doc._id };
  for (const k of keys) if (k !== '_id') out[k] = doc[k];
  return out;
}

/** Gives the document an ObjectId `_id` when it has none and puts `_id` first. */
export function ensureId(doc: Doc): Doc {
  if (doc._id === undefined) {
    const out: Doc = { _id: new ObjectId() };
    for (const k in doc) if (k !== '_id') out[k] = doc[k];
    return out;
  }
  if (Array.isArray(doc._id)) throw new MongoError(ErrorCodes.InvalidIdField, `The '_id' value cannot be of type array`);
  if (doc._id instanceof RegExp) throw new MongoError(ErrorCodes.InvalidIdField, `can't use a regex for _id`);
  return withIdFirst(doc);
}

/** The document an upsert starts from: the query's equality fields. */
export function upsertSeed(query: Doc): Doc {
  const seed: Doc = {};
  collectEqualities(query, seed);
  return seed;
}

function collectEqualities(query: Doc, seed: Doc): void {
  for (const [k, v] of Object.entries(query)) {
    if (k === '$and' && Array.isArray(v)) {
      for (const sub of v) if (isPlainObject(sub)) collectEqualities(sub, seed);
      continue;
    }
    if (k.startsWith('$')) continue;
    if (isPlainObject(v)) {
      const keys = Object.keys(v);
      if (keys.length && keys[0]!.startsWith('$')) {
        if ('$eq' in v) setPath(seed, k, cloneValue(v.$eq));
        continue;
      }
    }
    if (v instanceof RegExp) continue;
    setPath(seed, k, cloneValue(v));
  }
}
