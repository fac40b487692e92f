// Lighthouse (mobile profile, simulated throttling) on every route of the built app, in Debian's
// Chromium: performance and accessibility scores with the key metrics, one table per mode (signed
// out; signed in as a demo account, its session cookie sent with every request). Every figure is
// printed beside Lighthouse's benchmarkIndex of the runs it comes from, so figures from two machines
// compare; on a machine faster than the reference (index above 1,500) the CPU slowdown is raised in
// proportion (4 x index / 1,500), measured once by a warm-up run. Targets: performance >= 90,
// TBT <= 200 ms, accessibility 100.
// Usage: npm run bench:lighthouse [-- --help] [--runs 3] [--signed-in member|premium|instructor|operator ...]
//          [--signed-out] [--cpu-slowdown 4] [--details] [--against other/dist] [/path ...]
//   no path: every route of the route table; --signed-in alone runs that mode only (add --signed-out
//   for both); --details prints where each route's main-thread time goes; --against runs every route
//   alternately on that build and on web/dist (an A/B in the same machine state).
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { loadConfig } from '../../../realtime-server/src/config';
import { startServer } from '../../../realtime-server/src/server';
import { DEMO_ACCOUNTS } from '../../../realtime-server/src/modules/auth/users.seed';
import { appRoutePaths } from '../route-paths';
import { printUsage } from '../usage';
import { cpuSlowdownFor, runLighthouse, type TRunFigures } from './run';

const { values, positionals } = parseArgs({
  options: {
    help: { type: 'boolean', short: 'h', default: false },
    runs: { type: 'string', default: '3' },
    'signed-in': { type: 'string', multiple: true, default: [] },
    'signed-out': { type: 'boolean', default: false },
    'cpu-slowdown': { type: 'string' },
    details: { type: 'boolean', default: false },
    against: { type: 'string' },
  },
  allowPositionals: true,
});
if (values.help) {
  printUsage(import.meta.url);
  process.exit(0);
}
const paths = positionals.length ? positionals : appRoutePaths();
const runs = Number(values.runs);
const roles = values['signed-in'];
for (const role of roles) if (!DEMO_ACCOUNTS.some((a) => a.username === role)) throw new Error(`--signed-in ${role}: not a demo account (${DEMO_ACCOUNTS.map((a) => a.username).join(', ')})`);
const modes: (string | null)[] = [...(roles.length === 0 || values['signed-out'] ? [null] : []), ...roles];

const startBuild = (distDir?: string) =>
  startServer(
    loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'l'.repeat(64),
      COOKIE_SECURE: 'false',
      PORT: '0',
      EMBEDDED_MONGO_IN_MEMORY: 'true',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'true',
      AUTH_RATE_LIMIT_MAX: '1000',
      ...(distDir ? { WEB_DIST_DIR: distDir } : {}),
    }),
  );
type TBuild = { label: string; server: Awaited<ReturnType<typeof startBuild>> };
const builds: TBuild[] = [];
if (values.against) builds.push({ label: 'A', server: await startBuild(values.against) });
builds.push({ label: values.against ? 'B' : '', server: await startBuild() });

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});

