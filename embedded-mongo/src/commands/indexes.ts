/** createIndexes, listIndexes, dropIndexes. */
import type { Doc } from '../bson/values';
import { ErrorCodes, MongoError } from '../errors';
import { describeIndex, parseIndexSpec } from '../storage/index-spec';
import { collectionName, optDoc, optNumber } from './args';
import type { CommandHandler } from './context';

const createIndexes: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'createIndexes');
  const specs = cmd.indexes;
  if (!Array.isArray(specs) || specs.length === 0) {
    throw new MongoError(ErrorCodes.BadValue, 'Must specify at least one index to create');
  }
  const parsed = specs.map(parseIndexSpec);
  const existed = ctx.engine.getCollection(ctx.db, name);
  const coll = existed ?? ctx.engine.ensureCollection(ctx.db, name);
  const before = coll.allIndexes.length;
  let created = 0;
  for (const spec of parsed) if (coll.createIndex(spec)) created++;
  await ctx.engine.durable();
  const out: Doc = {
    numIndexesBefore: before,
    numIndexesAfter: coll.allIndexes.length,
    createdCollectionAutomatically: !existed,
  };
  if (created === 0) out.note = 'all indexes already exist';
  out.ok = 1;
  return out;
};

const listIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'listIndexes');
  const coll = ctx.engine.getCollection(ctx.db, name);
  if (!coll) throw new MongoError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ctx.db}.${name}`);
  const cursor = optDoc(cmd, 'cursor');
  return ctx.cursors.open(`${ctx.db}.$cmd.listIndexes.${name}`, coll.allIndexes.map((i) => ({ d: describeIndex(i.spec) })), {
    batchSize: cursor ? optNumber(cursor, 'batchSize') : undefined,
    connectionId: ctx.connectionId,
  });
};

const dropIndexes: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, Object.keys(cmd)[0]!);
  const coll = ctx.engine.getCollection(ctx.db, name);
  if (!coll) throw new MongoError(ErrorCodes.NamespaceNotFound, `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = coll.allIndexes.length;
  const target = cmd.index;
  const names: string[] = [];
  if (target === '*') {
    names.push(...coll.indexes.map((i) => i.spec.name));
  } else if (typeof target === 'string') {
    names.push(target);
  } else if (Array.isArray(target)) {
    for (const t of target) names.push(String(t));
  } else if (target && typeof target === 'object') {
    const wanted = JSON.stringify(target);
    const found = coll.allIndexes.find((i) => JSON.stringify(i.spec.key) === wanted);
    if (!found) throw new MongoError(ErrorCodes.IndexNotFound, `can't find index with key: ${wanted}`);
    names.push(found.spec.name);
  } else {
    throw new MongoError(ErrorCodes.TypeMismatch, 'index must be a string, an array of strings or a key pattern');
  }
  for (const n of names) {
    if (n === '_id_') throw new MongoError(ErrorCodes.InvalidOptions, 'cannot drop _id index');
    if (!coll.findIndex(n)) throw new MongoError(ErrorCodes.IndexNotFound, `index not found with name [${n}]`);
  }
  for (const n of names) coll.dropIndex(n);
  await ctx.engine.durable();
  return { nIndexesWas, ok: 1 };
};

export const indexCommands: Record<string, CommandHandler> = {
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
};
