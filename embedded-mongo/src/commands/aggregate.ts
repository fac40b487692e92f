/**
 * aggregate: a leading $match/$sort/$skip/$limit runs through the planner (indexes), the rest
 * of the pipeline through mingo. Pipelines with stages that may write into their input
 * documents get copies, so stored documents are never modified. $out and $merge (last stage)
 * write through the engine.
 */
import { keyOf } from '../bson/keys';
import { cloneValue, isPlainObject, type Doc } from '../bson/values';
import { ErrorCodes, MongoError } from '../errors';
import { runAggregation } from '../query/mingo';
import { collectValues, EMPTY_ARRAY } from '../query/paths';
import { findRecords } from '../query/planner';
import { parseSort, type SortSpec } from '../query/sort';
import { ensureId } from '../query/update';
import type { Collection } from '../storage/collection';
import type { ResultItem } from '../cursors';
import { collectionName, optDoc, optNumber } from './args';
import type { CommandContext, CommandHandler } from './context';

const ALWAYS_SAFE = new Set([
  '$match',
  '$sort',
  '$limit',
  '$skip',
  '$count',
  '$group',
  '$sortByCount',
  '$replaceRoot',
  '$replaceWith',
  '$bucket',
  '$bucketAuto',
  '$sample',
  '$documents',
]);

/** True when no stage can write into the documents it receives. */
export function pipelineIsSafe(pipeline: unknown[]): boolean {
  for (const stage of pipeline) {
    if (!isPlainObject(stage)) return false;
    const [op, arg] = Object.entries(stage)[0] ?? [];
    if (!op) return false;
    if (ALWAYS_SAFE.has(op)) continue;
    switch (op) {
      case '$addFields':
      case '$set':
        if (isPlainObject(arg) && Object.keys(arg).every((k) => !k.includes('.'))) continue;
        return false;
      case '$project':
        if (isPlainObject(arg) && Object.keys(arg).every((k) => !k.includes('.'))) continue;
        return false;
      case '$unset': {
        const fields = Array.isArray(arg) ? arg : [arg];
        if (fields.every((f) => typeof f === 'string' && !f.includes('.'))) continue;
        return false;
      }
      case '$unwind':
        if (typeof arg === 'string') continue;
        if (isPlainObject(arg) && !arg.includeArrayIndex && !arg.preserveNullAndEmptyArrays) continue;
        return false;
      case '$lookup':
        if (isPlainObject(arg) && (!Array.isArray(arg.pipeline) || pipelineIsSafe(arg.pipeline))) continue;
        return false;
      case '$unionWith':
        if (typeof arg === 'string') continue;
        if (isPlainObject(arg) && (!Array.isArray(arg.pipeline) || pipelineIsSafe(arg.pipeline))) continue;
        return false;
      case '$facet':
        if (isPlainObject(arg) && Object.values(arg).every((p) => Array.isArray(p) && pipelineIsSafe(p))) continue;
        return false;
      default:
        return false;
    }
  }
  return true;
}

interface Prefix {
  filter: Doc;
  sort: SortSpec | undefined;
  skip: number;
  limit: number;
  consumed: number;
}

/** The leading $match / $sort / $skip / $limit stages the planner can run. */
function plannablePrefix(pipeline: Doc[]): Prefix {
  const p: Prefix = { filter: {}, sort: undefined, skip: 0, limit: 0, consumed: 0 };
  let i = 0;
  const first = pipeline[0];
  if (first && isPlainObject(first.$match) && Object.keys(first).length === 1) {
    p.filter = first.$match;
    i++;
  }
  const s = pipeline[i];
  if (s && s.$sort !== undefined && Object.keys(s).length === 1) {
    p.sort = parseSort(s.$sort);
    i++;
  }
  // $skip then $limit (in that order) can be folded; anything else stops the prefix
  const sk = pipeline[i];
  if (sk && typeof sk.$skip === 'number' && Object.keys(sk).length === 1 && sk.$skip >= 0) {
    p.skip = sk.$skip;
    i++;
  }
  const lim = pipeline[i];
  if (lim && typeof lim.$limit === 'number' && Object.keys(lim).length === 1 && lim.$limit > 0) {
    p.limit = lim.$limit;
    i++;
  }
  p.consumed = i;
  return p;
}