/** The session cookie of a demo account, signed in through the API as the app does. */
async function sessionCookie(baseUrl: string, username: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username)!;
  const res = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password: account.password }) });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('sid='));
  if (!res.ok || !cookie) throw new Error(`signing in as ${username} failed: ${res.status}`);
  return cookie;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${Math.round(x)}ms`;

function row(route: string, label: string, figures: TRunFigures[]): { line: string; met: boolean } {
  const pick = (k: keyof Pick<TRunFigures, 'performance' | 'accessibility' | 'FCP' | 'LCP' | 'TBT' | 'CLS' | 'SI' | 'benchmarkIndex'>) => median(figures.map((f) => f[k]));
  const p = pick('performance');
  const a = pick('accessibility');
  const tbt = pick('TBT');
  const met = p >= 90 && tbt <= 200 && a === 100;
  const name = label ? `${route} [${label}]` : route;
  const line =
    `${name.padEnd(30)} performance ${String(p).padStart(3)} (runs ${figures.map((f) => f.performance).join('/')})  accessibility ${String(a).padStart(3)}` +
    `   FCP ${ms(pick('FCP'))} LCP ${ms(pick('LCP'))} TBT ${ms(tbt)} CLS ${pick('CLS').toFixed(3)} SI ${ms(pick('SI'))}` +
    `   benchmarkIndex ${Math.round(pick('benchmarkIndex'))} (runs ${figures.map((f) => Math.round(f.benchmarkIndex)).join('/')})   ${met ? 'met' : 'NOT met'}`;
  return { line, met };
}

/** Where the main thread's time went, as medians over the runs: groups, then the scripts that cost most. */
function details(figures: TRunFigures[]): string[] {
  const groups = [...new Set(figures.flatMap((f) => Object.keys(f.mainThread)))];
  const byGroup = groups.map((g) => [g, median(figures.map((f) => f.mainThread[g] ?? 0))] as const).sort((a, b) => b[1] - a[1]);
  const urls = [...new Set(figures.flatMap((f) => f.scripts.map((s) => s.url)))];
  const scripts = urls
    .map((url) => {
      const of = figures.map((f) => f.scripts.find((s) => s.url === url) ?? { url, total: 0, scripting: 0, parse: 0 });
      return { url, total: median(of.map((s) => s.total)), scripting: median(of.map((s) => s.scripting)), parse: median(of.map((s) => s.parse)) };
    })
    .sort((a, b) => b.total - a.total)
    .slice(0, 6);
  const longest = figures[0]!.longTasks.slice(0, 5).map((t) => `${ms(t.duration)} at ${ms(t.startTime)} ${t.url}`);
  return [
    `      main thread: ${byGroup.map(([g, d]) => `${g} ${ms(d)}`).join(', ')}`,
    ...scripts.map((s) => `      ${s.url.padEnd(48)} total ${ms(s.total)}  scripting ${ms(s.scripting)}  parse/compile ${ms(s.parse)}`),
    `      longest tasks (first run): ${longest.join('; ') || 'none'}`,
  ];
}

let allMet = true;
try {
  // A warm-up run: loads the server's caches and measures this machine's benchmarkIndex.
  const warmUp = await runLighthouse(builds.at(-1)!.server.url + paths[0], { port: chrome.port, cpuSlowdown: 4 });
  const cpuSlowdown = values['cpu-slowdown'] ? Number(values['cpu-slowdown']) : cpuSlowdownFor(warmUp.benchmarkIndex);
  console.log(
    `Lighthouse ${runs} run(s) per page, mobile profile, median shown. This machine: benchmarkIndex ${Math.round(warmUp.benchmarkIndex)} (warm-up run);` +
      ` CPU slowdown ${cpuSlowdown}x${values['cpu-slowdown'] ? ' (given)' : cpuSlowdown === 4 ? ' (Lighthouse default)' : ' (4 x index / 1500)'}`,
  );
  if (values.against) console.log(`A = ${values.against}, B = web/dist, runs alternating A, B`);
  for (const mode of modes) {
    console.log(`\n${mode ? `Signed in as ${mode}` : 'Signed out'} (CPU slowdown ${cpuSlowdown}x)`);
    const cookies = await Promise.all(builds.map((b) => (mode ? sessionCookie(b.server.url, mode) : Promise.resolve(undefined))));
    for (const route of paths) {
      const figures: TRunFigures[][] = builds.map(() => []);
      for (let i = 0; i < runs; i++) {
        for (const [at, build] of builds.entries()) figures[at]!.push(await runLighthouse(build.server.url + route, { port: chrome.port, cpuSlowdown, cookie: cookies[at] }));
      }
      for (const [at, build] of builds.entries()) {
        const { line, met } = row(route, build.label, figures[at]!);
        allMet &&= met;
        console.log(line);
        for (const failing of figures[at]![0]!.failingAccessibility) console.log(`    accessibility: ${failing}`);
        if (values.details) for (const l of details(figures[at]!)) console.log(l);
      }
    }
  }
  console.log(`\ntargets (performance >= 90, TBT <= 200 ms, accessibility 100, every mode): ${allMet ? 'met' : 'NOT met'}`);
} finally {
  await chrome.kill();
  for (const build of builds) await build.server.stop();
}
// The app's background timers would keep the process alive after its server stopped.
process.exit(allMet ? 0 : 1);
