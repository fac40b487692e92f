// Feed benchmark (issue: community feed). With 1,000 posts and 500 members in the embedded store:
//  1. GET /api/posts throughput (autocannon) next to a bare Express endpoint answering a same-size
//     JSON body, in the same run; reported as a ratio (target >= 0.5).
//  2. 500 sockets in `feed`: time from POST /api/posts to the 500th client receiving post:created,
//     p50 and p99 over 50 posts (target p99 <= 250 ms).
// Usage: npx tsx scripts/bench/feed/index.ts [--duration 10] [--sockets 500] [--posts 50]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { io, type Socket } from 'socket.io-client';
import { stopChild, untilReady } from '../child-process';
import { BENCH_PASSWORD, POSTS, USERS, seedFeed } from './seed';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    sockets: { type: 'string', default: '500' },
    posts: { type: 'string', default: '50' },
    // Writes a V8 CPU profile of the app server into this folder (open it in Chrome DevTools).
    profile: { type: 'string' },
  },
});
const APP_PORT = 4401;
const BARE_PORT = 4402;
const app = `http://127.0.0.1:${APP_PORT}`;

function start(args: string[], env: Record<string, string>, readyUrl: string, nodeArgs: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return untilReady(child, readyUrl, args[0]);
}

async function cannon(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: 10, duration: Number(values.duration), headers });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} non-2xx responses`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bytes: result.throughput.average };
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? NaN;

const dir = mkdtempSync(path.join(tmpdir(), 'feed-bench-'));
const children: ChildProcess[] = [];
const sockets: Socket[] = [];
try {
  console.log(`seeding ${USERS} members and ${POSTS} posts...`);
  await seedFeed({ kind: 'embedded', dbPath: path.join(dir, 'db') });
  const server = await start(
    ['realtime-server/src/main.ts'],
    { PORT: String(APP_PORT), HOST: '127.0.0.1', DATA_DIR: dir, NODE_ENV: 'production', SESSION_SECRET: 'b'.repeat(64), SECRETS_KEY: 'c'.repeat(64), COOKIE_SECURE: 'false', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', AUTH_RATE_LIMIT_MAX: '100000' },
    `${app}/readyz`,
    values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : [],
  );
  children.push(server);

  const login = await fetch(`${app}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'bench1', password: BENCH_PASSWORD }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const page = await (await fetch(`${app}/api/posts`, { headers: { cookie } })).text();
  const bodyFile = path.join(dir, 'page.json');
  writeFileSync(bodyFile, page);
  const bare = await start(['scripts/bench/feed/bare-server.ts', bodyFile, String(BARE_PORT)], {}, `http://127.0.0.1:${BARE_PORT}/api/posts`);
  children.push(bare);

  console.log(`\nGET /api/posts (20 posts, ${page.length} bytes), 10 connections, ${values.duration} s each`);
  const bareResult = await cannon(`http://127.0.0.1:${BARE_PORT}/api/posts`, {});
  const memberResult = await cannon(`${app}/api/posts`, { cookie });
  const visitorResult = await cannon(`${app}/api/posts`, {});
  const row = (name: string, r: { rps: number; p50: number; p99: number }) =>
    console.log(`  ${name.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms`);
  row('bare Express, same body', bareResult);
  row('app, signed-in member', memberResult);
  row('app, visitor', visitorResult);
  const ratio = memberResult.rps / bareResult.rps;
  console.log(`  ratio app/bare (member): ${ratio.toFixed(2)}  (visitor: ${(visitorResult.rps / bareResult.rps).toFixed(2)})  target >= 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'}`);
  await stopChild(bare);
  children.splice(children.indexOf(bare), 1);

  const socketCount = Number(values.sockets);
  console.log(`\nfan-out: ${socketCount} sockets in feed, ${values.posts} posts`);
  let received = 0;
  let onReceived: (() => void) | undefined;
  for (let i = 0; i < socketCount; i++) {
    const socket = io(app, { transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    await new Promise((resolve) => socket.emit('room:join', { room: 'feed' }, resolve));
    socket.on('post:created', () => {
      received++;
      onReceived?.();
    });
    sockets.push(socket);
  }
  const times: number[] = [];
  for (let i = 0; i < Number(values.posts); i++) {
    received = 0;
    const all = new Promise<void>((resolve) => {
      onReceived = () => {
        if (received === socketCount) resolve();
      };
    });
    const started = performance.now();
    const res = await fetch(`${app}/api/posts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify({ title: `Fan-out ${i}`, content: 'Measuring how fast every member sees this.', category: 'general' }),
    });
    if (res.status !== 201) throw new Error(`POST /api/posts answered ${res.status}`);
    await all;
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  console.log(`  POST -> ${socketCount}th client: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms   target p99 <= 250 ms: ${p99 <= 250 ? 'met' : 'NOT met'}`);
} finally {
  for (const s of sockets) s.disconnect();
  for (const c of children) await stopChild(c);
  rmSync(dir, { recursive: true, force: true });
}
