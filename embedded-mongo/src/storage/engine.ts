/**
 * The in-memory store: databases -> collections. Every change is reported to the write log
 * (the journal when a dbPath is used) so that it can be made durable and replayed.
 */
import type { Binary } from 'bson';
import type { Doc } from '../bson/values';
import { ErrorCodes, MongoError } from '../errors';
import { Collection } from './collection';
import type { JournalEntry, WriteLog } from './types';

export function validateCollectionName(name: unknown): string {
  if (typeof name !== 'string' || name.length === 0) {
    throw new MongoError(ErrorCodes.InvalidNamespace, `Invalid namespace specified '${String(name)}'`);
  }
  if (name.includes('\0') || name.startsWith('.') || name.includes('$')) {
    throw new MongoError(ErrorCodes.InvalidNamespace, `Invalid collection name: ${name}`);
  }
  return name;
}

export function validateDbName(name: unknown): string {
  if (typeof name !== 'string' || name.length === 0 || /[/\\. "$\0]/.test(name) || name.length > 63) {
    throw new MongoError(ErrorCodes.InvalidNamespace, `Invalid database name: '${String(name)}'`);
  }
  return name;
}

export function splitNs(ns: string): [string, string] {
  const dot = ns.indexOf('.');
  if (dot <= 0) throw new MongoError(ErrorCodes.InvalidNamespace, `Invalid namespace specified '${ns}'`);
  return [ns.slice(0, dot), ns.slice(dot + 1)];
}

export class Engine {
  readonly dbs = new Map<string, Map<string, Collection>>();
  /** receives every change; replaced by the persistence layer when a dbPath is used */
  logSink: WriteLog | undefined;
  /** resolves when every change logged so far is durable */
  durable: () => Promise<void> = () => Promise.resolve();

  private readonly log: WriteLog = (entry: JournalEntry) => {
    this.logSink?.(entry);
  };

  getCollection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  listCollections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  /** Returns the collection, creating it (implicitly, as inserts/upserts/createIndexes do). */
  ensureCollection(db: string, name: string): Collection {
    return this.getCollection(db, name) ?? this.createCollection(db, name, {});
  }

  createCollection(db: string, name: string, options: Doc, uuid?: Binary, replaying = false): Collection {
    validateDbName(db);
    validateCollectionName(name);
    let colls = this.dbs.get(db);
    if (!colls) {
      colls = new Map();
      this.dbs.set(db, colls);
    }
    if (colls.has(name)) throw new MongoError(ErrorCodes.NamespaceExists, `Collection ${db}.${name} already exists.`);
    const coll = new Collection(db, name, options, this.log, uuid);
    colls.set(name, coll);
    if (!replaying) this.log({ op: 'cc', ns: coll.ns, options, uuid: coll.uuid });
    return coll;
  }

  dropCollection(db: string, name: string, replaying = false): Collection | undefined {
    const colls = this.dbs.get(db);
    const coll = colls?.get(name);
    if (!colls || !coll) return undefined;
    colls.delete(name);
    if (colls.size === 0) this.dbs.delete(db);
    if (!replaying) this.log({ op: 'dc', ns: coll.ns });
    return coll;
  }

  dropDatabase(db: string, replaying = false): void {
    if (!this.dbs.has(db)) return;
    this.dbs.delete(db);
    if (!replaying) this.log({ op: 'dd', db });
  }

  renameCollection(from: string, to: string, dropTarget: boolean, replaying = false): void {
    const [fromDb, fromName] = splitNs(from);
    const [toDb, toName] = splitNs(to);
    validateDbName(toDb);
    validateCollectionName(toName);
    const source = this.getCollection(fromDb, fromName);
    if (!source) throw new MongoError(ErrorCodes.NamespaceNotFound, 'Source collection ' + from + ' does not exist');
    if (from === to) throw new MongoError(ErrorCodes.IllegalOperation, "Can't rename a collection to itself");
    if (this.getCollection(toDb, toName)) {
      if (!dropTarget) throw new MongoError(ErrorCodes.NamespaceExists, 'target namespace exists');
      this.dropCollection(toDb, toName, true);
    }
    this.dbs.get(fromDb)!.delete(fromName);
    if (this.dbs.get(fromDb)!.size === 0) this.dbs.delete(fromDb);
    let colls = this.dbs.get(toDb);
    if (!colls) {
      colls = new Map();
      this.dbs.set(toDb, colls);
    }
    // Collection.db is readonly by design; a rename across databases builds a new holder.
    const target = new Collection(toDb, toName, source.options, this.log, source.uuid);
    for (const [k, rec] of source.docs) target.docs.set(k, rec);
    for (const idx of source.indexes) target.indexes.push(idx);
    target.idIndex.entries = source.idIndex.entries;
    colls.set(toName, target);
    if (!replaying) this.log({ op: 'rn', from, to });
  }
}
