/** Database and collection management commands, and statistics. */
import type { Doc } from '../bson/values';
import { ErrorCodes, MongoError } from '../errors';
import { compileQuery } from '../query/mingo';
import { describeIndex, parseIndexSpec } from '../storage/index-spec';
import { splitNs, validateDbName } from '../storage/engine';
import { collectionName, optBool, optDoc, optNumber } from './args';
import type { CommandHandler } from './context';

const create: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'create');
  if (cmd.viewOn !== undefined) throw new MongoError(ErrorCodes.CommandNotSupported, 'views are not supported by embedded-mongo');
  const options: Doc = {};
  for (const [k, v] of Object.entries(cmd)) {
    if (k === 'create' || k.startsWith('$') || k === 'lsid' || k === 'writeConcern' || k === 'comment') continue;
    options[k] = v;
  }
  ctx.engine.createCollection(ctx.db, name, options);
  return ctx.engine.durable().then(() => ({ ok: 1 }));
};

const drop: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'drop');
  const coll = ctx.engine.dropCollection(ctx.db, name);
  await ctx.engine.durable();
  if (!coll) return { ok: 1 };
  return { nIndexesWas: coll.indexes.length + 1, ns: coll.ns, ok: 1 };
};

const dropDatabase: CommandHandler = async (_cmd, ctx) => {
  ctx.engine.dropDatabase(ctx.db);
  await ctx.engine.durable();
  return { dropped: ctx.db, ok: 1 };
};

const listCollections: CommandHandler = (cmd, ctx) => {
  const filter = optDoc(cmd, 'filter');
  const nameOnly = optBool(cmd, 'nameOnly');
  let items: Doc[] = ctx.engine.listCollections(ctx.db).map((c) =>
    nameOnly
      ? { name: c.name, type: 'collection' }
      : {
          name: c.name,
          type: 'collection',
          options: c.options,
          info: { readOnly: false, uuid: c.uuid },
          idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
        },
  );
  if (filter && Object.keys(filter).length) {
    const q = compileQuery(filter);
    items = items.filter((d) => q.test(d));
  }
  const cursor = optDoc(cmd, 'cursor');
  return ctx.cursors.open(`${ctx.db}.$cmd.listCollections`, items.map((d) => ({ d })), {
    batchSize: cursor ? optNumber(cursor, 'batchSize') : undefined,
    connectionId: ctx.connectionId,
  });
};

const listDatabases: CommandHandler = (cmd, ctx) => {
  const nameOnly = optBool(cmd, 'nameOnly');
  const filter = optDoc(cmd, 'filter');
  let dbs: Doc[] = [...ctx.engine.dbs.entries()].map(([name, colls]) => {
    let size = 0;
    for (const c of colls.values()) size += c.docs.size * 64;
    return nameOnly ? { name } : { name, sizeOnDisk: size, empty: size === 0 };
  });
  if (filter && Object.keys(filter).length) {
    const q = compileQuery(filter);
    dbs = dbs.filter((d) => q.test(d));
  }
  if (nameOnly) return { databases: dbs, ok: 1 };
  const totalSize = dbs.reduce((n, d) => n + Number(d.sizeOnDisk ?? 0), 0);
  return { databases: dbs, totalSize, totalSizeMb: Math.round(totalSize / 1024 / 1024), ok: 1 };
};

const renameCollection: CommandHandler = async (cmd, ctx) => {
  if (ctx.db !== 'admin') throw new MongoError(ErrorCodes.Unauthorized, 'renameCollection may only be run against the admin database.');
  const from = cmd.renameCollection;
  const to = cmd.to;
  if (typeof from !== 'string' || typeof to !== 'string') throw new MongoError(ErrorCodes.TypeMismatch, 'renameCollection and to must be strings');
  splitNs(from);
  validateDbName(splitNs(to)[0]);
  ctx.engine.renameCollection(from, to, optBool(cmd, 'dropTarget'));
  await ctx.engine.durable();
  return { ok: 1 };
};

const dbStats: CommandHandler = (cmd, ctx) => {
  const scale = optNumber(cmd, 'scale') ?? 1;
  const colls = ctx.engine.listCollections(ctx.db);
  let objects = 0;
  let dataSize = 0;
  let indexes = 0;
  let indexSize = 0;
  for (const c of colls) {
    objects += c.docs.size;
    dataSize += c.dataSize();
    indexes += c.allIndexes.length;
    for (const i of c.allIndexes) indexSize += i.approxSize();
  }
  return {
    db: ctx.db,
    collections: colls.length,
    views: 0,
    objects,
    avgObjSize: objects ? dataSize / objects : 0,
    dataSize: dataSize / scale,
    storageSize: dataSize / scale,
    indexes,
    indexSize: indexSize / scale,
    totalSize: (dataSize + indexSize) / scale,
    scaleFactor: scale,
    fsUsedSize: 0,
    fsTotalSize: 0,
    ok: 1,
  };
};

const collStats: CommandHandler = (cmd, ctx) => {
  const name = collectionName(cmd, 'collStats');
  const coll = ctx.engine.getCollection(ctx.db, name);
  if (!coll) throw new MongoError(ErrorCodes.NamespaceNotFound, `Collection [${ctx.db}.${name}] not found.`);
  const scale = optNumber(cmd, 'scale') ?? 1;
  const size = coll.dataSize();
  const indexSizes: Doc = {};
  let totalIndexSize = 0;
  for (const i of coll.allIndexes) {
    indexSizes[i.spec.name] = i.approxSize() / scale;
    totalIndexSize += i.approxSize();
  }
  return {
    ns: coll.ns,
    count: coll.docs.size,
    size: size / scale,
    avgObjSize: coll.docs.size ? size / coll.docs.size : 0,
    storageSize: size / scale,
    nindexes: coll.allIndexes.length,
    totalIndexSize: totalIndexSize / scale,
    totalSize: (size + totalIndexSize) / scale,
    indexSizes,
    scaleFactor: scale,
    capped: false,
    ok: 1,
  };
};

/** collMod: supports changing an index's expireAfterSeconds (what mongoose/syncIndexes may send). */
const collMod: CommandHandler = async (cmd, ctx) => {
  const name = collectionName(cmd, 'collMod');
  const coll = ctx.engine.getCollection(ctx.db, name);
  if (!coll) throw new MongoError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ctx.db}.${name}`);
  const index = optDoc(cmd, 'index');
  if (!index) return { ok: 1 };
  const target = coll.indexes.find((i) =>
    typeof index.name === 'string' ? i.spec.name === index.name : JSON.stringify(i.spec.key) === JSON.stringify(index.keyPattern),
  );
  if (!target) throw new MongoError(ErrorCodes.IndexNotFound, `cannot find index ${JSON.stringify(index.name ?? index.keyPattern)}`);
  const out: Doc = { ok: 1 };
  if (typeof index.expireAfterSeconds === 'number') {
    out.expireAfterSeconds_old = target.spec.expireAfterSeconds;
    out.expireAfterSeconds_new = index.expireAfterSeconds;
    const spec: Doc = { ...describeIndex(target.spec), expireAfterSeconds: index.expireAfterSeconds };
    delete spec.v;
    coll.dropIndex(target.spec.name);
    coll.createIndex(parseIndexSpec(spec));
    await ctx.engine.durable();
  }
  return out;
};

export const adminCommands: Record<string, CommandHandler> = {
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
  renameCollection,
  dbStats,
  dbstats: dbStats,
  collStats,
  collstats: collStats,
  collMod,
};
