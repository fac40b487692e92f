// Starting and stopping the servers a benchmark measures, shared by the benches that spawn them.
import type { ChildProcess } from 'node:child_process';

/** Resolves with `child` once `readyUrl` answers below 500; fails when the child exits first. */
export async function untilReady(child: ChildProcess, readyUrl: string, name = 'server'): Promise<ChildProcess> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).status < 500) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** SIGTERM, then waits until the child has exited (its ports and files released). */
export async function stopChild(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Stops each still-running child in reverse order of start (app nodes before the stores they use), waiting at most `graceMs` for each. */
export async function stopChildren(children: readonly ChildProcess[], graceMs = 10_000): Promise<void> {
  for (const child of [...children].reverse()) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
  }
}
