// What the benchmarks' app-server processes share: their accounts and a clean stop.
import type { RunningServer } from '../../realtime-server/src/server';
import { BENCH_PASSWORD, cheapHash } from './live/bench-password';

/**
 * Registers 'bench-instructor' and `count` members named `${prefix}0`, `${prefix}1` ... (first name
 * `firstName`, last name the number), all with BENCH_PASSWORD at a cheap hash cost, 100 at a time.
 */
export async function registerBenchAccounts(server: RunningServer, count: number, prefix: string, firstName: string): Promise<void> {
  const password = cheapHash(BENCH_PASSWORD);
  await server.users.register({ username: 'bench-instructor', password: BENCH_PASSWORD, firstName: 'Bench', lastName: 'Instructor' }, 'instructor', { password });
  for (let i = 0; i < count; i += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, count - i) }, (_, k) =>
        server.users.register({ username: `${prefix}${i + k}`, password: BENCH_PASSWORD, firstName, lastName: String(i + k) }, 'member', { password }),
      ),
    );
  }
}

/** Stops `server` once (then exits 0, or 1 when stopping failed) on SIGTERM, SIGINT and any of `alsoOn`. */
export function stopOnSignals(server: RunningServer, alsoOn: 'disconnect'[] = []): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (const event of alsoOn) process.on(event, stop);
}
