/**
 * Durability for a dbPath:
 *   snapshot.bson          full state at generation G (written to .tmp, fsynced, renamed)
 *   journal.<gen>.bson     every change since; generations >= G are replayed in order
 *   embedded-mongo.lock    owner PID
 * Start-up loads the snapshot, replays the journals (cutting off a torn or corrupt tail) and
 * rebuilds the indexes. When the journal passes the threshold, a new generation starts and a
 * snapshot of the state at that moment is written in the background.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Binary } from 'bson';
import { typesUnder, type Doc } from '../bson/values';
import { parseIndexSpec } from '../storage/index-spec';
import type { Engine } from '../storage/engine';
import { splitNs } from '../storage/engine';
import type { Rec } from '../storage/types';
import { fsyncDir, Journal } from './journal';
import { LockFile } from './lock-file';
import { encodeDoc, encodeEntry, readRecords } from './records';

export const SNAPSHOT_FILE = 'snapshot.bson';
const JOURNAL_RE = /^journal\.(\d+)\.bson$/;

export function journalName(gen: number): string {
  return `journal.${String(gen).padStart(6, '0')}.bson`;
}

export interface PersistenceOptions {
  /** start a new snapshot when the journal grows past this many bytes (default 64 MiB) */
  compactThresholdBytes?: number;
  warn?: (msg: string) => void;
}

interface CapturedCollection {
  ns: string;
  options: Doc;
  uuid: Binary;
  indexes: Doc[];
  recs: Rec[];
}

export class Persistence {
  readonly dir: string;
  private readonly engine: Engine;
  private readonly lock: LockFile;
  private journal!: Journal;
  private readonly threshold: number;
  private readonly warn: (msg: string) => void;
  private compacting: Promise<void> | undefined;
  /** previous journal still flushing its last records during a generation switch */
  private draining: Journal | undefined;
  private closed = false;

  private constructor(dir: string, engine: Engine, lock: LockFile, opts: PersistenceOptions) {
    this.dir = dir;
    this.engine = engine;
    this.lock = lock;
    this.threshold = opts.compactThresholdBytes ?? 64 * 1024 * 1024;
    this.warn = opts.warn ?? ((m) => console.warn(`[embedded-mongo] ${m}`));
  }

  static async open(dbPath: string, engine: Engine, opts: PersistenceOptions = {}): Promise<Persistence> {
    const dir = path.resolve(dbPath);
    fs.mkdirSync(dir, { recursive: true });
    const lock = LockFile.acquire(dir);
    try {
      const p = new Persistence(dir, engine, lock, opts);
      await p.load();
      engine.logSink = (entry) => p.journal.append(encodeEntry(entry));
      engine.durable = () => (p.draining ? Promise.all([p.draining.sync(), p.journal.sync()]).then(() => undefined) : p.journal.sync());
      return p;
    } catch (err) {
      lock.release();
      throw err;
    }
  }

  private async load(): Promise<void> {
    const tmp = path.join(this.dir, SNAPSHOT_FILE + '.tmp');
    if (fs.existsSync(tmp)) fs.unlinkSync(tmp);
    let gen = 0;
    const snapFile = path.join(this.dir, SNAPSHOT_FILE);
    if (fs.existsSync(snapFile)) gen = this.loadSnapshot(snapFile);
    const journals = fs
      .readdirSync(this.dir)
      .map((f) => ({ f, m: JOURNAL_RE.exec(f) }))
      .filter((x): x is { f: string; m: RegExpExecArray } => x.m !== null)
      .map(({ f, m }) => ({ file: path.join(this.dir, f), gen: Number(m[1]) }))
      .sort((a, b) => a.gen - b.gen);
    let current = gen;
    for (const j of journals) {
      if (j.gen < gen) {
        fs.unlinkSync(j.file);
        continue;
      }
      this.replayJournal(j.file);
      current = j.gen;
    }
    for (const colls of this.engine.dbs.values()) {
      for (const c of colls.values()) c.rebuildIndexes(this.warn);
    }
    const file = path.join(this.dir, journalName(current));
    const existed = fs.existsSync(file);
    this.journal = await Journal.open(file, current);
    if (!existed) fsyncDir(this.dir);
    this.journal.onIdle = () => this.maybeCompact();
  }

  private loadSnapshot(file: string): number {
    const buf = fs.readFileSync(file);
    let gen: number | undefined;
    let ended = false;
    const res = readRecords(buf, (doc, types) => {
      if (doc.o === 'snap') gen = Number(doc.gen);
      else if (doc.o === 'end') ended = true;
      else this.apply(doc, types);
    });
    if (gen === undefined || !ended || res.problem) {
      throw new Error(`embedded-mongo: snapshot ${file} is damaged (${res.problem ?? 'incomplete'}); refusing to start`);
    }
    return gen;
  }

