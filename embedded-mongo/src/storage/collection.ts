import { UUID, calculateObjectSize, type Binary } from 'bson';
import { keyOf } from '../bson/keys';
import type { Doc, NumTypes } from '../bson/values';
import { ErrorCodes, MongoError } from '../errors';
import { duplicateKeyError } from './dup-key';
import { Index, type IndexKey } from './collection-index';
import { describeIndex, parseIndexSpec, sameIndexOptions, sameKey, type IndexSpec } from './index-spec';
import type { Rec, WriteLog } from './types';

const ID_SPEC: IndexSpec = parseIndexSpec({ key: { _id: 1 }, name: '_id_' });
const DATE_MIN = new Date(-8.64e15);

export class Collection {
  readonly db: string;
  name: string;
  readonly uuid: Binary;
  readonly options: Doc;
  /** `_id` key string -> record, in insertion order */
  readonly docs = new Map<string, Rec>();
  readonly idIndex: Index;
  /** secondary indexes (the `_id_` index is `idIndex`) */
  readonly indexes: Index[] = [];
  private readonly log: WriteLog;

  constructor(db: string, name: string, options: Doc, log: WriteLog, uuid?: Binary) {
    this.db = db;
    this.name = name;
    this.options = options;
    this.uuid = uuid ?? new UUID();
    this.log = log;
    this.idIndex = new Index(ID_SPEC);
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get allIndexes(): Index[] {
    return [this.idIndex, ...this.indexes];
  }

  get(ik: string): Rec | undefined {
    return this.docs.get(ik);
  }

  /** Inserts a document that already has its `_id` (first field). Throws E11000. */
  insert(doc: Doc, types: NumTypes | undefined, replaying = false): Rec {
    const id = doc._id;
    const k = keyOf(id);
    if (this.docs.has(k)) throw duplicateKeyError(this.ns, ID_SPEC, { values: [id], str: k });
    const keys: Array<IndexKey[] | null> = [];
    for (const idx of this.indexes) {
      const ks = idx.keysFor(doc);
      if (ks && idx.spec.unique) {
        const conflict = idx.findConflict(ks, undefined);
        if (conflict) throw duplicateKeyError(this.ns, idx.spec, conflict.key);
      }
      keys.push(ks);
    }
    const rec: Rec = { k, d: doc, t: types };
    this.docs.set(k, rec);
    this.idIndex.add(k, id, [{ values: [id], str: k }]);
    this.indexes.forEach((idx, i) => {
      const ks = keys[i];
      if (ks) idx.add(k, id, ks);
    });
    if (!replaying) this.log({ op: 'i', ns: this.ns, rec });
    return rec;
  }

  /** Replaces a stored record by a new version of the same document. Throws E11000. */
  replace(old: Rec, doc: Doc, types: NumTypes | undefined): Rec {
    const id = old.d._id;
    const changes: Array<{ idx: Index; before: IndexKey[] | null; after: IndexKey[] | null }> = [];
    for (const idx of this.indexes) {
      const before = idx.keysFor(old.d);
      const after = idx.keysFor(doc);
      if (sameKeys(before, after)) continue;
      if (after && idx.spec.unique) {
        const conflict = idx.findConflict(after, old.k);
        if (conflict) throw duplicateKeyError(this.ns, idx.spec, conflict.key);
      }
      changes.push({ idx, before, after });
    }
    for (const { idx, before, after } of changes) {
      if (before) idx.remove(old.k, id, before);
      if (after) idx.add(old.k, id, after);
    }
    const rec: Rec = { k: old.k, d: doc, t: types };
    this.docs.set(old.k, rec);
    this.log({ op: 'u', ns: this.ns, rec });
    return rec;
  }

  remove(rec: Rec, replaying = false): void {
    if (this.docs.get(rec.k) !== rec) return;
    const id = rec.d._id;
    this.docs.delete(rec.k);
    this.idIndex.remove(rec.k, id, [{ values: [id], str: rec.k }]);
    for (const idx of this.indexes) {
      const ks = idx.keysFor(rec.d);
      if (ks) idx.remove(rec.k, id, ks);
    }
    if (!replaying) this.log({ op: 'd', ns: this.ns, id });
  }

  /** Replay helper: puts a record in place regardless of indexes (rebuilt afterwards). */
  putRaw(doc: Doc, types: NumTypes | undefined): void {
    const k = keyOf(doc._id);
    this.docs.set(k, { k, d: doc, t: types });
  }

  deleteRaw(id: unknown): void {
    this.docs.delete(keyOf(id));
  }

  /** Rebuilds every index from the documents (after replay); unique conflicts are reported, not fatal. */
  rebuildIndexes(warn: (msg: string) => void): void {
    this.idIndex.clear();
    for (const idx of this.indexes) idx.clear();
    for (const rec of this.docs.values()) {
      this.idIndex.add(rec.k, rec.d._id, [{ values: [rec.d._id], str: rec.k }]);
      for (const idx of this.indexes) {
        const ks = idx.keysFor(rec.d);
        if (!ks) continue;
        if (idx.spec.unique && idx.findConflict(ks, rec.k)) {
          warn(`duplicate key in unique index ${this.ns}.${idx.spec.name} while rebuilding; keeping both documents`);
        }
        idx.add(rec.k, rec.d._id, ks);
      }
    }
  }

  findIndex(name: string): Index | undefined {
    if (name === '_id_') return this.idIndex;
    return this.indexes.find((i) => i.spec.name === name);
  }

  /**
   * Creates an index; returns false when an identical index exists.
   * Conflicts: same name other key -> 86, same key other name/options -> 85.
   */
  createIndex(spec: IndexSpec, replaying = false): boolean {
    for (const existing of this.allIndexes) {
      const e = existing.spec;
      if (e.name === spec.name) {
        if (!sameKey(e, spec)) {
          throw new MongoError(
            ErrorCodes.IndexKeySpecsConflict,
            `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(describeIndex(spec))}, existing index: ${JSON.stringify(describeIndex(e))}`,
          );
        }
        if (e.name === '_id_' || sameIndexOptions(e, spec)) return false;
        throw new MongoError(
          ErrorCodes.IndexOptionsConflict,
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(describeIndex(spec))}, existing index: ${JSON.stringify(describeIndex(e))}`,
        );
      }
      if (sameKey(e, spec) && JSON.stringify(e.options.collation ?? null) === JSON.stringify(spec.options.collation ?? null)) {
        // { _id: 1 } under another name: the _id index already covers it (as mongod answers)
        if (e.name === '_id_') return false;
        if (sameIndexOptions(e, spec)) {
          throw new MongoError(ErrorCodes.IndexOptionsConflict, `Index already exists with a different name: ${e.name}`);
        }
        throw new MongoError(
          ErrorCodes.IndexOptionsConflict,
          `An existing index has the same key pattern but different options: ${e.name}`,
        );
      }
    }
    if (spec.name === '_id_') throw new MongoError(ErrorCodes.CannotCreateIndex, 'The index name _id_ is reserved for the _id index');
    const idx = new Index(spec);
    if (!replaying) {
      for (const rec of this.docs.values()) {
        const ks = idx.keysFor(rec.d);
        if (!ks) continue;
        if (spec.unique) {
          const conflict = idx.findConflict(ks, rec.k);
          if (conflict) throw duplicateKeyError(this.ns, spec, conflict.key);
        }
        idx.add(rec.k, rec.d._id, ks);
      }
    }
    this.indexes.push(idx);
    if (!replaying) this.log({ op: 'ci', ns: this.ns, spec: { key: spec.key, name: spec.name, ...spec.options } });
    return true;
  }

  dropIndex(name: string, replaying = false): void {
    const i = this.indexes.findIndex((x) => x.spec.name === name);
    if (i === -1) return;
    this.indexes.splice(i, 1);
    if (!replaying) this.log({ op: 'di', ns: this.ns, name });
  }

  /** TTL: removes documents whose indexed date is older than expireAfterSeconds. */
  expire(now: number): number {
    let removed = 0;
    for (const idx of this.indexes) {
      const secs = idx.spec.expireAfterSeconds;
      if (secs === undefined || idx.spec.fields.length !== 1) continue;
      const cutoff = new Date(now - secs * 1000);
      const [start, end] = idx.region([{ lo: { v: DATE_MIN, incl: true }, hi: { v: cutoff, incl: false } }]);
      if (start >= end) continue;
      const iks = new Set<string>();
      for (let i = start; i < end; i++) iks.add(idx.entries[i]!.ik);
      for (const ik of iks) {
        const rec = this.docs.get(ik);
        if (rec) {
          this.remove(rec);
          removed++;
        }
      }
    }
    return removed;
  }

  /** Sum of the stored documents' BSON sizes (dbStats, collStats). */
  dataSize(): number {
    let size = 0;
    for (const rec of this.docs.values()) {
      let n = recordSizes.get(rec);
      if (n === undefined) recordSizes.set(rec, (n = approxDocSize(rec.d)));
      size += n;
    }
    return size;
  }
}

function sameKeys(a: IndexKey[] | null, b: IndexKey[] | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.str !== b[i]!.str) return false;
  return true;
}

/**
 * BSON sizes of records already measured: records never change (an update stores a new one), so
 * repeated statistics (an operator dashboard reads dbStats every few seconds) only size new ones.
 */
const recordSizes = new WeakMap<Rec, number>();

function approxDocSize(d: Doc): number {
  try {
    return calculateObjectSize(d);
  } catch {
    return 0;
  }
}
