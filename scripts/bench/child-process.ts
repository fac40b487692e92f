// Starting and stopping the servers a benchmark measures, shared by the benches that spawn them.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

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

/** Asks a child process (server or client) and waits for its answer of type `answer`. */
export function asker<Out extends { type: string }, In>(child: ChildProcess) {
  return <T extends Out['type']>(message: In, answer: T): Promise<Extract<Out, { type: T }>> =>
    new Promise((resolve, reject) => {
      const onMessage = (m: Out) => {
        if (m.type === 'error') reject(new Error(`client process: ${(m as unknown as { message: string }).message}`));
        else if (m.type === answer) resolve(m as Extract<Out, { type: T }>);
        else return;
        child.off('message', onMessage);
      };
      child.on('message', onMessage);
      child.send(message as object);
    });
}

/**
 * Runs a benchmark's body, then stops its children and removes its data folder, and exits: 0 when
 * the body returned true, 1 when it returned false (a correctness check failed) or threw.
 */
export async function runBench(children: readonly ChildProcess[], dataDir: string, body: () => Promise<boolean>): Promise<never> {
  let ok = false;
  try {
    ok = await body();
  } catch (error) {
    console.error(error);
  } finally {
    await stopChildren(children);
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(ok ? 0 : 1);
}
