/** find, getMore, killCursors, count, distinct. */
import { compareValues } from '../bson/compare';
import { keyOf } from '../bson/keys';
import { ErrorCodes, MongoError } from '../errors';
import { collectValues, EMPTY_ARRAY } from '../query/paths';
import { countRecords, findRecords } from '../query/planner';
import { makeProjector } from '../query/projection';
import { parseSort } from '../query/sort';
import { collectionName, optBool, optDoc, optNumber, toLong } from './args';
import type { CommandHandler } from './context';

function nonNegative(v: number | undefined, field: string): number {
  if (v === undefined) return 0;
  if (v < 0) throw new MongoError(ErrorCodes.BadValue, `${field} value must be non-negative, but received: ${v}`);
  return Math.floor(v);
}

const find: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'find');
  const filter = optDoc(cmd, 'filter') ?? {};
  const sort = parseSort(cmd.sort);
  const projection = optDoc(cmd, 'projection');
  const skip = nonNegative(optNumber(cmd, 'skip'), 'skip');
  let limit = optNumber(cmd, 'limit') ?? 0;
  let singleBatch = optBool(cmd, 'singleBatch');
  if (limit < 0) {
    limit = -limit;
    singleBatch = true;
  }
  limit = Math.floor(limit);
  const batchSizeArg = optNumber(cmd, 'batchSize');
  if (batchSizeArg !== undefined && batchSizeArg < 0) {
    throw new MongoError(ErrorCodes.BadValue, `BSON field 'batchSize' value must be >= 0, actual value '${batchSizeArg}'`);
  }
  if (cmd.tailable) throw new MongoError(ErrorCodes.BadValue, 'tailable cursors are not supported (collection is not capped)');
  const coll = ctx.engine.getCollection(ctx.db, name);
  ctx.server.opcounters.query++;
  const recs = findRecords(coll, filter, { sort, skip, limit });
  return ctx.cursors.open(`${ctx.db}.${name}`, recs, {
    batchSize: batchSizeArg,
    singleBatch,
    project: makeProjector(filter, projection),
    connectionId: ctx.connectionId,
  });
};

const getMore: CommandHandler = (cmd, ctx) => {
  const id = toLong(cmd.getMore);
  const collection = cmd.collection;
  if (typeof collection !== 'string') throw new MongoError(ErrorCodes.TypeMismatch, "BSON field 'getMore.collection' is missing or not a string");
  ctx.server.opcounters.getmore++;
  return ctx.cursors.getMore(id, collection, ctx.db, optNumber(cmd, 'batchSize'));
};

const killCursors: CommandHandler = (cmd, ctx) => {
  const ids = cmd.cursors;
  if (!Array.isArray(ids)) throw new MongoError(ErrorCodes.TypeMismatch, "BSON field 'killCursors.cursors' is missing or not an array");
  const { killed, notFound } = ctx.cursors.kill(ids.map(toLong));
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

const count: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'count');
  const query = optDoc(cmd, 'query') ?? {};
  const skip = nonNegative(optNumber(cmd, 'skip'), 'skip');
  const limit = Math.abs(optNumber(cmd, 'limit') ?? 0);
  ctx.server.opcounters.command++;
  return { n: countRecords(ctx.engine.getCollection(ctx.db, name), query, skip, limit), ok: 1 };
};

const distinct: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'distinct');
  const key = cmd.key;
  if (typeof key !== 'string') throw new MongoError(ErrorCodes.TypeMismatch, "BSON field 'distinct.key' is missing or not a string");
  const query = optDoc(cmd, 'query') ?? {};
  const recs = findRecords(ctx.engine.getCollection(ctx.db, name), query);
  const seen = new Map<string, unknown>();
  for (const rec of recs) {
    for (const v of collectValues(rec.d, key)) {
      if (v === undefined || v === EMPTY_ARRAY) continue;
      const k = keyOf(v);
      if (!seen.has(k)) seen.set(k, v);
    }
  }
  const values = [...seen.values()].sort(compareValues);
  return { values, ok: 1 };
};

export const findCommands: Record<string, CommandHandler> = { find, getMore, killCursors, count, distinct };
