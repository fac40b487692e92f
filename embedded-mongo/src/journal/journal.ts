/**
 * Append-only journal file with group commit: records appended during one event-loop turn
 * (and while a previous flush is in progress) are written with one writev + fdatasync, and
 * every writer waiting on them is released together.
 */
import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';

interface Waiter {
  seq: number;
  resolve: () => void;
  reject: (err: Error) => void;
}

export class Journal {
  readonly file: string;
  readonly gen: number;
  private readonly fh: FileHandle;
  private pending: Buffer[] = [];
  private appendedSeq = 0;
  private durableSeq = 0;
  private waiters: Waiter[] = [];
  private flushing = false;
  private scheduled = false;
  private failed: Error | undefined;
  /** bytes on disk (durable) */
  size: number;
  /** called after a flush when nothing is pending (all appended records are durable) */
  onIdle: (() => void) | undefined;

  constructor(file: string, gen: number, fh: FileHandle, size: number) {
    this.file = file;
    this.gen = gen;
    this.fh = fh;
    this.size = size;
  }

  static async open(file: string, gen: number): Promise<Journal> {
    const fs2 = await import('node:fs/promises');
    const fh = await fs2.open(file, 'a');
    const { size } = await fh.stat();
    return new Journal(file, gen, fh, size);
  }

  get hasPending(): boolean {
    return this.pending.length > 0 || this.flushing;
  }

  append(record: Buffer): void {
    if (this.failed) throw this.failed;
    this.pending.push(record);
    this.appendedSeq++;
    this.schedule();
  }

  /** Resolves once every record appended so far is on disk. */
  sync(): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    const seq = this.appendedSeq;
    if (seq <= this.durableSeq) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ seq, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.flushing) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flushLoop();
    });
  }

  private async flushLoop(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending;
        this.pending = [];
        const target = this.appendedSeq;
        let bytes = 0;
        for (const b of batch) bytes += b.length;
        await this.fh.writev(batch);
        await this.fh.datasync();
        this.size += bytes;
        this.durableSeq = target;
        this.release();
      }
    } catch (err) {
      this.failed = err instanceof Error ? err : new Error(String(err));
      for (const w of this.waiters) w.reject(this.failed);
      this.waiters = [];
    } finally {
      this.flushing = false;
    }
    if (!this.failed && this.pending.length === 0) this.onIdle?.();
  }

  private release(): void {
    if (this.waiters.length === 0) return;
    const still: Waiter[] = [];
    for (const w of this.waiters) {
      if (w.seq <= this.durableSeq) w.resolve();
      else still.push(w);
    }
    this.waiters = still;
  }

  /** Flushes everything and closes the file. */
  async close(): Promise<void> {
    while (this.pending.length > 0 || this.flushing) {
      if (this.failed) break;
      await this.sync().catch(() => undefined);
      if (this.flushing) await new Promise((r) => setImmediate(r));
    }
    await this.fh.close();
  }
}

export function fsyncDir(dir: string): void {
  try {
    const fd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // some platforms do not allow fsync on directories
  }
}