function targetOf(arg: unknown, db: string, stage: string): [string, string] {
  if (typeof arg === 'string') return [db, arg];
  if (isPlainObject(arg)) {
    const into = stage === '$merge' ? arg.into : arg;
    if (typeof into === 'string') return [db, into];
    if (isPlainObject(into) && typeof into.coll === 'string') return [typeof into.db === 'string' ? into.db : db, into.coll];
  }
  throw new MongoError(ErrorCodes.FailedToParse, `${stage} requires a target collection`);
}

function writeOut(ctx: CommandContext, arg: unknown, docs: Doc[]): void {
  const [db, name] = targetOf(arg, ctx.db, '$out');
  const existing = ctx.engine.getCollection(db, name);
  const coll = existing ?? ctx.engine.ensureCollection(db, name);
  for (const rec of [...coll.docs.values()]) coll.remove(rec);
  for (const d of docs) coll.insert(ensureId(cloneValue(d)), undefined);
}

function writeMerge(ctx: CommandContext, arg: unknown, docs: Doc[]): void {
  const [db, name] = targetOf(arg, ctx.db, '$merge');
  const spec = isPlainObject(arg) ? arg : {};
  const on = spec.on === undefined ? ['_id'] : Array.isArray(spec.on) ? (spec.on as string[]) : [String(spec.on)];
  const whenMatched = spec.whenMatched ?? 'merge';
  const whenNotMatched = spec.whenNotMatched ?? 'insert';
  const coll: Collection = ctx.engine.ensureCollection(db, name);
  for (const d of docs) {
    const filter: Doc = {};
    for (const f of on) filter[f] = d[f] ?? null;
    const match = findRecords(coll, filter, { limit: 1 })[0];
    if (!match) {
      if (whenNotMatched === 'discard') continue;
      if (whenNotMatched === 'fail') throw new MongoError(ErrorCodes.MergeStageNoMatchingDocument, '$merge could not find a matching document in the target collection');
      coll.insert(ensureId(cloneValue(d)), undefined);
      continue;
    }
    switch (whenMatched) {
      case 'keepExisting':
        break;
      case 'fail':
        throw new MongoError(ErrorCodes.DuplicateKey, `E11000 duplicate key error collection: ${coll.ns}`);
      case 'replace':
        coll.replace(match, { ...cloneValue(d), _id: match.d._id }, undefined);
        break;
      case 'merge':
        coll.replace(match, { ...match.d, ...cloneValue(d), _id: match.d._id }, undefined);
        break;
      default:
        throw new MongoError(ErrorCodes.NotImplemented, '$merge whenMatched pipelines are not supported by embedded-mongo');
    }
  }
}

/** A `$lookup` on localField/foreignField whose foreign side an index can narrow down. */
function indexedLookup(stage: Doc, ctx: CommandContext): { spec: Doc; from: Collection } | undefined {
  const spec = stage.$lookup;
  if (!isPlainObject(spec) || typeof spec.from !== 'string' || spec.pipeline !== undefined || spec.let !== undefined) return undefined;
  if (typeof spec.localField !== 'string' || typeof spec.foreignField !== 'string' || typeof spec.as !== 'string') return undefined;
  const from = ctx.engine.getCollection(ctx.db, spec.from);
  if (!from) return undefined;
  const field = spec.foreignField;
  const indexed = field === '_id' || from.indexes.some((i) => i.paths[0] === field && !i.spec.sparse && !i.spec.partialFilterExpression);
  return indexed ? { spec, from } : undefined;
}

/**
 * Runs stages through mingo. Each `$lookup` whose foreignField is indexed gets, instead of the
 * whole foreign collection, only the documents matching the local values (a feed page looking
 * up its authors touches 20 users, not all of them).
 */
