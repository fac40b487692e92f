import { exportDoc, typesUnder, type Doc } from '../bson/values';
import { ErrorCodes, MongoError } from '../errors';
import { findRecords } from '../query/planner';
import { makeProjector } from '../query/projection';
import { parseSort } from '../query/sort';
import type { UpdateSpec } from '../query/update';
import type { Rec } from '../storage/types';
import { collectionName, optBool, optDoc } from './args';
import type { CommandHandler } from './context';
import { updateRecord, upsertInsert } from './update';

const findAndModify: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, Object.keys(cmd)[0]!);
  const query = optDoc(cmd, 'query') ?? {};
  const sort = parseSort(cmd.sort);
  const remove = optBool(cmd, 'remove');
  const returnNew = optBool(cmd, 'new');
  const upsert = optBool(cmd, 'upsert');
  const fields = optDoc(cmd, 'fields') ?? optDoc(cmd, 'projection');
  const u = cmd.update as UpdateSpec | undefined;
  const arrayFilters = cmd.arrayFilters as Doc[] | undefined;
  if (remove && u !== undefined) throw new MongoError(ErrorCodes.FailedToParse, 'Cannot specify both an update and remove=true');
  if (!remove && (u === undefined || u === null || typeof u !== 'object')) {
    throw new MongoError(ErrorCodes.FailedToParse, 'Either an update or remove=true must be specified');
  }
  if (remove && (upsert || returnNew)) throw new MongoError(ErrorCodes.FailedToParse, 'Cannot specify both upsert=true and remove=true');
  let coll = ctx.engine.getCollection(ctx.db, name);
  const found = findRecords(coll, query, { sort, limit: 1 })[0];
  const lastErrorObject: Doc = {};
  let value: Rec | undefined;
  if (remove) {
    if (found) coll!.remove(found);
    lastErrorObject.n = found ? 1 : 0;
    value = found;
    ctx.server.opcounters.delete++;
  } else {
    const uTypes = typesUnder(ctx.types, 'update');
    if (found) {
      const next = updateRecord(coll!, found, u!, uTypes, arrayFilters, query);
      lastErrorObject.n = 1;
      lastErrorObject.updatedExisting = true;
      value = returnNew ? (next ?? found) : found;
    } else if (upsert) {
      coll ??= ctx.engine.ensureCollection(ctx.db, name);
      const rec = upsertInsert(coll, query, typesUnder(ctx.types, 'query'), u!, uTypes, arrayFilters);
      lastErrorObject.n = 1;
      lastErrorObject.updatedExisting = false;
      lastErrorObject.upserted = rec.d._id;
      value = returnNew ? rec : undefined;
    } else {
      lastErrorObject.n = 0;
      lastErrorObject.updatedExisting = false;
    }
    ctx.server.opcounters.update++;
  }
  await ctx.engine.durable();
  let out: Doc | null = null;
  if (value) {
    const project = makeProjector(query, fields);
    out = exportDoc(project ? project([value.d])[0]! : value.d, value.t);
  }
  return { lastErrorObject, value: out, ok: 1 };
};

export const findAndModifyCommands: Record<string, CommandHandler> = { findAndModify, findandmodify: findAndModify };
