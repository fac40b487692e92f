// Monitoring benchmark (issue 14). With 1,000 posts and 500 members in the embedded store:
//  1. GET /api/posts throughput (autocannon, signed-in member, 10 connections) with the monitoring
//     module's per-request middleware (request metrics + batched API counter) and without it, in
//     one app process switched between the two every few seconds (A B B A ..., so a shared
//     machine's changing load falls on both alike); ratio of the totals (target >= 0.95). Then the
//     same in an app whose counter writes every request (API_COUNTER_FLUSH_MS=0): why it batches.
//     Also the app's CPU time per request each way, which a busy shared machine disturbs less.
//  2. GET /metrics scrape time after that load, p50/p99 over 50 scrapes (target < 50 ms).
// Usage: npx tsx scripts/bench/monitoring/index.ts [--duration 3] [--rounds 8]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { stopChild, untilReady } from '../child-process';
import { BENCH_PASSWORD, seedFeed } from '../feed/seed';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { values } = parseArgs({ options: { duration: { type: 'string', default: '3' }, rounds: { type: 'string', default: '8' } } });
const PORT = 4611;
const app = `http://127.0.0.1:${PORT}`;
const TOKEN = 'bench-metrics-token-0123456789';

async function start(dir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/monitoring/app-server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      NODE_ENV: 'production',
      SESSION_SECRET: 'b'.repeat(64),
      SECRETS_KEY: 'c'.repeat(64),
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      AUTH_RATE_LIMIT_MAX: '100000',
      METRICS_TOKEN: TOKEN,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return untilReady(child, `${app}/readyz`, 'app');
}

async function memberCookie(): Promise<string> {
  const login = await fetch(`${app}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'bench1', password: BENCH_PASSWORD }) });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  return login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function cannon(cookie: string, duration: number) {
  const result = await autocannon({ url: `${app}/api/posts`, connections: 10, duration, headers: { cookie } });
  if (result.non2xx) throw new Error(`${result.non2xx} non-2xx responses`);
  return { requests: result.requests.total, p99: result.latency.p99 };
}

/** Switches the middleware and returns the app's CPU time so far (µs). */
const setMonitoring = async (on: boolean): Promise<number> => ((await (await fetch(`${app}/bench-monitoring/${on ? 'on' : 'off'}`, { method: 'POST' })).json()) as { cpuMicros: number }).cpuMicros;

/** Alternates the middleware on and off (A B B A ...) and returns the requests served each way. */
async function abba(label: string): Promise<{ on: number; off: number; cpuOn: number; cpuOff: number }> {
  const cookie = await memberCookie();
  await cannon(cookie, 2); // warm-up (JIT, caches)
  const totals = { on: 0, off: 0 };
  const cpu = { on: 0, off: 0 };
  const p99 = { on: [] as number[], off: [] as number[] };
  for (let i = 0; i < Number(values.rounds); i++) {
    const order = i % 2 ? [false, true] : [true, false];
    for (const on of order) {
      const cpuBefore = await setMonitoring(on);
      const r = await cannon(cookie, Number(values.duration));
      cpu[on ? 'on' : 'off'] += (await setMonitoring(on)) - cpuBefore;
      totals[on ? 'on' : 'off'] += r.requests;
      p99[on ? 'on' : 'off'].push(r.p99);
    }
  }
  await setMonitoring(true);
  const seconds = Number(values.rounds) * Number(values.duration);
  console.log(
    `  ${label.padEnd(34)} with ${(totals.on / seconds).toFixed(0).padStart(5)} req/s (worst p99 ${Math.max(...p99.on)} ms)   without ${(totals.off / seconds).toFixed(0).padStart(5)} req/s (worst p99 ${Math.max(...p99.off)} ms)   ratio ${(totals.on / totals.off).toFixed(3)}`,
  );
  const cpuOn = cpu.on / totals.on;
  const cpuOff = cpu.off / totals.off;
  console.log(`  ${''.padEnd(34)} CPU per request: with ${cpuOn.toFixed(0)} µs, without ${cpuOff.toFixed(0)} µs (ratio without/with ${(cpuOff / cpuOn).toFixed(3)})`);
  return { ...totals, cpuOn, cpuOff };
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? NaN;

const dir = mkdtempSync(path.join(tmpdir(), 'monitoring-bench-'));
let child: ChildProcess | undefined;
try {
  console.log('seeding 500 members and 1,000 posts...');
  await seedFeed({ kind: 'embedded', dbPath: path.join(dir, 'db') });
  console.log(`\nGET /api/posts, signed-in member, 10 connections, ${values.rounds} x ${values.duration} s each way, alternating`);
  child = await start(dir);
  const batched = await abba('batched counter (the default)');
  const ratio = batched.on / batched.off;

  // Scrapes after the load, as Prometheus would see the node.
  const scrapeTimes: number[] = [];
  let scrapeBytes = 0;
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    const res = await fetch(`${app}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    scrapeBytes = (await res.text()).length;
    if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
    scrapeTimes.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  await stopChild(child);
  child = undefined;

  child = await start(dir, { API_COUNTER_FLUSH_MS: '0' });
  const unbatched = await abba('counter writing every request');
  await stopChild(child);
  child = undefined;

  console.log(`\n  metrics middleware on the hot path: req/s ratio ${ratio.toFixed(3)}   target >= 0.95: ${ratio >= 0.95 ? 'met' : 'NOT met'}`);
  console.log(`  (CPU per request, steadier on a busy machine: ratio ${(batched.cpuOff / batched.cpuOn).toFixed(3)})`);
  console.log(`  (a database write per request instead: ratio ${(unbatched.on / unbatched.off).toFixed(3)})`);
  const p50 = percentile(scrapeTimes, 50);
  const p99 = percentile(scrapeTimes, 99);
  console.log(`\nGET /metrics (${scrapeBytes} bytes), 50 scrapes: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms   target < 50 ms: ${p50 < 50 ? 'met' : 'NOT met'} (p50)`);
} finally {
  if (child) await stopChild(child);
  rmSync(dir, { recursive: true, force: true });
}
