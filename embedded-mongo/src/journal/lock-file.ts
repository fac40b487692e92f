/**
 * A lock file in the dbPath holding the owner's PID and process start time. Another process,
 * another thread of this process, or a second server on the same thread cannot open the same
 * dbPath; a lock left by a dead process (or by an earlier process that had the same PID, e.g.
 * PID 1 in a container) is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'embedded-mongo.lock';

const heldInThisThread = new Set<string>();

/** Milliseconds since the epoch when this process started (the same in every thread). */
function processStart(): number {
  return Math.round(Date.now() - process.uptime() * 1000);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): { pid: number; start: number } | undefined {
  try {
    const [pid, start] = fs.readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
    return Number.isInteger(pid) && pid! > 0 ? { pid: pid!, start: Number.isFinite(start) ? start! : NaN } : undefined;
  } catch {
    return undefined;
  }
}

export class LockFile {
  private constructor(
    readonly file: string,
    private readonly content: string,
  ) {}

  static acquire(dbPath: string): LockFile {
    const file = path.join(path.resolve(dbPath), LOCK_FILE);
    if (heldInThisThread.has(file)) {
      throw new Error(`embedded-mongo: dbPath ${dbPath} is already open in this process (lock file ${file})`);
    }
    const content = `${process.pid} ${processStart()}\n`;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const fd = fs.openSync(file, 'wx');
        fs.writeSync(fd, content);
        fs.fsyncSync(fd);
        fs.closeSync(fd);
        heldInThisThread.add(file);
        return new LockFile(file, content);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const owner = readOwner(file);
      if (owner?.pid === process.pid && Math.abs(owner.start - processStart()) < 2000) {
        throw new Error(`embedded-mongo: dbPath ${dbPath} is already open in this process, on another thread (lock file ${file})`);
      }
      if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new Error(
          `embedded-mongo: dbPath ${dbPath} is in use by another process (pid ${owner.pid}); ` +
            `stop that process or use another --dbpath (lock file: ${file})`,
        );
      }
      // stale lock from a dead process: take it over
      try {
        fs.unlinkSync(file);
      } catch {
        // raced with another taker; retry
      }
    }
    throw new Error(`embedded-mongo: could not acquire lock file ${file}`);
  }

  release(): void {
    heldInThisThread.delete(this.file);
    try {
      if (fs.readFileSync(this.file, 'utf8') === this.content) fs.unlinkSync(this.file);
    } catch {
      // already gone
    }
  }
}
