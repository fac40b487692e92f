/**
 * A lock file in the dbPath holding the owner's PID. A second process (or a second server in
 * the same process) cannot open the same dbPath; a lock left by a dead process is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'embedded-mongo.lock';

const heldInThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class LockFile {
  private constructor(readonly file: string) {}

  static acquire(dbPath: string): LockFile {
    const file = path.join(path.resolve(dbPath), LOCK_FILE);
    if (heldInThisProcess.has(file)) {
      throw new Error(`embedded-mongo: dbPath ${dbPath} is already open in this process (lock file ${file})`);
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const fd = fs.openSync(file, 'wx');
        fs.writeSync(fd, `${process.pid}\n`);
        fs.fsyncSync(fd);
        fs.closeSync(fd);
        heldInThisProcess.add(file);
        return new LockFile(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      let pid = NaN;
      try {
        pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      } catch {
        // unreadable: treat as stale
      }
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `embedded-mongo: dbPath ${dbPath} is in use by another process (pid ${pid}); ` +
            `stop that process or use another --dbpath (lock file: ${file})`,
        );
      }
      // stale lock from a dead process (or our own previous life): take it over
      try {
        fs.unlinkSync(file);
      } catch {
        // raced with another taker; retry
      }
    }
    throw new Error(`embedded-mongo: could not acquire lock file ${file}`);
  }

  release(): void {
    heldInThisProcess.delete(this.file);
    try {
      const pid = Number.parseInt(fs.readFileSync(this.file, 'utf8').trim(), 10);
      if (pid === process.pid) fs.unlinkSync(this.file);
    } catch {
      // already gone
    }
  }
}
