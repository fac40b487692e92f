/** update and delete commands. */
import { typesByIndex, type Doc, type NumTypes } from '../bson/values';
import { ErrorCodes, MongoError } from '../errors';
import { findRecords } from '../query/planner';
import { applyUpdate, ensureId, isReplacement, upsertSeed, type UpdateSpec } from '../query/update';
import type { Collection } from '../storage/collection';
import type { Rec } from '../storage/types';
import { MAX_WRITE_BATCH_SIZE } from '../wire/constants';
import { collectionName, docArray } from './args';
import type { CommandHandler } from './context';
import { checkDocSize } from './insert';
import { eachWrite } from './write-errors';

function seedTypes(qTypes: NumTypes | undefined): NumTypes | undefined {
  if (!qTypes) return undefined;
  let out: NumTypes | undefined;
  for (const k in qTypes) if (!k.includes('$')) (out ??= {})[k] = qTypes[k]!;
  return out;
}

function updateSpecOf(v: unknown): UpdateSpec {
  if (Array.isArray(v) || (typeof v === 'object' && v !== null)) return v as UpdateSpec;
  throw new MongoError(ErrorCodes.FailedToParse, 'Update argument must be either an object or an array');
}

export interface UpsertOutcome {
  rec: Rec;
}

/** Inserts the document an upsert produces (query equalities + update). */
export function upsertInsert(coll: Collection, query: Doc, qTypes: NumTypes | undefined, u: UpdateSpec, uTypes: NumTypes | undefined, arrayFilters: Doc[] | undefined): Rec {
  const seed = upsertSeed(query);
  let doc: Doc;
  let types: NumTypes | undefined;
  if (!Array.isArray(u) && isReplacement(u)) {
    doc = { ...u };
    if (doc._id === undefined && seed._id !== undefined) doc = { _id: seed._id, ...doc };
    types = uTypes;
  } else {
    const res = applyUpdate(seed, seedTypes(qTypes), u, { specTypes: uTypes, arrayFilters, inserting: true });
    doc = res.doc;
    types = res.types;
  }
  doc = ensureId(doc);
  checkDocSize(doc, 'upserted document');
  return coll.insert(doc, types);
}

/** Applies an update to one stored record; returns the new record, or undefined when nothing changed. */
export function updateRecord(coll: Collection, rec: Rec, u: UpdateSpec, uTypes: NumTypes | undefined, arrayFilters: Doc[] | undefined, query: Doc): Rec | undefined {
  const res = applyUpdate(rec.d, rec.t, u, { specTypes: uTypes, arrayFilters, query });
  if (!res.changed) return undefined;
  checkDocSize(res.doc, 'Resulting document after update');
  return coll.replace(rec, res.doc, res.types);
}

const update: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'update');
  const updates = docArray(cmd, 'updates');
  if (updates.length > MAX_WRITE_BATCH_SIZE) throw new MongoError(ErrorCodes.InvalidLength, 'Write batch too large');
  const ordered = cmd.ordered !== false;
  const uTypes = typesByIndex(ctx.types, 'updates', 'u');
  const qTypes = typesByIndex(ctx.types, 'updates', 'q');
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const writeErrors = eachWrite(updates, ordered, (spec, i) => {
    const q = (spec.q ?? {}) as Doc;
    const u = updateSpecOf(spec.u);
    const multi = spec.multi === true;
    const arrayFilters = spec.arrayFilters as Doc[] | undefined;
    if (multi && !Array.isArray(u) && isReplacement(u) && Object.keys(u).length > 0) {
      throw new MongoError(ErrorCodes.FailedToParse, 'multi update is not supported for replacement-style update');
    }
    let coll = ctx.engine.getCollection(ctx.db, name);
    const matches = findRecords(coll, q, { limit: multi ? 0 : 1 });
    if (matches.length === 0) {
      if (spec.upsert === true) {
        coll ??= ctx.engine.ensureCollection(ctx.db, name);
        const rec = upsertInsert(coll, q, qTypes.get(i), u, uTypes.get(i), arrayFilters);
        upserted.push({ index: i, _id: rec.d._id });
        n++;
      }
      return;
    }
    for (const rec of matches) {
      n++;
      if (updateRecord(coll!, rec, u, uTypes.get(i), arrayFilters, q)) nModified++;
    }
  });
  ctx.server.opcounters.update += updates.length;
  await ctx.engine.durable();
  const out: Doc = { n, nModified };
  if (upserted.length) out.upserted = upserted;
  if (writeErrors.length) out.writeErrors = writeErrors;
  out.ok = 1;
  return out;
};

const del: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'delete');
  const deletes = docArray(cmd, 'deletes');
  if (deletes.length > MAX_WRITE_BATCH_SIZE) throw new MongoError(ErrorCodes.InvalidLength, 'Write batch too large');
  const ordered = cmd.ordered !== false;
  const coll = ctx.engine.getCollection(ctx.db, name);
  let n = 0;
  const writeErrors = eachWrite(deletes, ordered, (spec) => {
    const q = (spec.q ?? {}) as Doc;
    const limit = Number(spec.limit ?? 0);
    if (limit !== 0 && limit !== 1) throw new MongoError(ErrorCodes.FailedToParse, 'The limit field in delete objects must be 0 or 1. Got ' + limit);
    if (!coll) return;
    for (const rec of findRecords(coll, q, { limit })) {
      coll.remove(rec);
      n++;
    }
  });
  ctx.server.opcounters.delete += deletes.length;
  await ctx.engine.durable();
  return writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
};

export const updateCommands: Record<string, CommandHandler> = { update, delete: del };