  private replayJournal(file: string): void {
    const buf = fs.readFileSync(file);
    const res = readRecords(buf, (doc, types) => this.apply(doc, types));
    if (res.problem) {
      this.warn(`journal ${path.basename(file)}: ${res.problem}; cutting off ${buf.length - res.validLength} bytes`);
      const fd = fs.openSync(file, 'r+');
      try {
        fs.ftruncateSync(fd, res.validLength);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
    }
  }

  /** Applies one journal/snapshot record to the engine (no journaling, indexes rebuilt later). */
  private apply(doc: Doc, types: ReturnType<typeof typesUnder>): void {
    const e = this.engine;
    switch (doc.o) {
      case 'i':
      case 'u': {
        const [db, name] = splitNs(String(doc.n));
        const coll = e.getCollection(db, name) ?? e.createCollection(db, name, {}, undefined, true);
        coll.putRaw(doc.d as Doc, typesUnder(types, 'd'));
        break;
      }
      case 'd': {
        const [db, name] = splitNs(String(doc.n));
        e.getCollection(db, name)?.deleteRaw(doc.id);
        break;
      }
      case 'cc': {
        const [db, name] = splitNs(String(doc.n));
        if (!e.getCollection(db, name)) e.createCollection(db, name, (doc.opts as Doc) ?? {}, doc.uuid as Binary, true);
        break;
      }
      case 'dc': {
        const [db, name] = splitNs(String(doc.n));
        e.dropCollection(db, name, true);
        break;
      }
      case 'ci': {
        const [db, name] = splitNs(String(doc.n));
        const coll = e.getCollection(db, name) ?? e.createCollection(db, name, {}, undefined, true);
        try {
          coll.createIndex(parseIndexSpec(doc.spec), true);
        } catch (err) {
          this.warn(`replay: index on ${String(doc.n)} skipped: ${(err as Error).message}`);
        }
        break;
      }
      case 'di': {
        const [db, name] = splitNs(String(doc.n));
        e.getCollection(db, name)?.dropIndex(String(doc.name), true);
        break;
      }
      case 'dd':
        e.dropDatabase(String(doc.db), true);
        break;
      case 'rn':
        try {
          e.renameCollection(String(doc.from), String(doc.to), true, true);
        } catch (err) {
          this.warn(`replay: rename skipped: ${(err as Error).message}`);
        }
        break;
      default:
        this.warn(`replay: unknown record type ${String(doc.o)}`);
    }
  }

  private maybeCompact(): void {
    if (this.closed || this.compacting || this.journal.size < this.threshold) return;
    this.compacting = this.compact()
      .catch((err) => this.warn(`compaction failed: ${(err as Error).message}`))
      .finally(() => {
        this.compacting = undefined;
      });
  }

  /** Starts a new journal generation and writes a snapshot of the state at this instant. */
  async compact(): Promise<void> {
    const old = this.journal;
    const gen = old.gen + 1;
    const next = await Journal.open(path.join(this.dir, journalName(gen)), gen);
    fsyncDir(this.dir);
    // capture and switch in one synchronous step: every change before this point is in the
    // captured state (and in the old journal), every change after it goes to the new journal
    const captured = this.capture();
    this.journal = next;
    this.draining = old;
    next.onIdle = () => this.maybeCompact();
    await old.close();
    this.draining = undefined;
    await this.writeSnapshot(gen, captured);
    for (const f of fs.readdirSync(this.dir)) {
      const m = JOURNAL_RE.exec(f);
      if (m && Number(m[1]) < gen) fs.unlinkSync(path.join(this.dir, f));
    }
  }

  private capture(): CapturedCollection[] {
    const out: CapturedCollection[] = [];
    for (const colls of this.engine.dbs.values()) {
      for (const c of colls.values()) {
        out.push({
          ns: c.ns,
          options: c.options,
          uuid: c.uuid,
          indexes: c.indexes.map((i) => ({ key: i.spec.key, name: i.spec.name, ...i.spec.options })),
          recs: [...c.docs.values()],
        });
      }
    }
    return out;
  }

  private async writeSnapshot(gen: number, colls: CapturedCollection[]): Promise<void> {
    const final = path.join(this.dir, SNAPSHOT_FILE);
    const tmp = final + '.tmp';
    const fsp = await import('node:fs/promises');
    const fh = await fsp.open(tmp, 'w');
    try {
      let chunk: Buffer[] = [encodeDoc({ o: 'snap', gen, v: 1 })];
      let bytes = 0;
      const flush = async (): Promise<void> => {
        if (chunk.length) await fh.writev(chunk);
        chunk = [];
        bytes = 0;
      };
      const push = async (b: Buffer): Promise<void> => {
        chunk.push(b);
        bytes += b.length;
        if (bytes > 1 << 20 || chunk.length >= 1000) await flush();
      };
      let count = 0;
      for (const c of colls) {
        await push(encodeEntry({ op: 'cc', ns: c.ns, options: c.options, uuid: c.uuid }));
        for (const spec of c.indexes) await push(encodeEntry({ op: 'ci', ns: c.ns, spec }));
        for (const rec of c.recs) {
          await push(encodeEntry({ op: 'i', ns: c.ns, rec }));
          count++;
        }
      }
      await push(encodeDoc({ o: 'end', docs: count }));
      await flush();
      await fh.sync();
    } finally {
      await fh.close();
    }
    fs.renameSync(tmp, final);
    fsyncDir(this.dir);
  }

  /** Flushes the journal, waits for a running compaction, releases the lock. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.compacting) await this.compacting;
    await this.journal.close();
    this.lock.release();
  }
}