function runStages(ctx: CommandContext, input: Doc[], stages: Doc[], safe: boolean, vars: Doc | undefined): Doc[] {
  const resolver = (collName: string): Doc[] => {
    const c = ctx.engine.getCollection(ctx.db, collName);
    if (!c) return [];
    const docs: Doc[] = [];
    for (const r of c.docs.values()) docs.push(safe ? r.d : cloneValue(r.d));
    return docs;
  };
  let docs = input;
  let segment: Doc[] = [];
  const flush = (): void => {
    if (segment.length) docs = runAggregation(segment, docs, resolver, vars);
    segment = [];
  };
  for (const stage of stages) {
    const lookup = '$lookup' in stage ? indexedLookup(stage, ctx) : undefined;
    if (!lookup) {
      segment.push(stage);
      continue;
    }
    flush();
    const seen = new Map<string, unknown>();
    let usable = true;
    for (const d of docs) {
      const values = collectValues(d, String(lookup.spec.localField));
      for (const v of values) {
        if (v instanceof RegExp || v === EMPTY_ARRAY) usable = false;
        seen.set(keyOf(v), v === undefined ? null : v);
      }
    }
    if (!usable) {
      segment.push(stage);
      continue;
    }
    const foreign = findRecords(lookup.from, { [String(lookup.spec.foreignField)]: { $in: [...seen.values()] } }).map((r) => (safe ? r.d : cloneValue(r.d)));
    segment.push({ $lookup: { ...lookup.spec, from: foreign } });
    flush();
  }
  flush();
  return docs;
}

const aggregate: CommandHandler = async (cmd, ctx) => {
  const target = cmd.aggregate;
  const pipeline = cmd.pipeline;
  if (!Array.isArray(pipeline)) throw new MongoError(ErrorCodes.TypeMismatch, "'pipeline' option must be specified as an array");
  for (const st of pipeline) {
    if (!isPlainObject(st) || Object.keys(st).length !== 1) {
      throw new MongoError(ErrorCodes.Location40323, 'A pipeline stage specification object must contain exactly one field.');
    }
  }
  const stages = pipeline as Doc[];
  if (stages.some((st) => '$changeStream' in st)) {
    throw new MongoError(ErrorCodes.Location40573, 'The $changeStream stage is only supported on replica sets');
  }
  const cursorOpt = optDoc(cmd, 'cursor');
  if (!cursorOpt && !cmd.explain) throw new MongoError(ErrorCodes.FailedToParse, "The 'cursor' option is required, except for aggregate with the explain argument");
  let name: string;
  let coll: Collection | undefined;
  if (target === 1 || target === 1.0) {
    name = '$cmd.aggregate';
  } else {
    name = collectionName(cmd, 'aggregate');
    coll = ctx.engine.getCollection(ctx.db, name);
  }
  ctx.server.opcounters.command++;

  const last = stages[stages.length - 1];
  const outStage = last && ('$out' in last || '$merge' in last) ? last : undefined;
  const body = outStage ? stages.slice(0, -1) : stages;

  const prefix = plannablePrefix(body);
  const recs = target === 1 || target === 1.0 ? [] : findRecords(coll, prefix.filter, prefix);
  const rest = body.slice(prefix.consumed);

  let items: ResultItem[];
  if (rest.length === 0) {
    items = recs;
  } else {
    const safe = pipelineIsSafe(rest);
    const input = safe ? recs.map((r) => r.d) : recs.map((r) => cloneValue(r.d));
    items = runStages(ctx, input, rest, safe, optDoc(cmd, 'let')).map((d) => ({ d }));
  }

  if (cmd.explain) {
    return { explainVersion: '1', stages: stages.map((s) => ({ [Object.keys(s)[0]!]: {} })), queryPlanner: { namespace: `${ctx.db}.${name}`, winningPlan: { stage: 'EMBEDDED' } }, ok: 1 };
  }
  if (outStage) {
    const docs = items.map((i) => i.d);
    if ('$out' in outStage) writeOut(ctx, outStage.$out, docs);
    else writeMerge(ctx, outStage.$merge, docs);
    await ctx.engine.durable();
    items = [];
  }
  return ctx.cursors.open(`${ctx.db}.${name}`, items, {
    batchSize: cursorOpt ? optNumber(cursorOpt, 'batchSize') : undefined,
    connectionId: ctx.connectionId,
  });
};

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
