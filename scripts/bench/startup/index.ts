// Time from launching the server process to /readyz answering 200, on the embedded store.
// Runs: first start on an empty data dir (includes seeding demo data) and warm restarts on the same
// dir (the journal is replayed). Target: <= 3 s. Usage: npm run bench:startup [-- --runs 5]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { stopChild } from '../child-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const PORT = 4391;

async function launchOnce(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'realtime-server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/readyz`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    await stopChild(child);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const cold: number[] = [];
const warm: number[] = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(path.join(tmpdir(), 'startup-bench-'));
  try {
    cold.push(await launchOnce(dir));
    warm.push(await launchOnce(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
console.log(`startup to /readyz (embedded store, ${runs} runs each)`);
console.log(`  empty data dir (seeds demo data): median ${fmt(median(cold))}, max ${fmt(Math.max(...cold))}`);
console.log(`  restart on existing data:         median ${fmt(median(warm))}, max ${fmt(Math.max(...warm))}`);
console.log(`  target <= 3.00 s: ${Math.max(...cold, ...warm) <= 3000 ? 'met' : 'NOT met'}`);
