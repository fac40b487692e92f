// The main thread's work while a page loads, in thread time (CPU the page's main thread ran, which a
// machine busy with other work does not inflate, unlike wall time), in Debian's Chromium unthrottled
// on Lighthouse's phone screen, as Lighthouse's simulation observes a page before slowing it down.
// Per route: the total, what it went to (script evaluation per chunk, the app's JavaScript, style,
// layout, paint...), and a blocking-time proxy: the sum over tasks of max(0, 4 x task - 50 ms), as
// Lighthouse's TBT is on a 4x slower CPU (--slowdown k: k x task, the slowdown bench:lighthouse
// scales to this machine's benchmarkIndex, so the proxy stands for the reference machine). For A/B comparisons on a shared machine, where Lighthouse's
// own figures follow the machine's load: --dist a --dist b runs alternately on two builds.
// Usage: npm run bench:main-thread -- [--help] [--runs 5] [--signed-in member] [--slowdown 4] [--dist web/dist --dist other/dist] [--tasks] /path ...
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { loadConfig } from '../../../realtime-server/src/config';
import { startServer } from '../../../realtime-server/src/server';
import { DEMO_ACCOUNTS } from '../../../realtime-server/src/modules/auth/users.seed';
import { appRoutePaths } from '../route-paths';
import { printUsage } from '../usage';
import { mainThreadOf, type TTraceEvent } from './trace';

const { values, positionals } = parseArgs({
  options: {
    help: { type: 'boolean', short: 'h', default: false },
    dist: { type: 'string', multiple: true },
    'signed-in': { type: 'string' },
    runs: { type: 'string', default: '5' },
    settle: { type: 'string', default: '4000' },
    tasks: { type: 'boolean', default: false },
    slowdown: { type: 'string', default: '4' },
  },
  allowPositionals: true,
});
if (values.help) {
  printUsage(import.meta.url);
  process.exit(0);
}
const dists = (values.dist ?? ['web/dist']).map((d) => path.resolve(d));
const routes = positionals.length ? positionals : appRoutePaths();
const who = values['signed-in'];
const account = who ? DEMO_ACCOUNTS.find((a) => a.username === who) : undefined;
if (who && !account) throw new Error(`--signed-in ${who}: not a demo account`);

const servers = [];
for (const dist of dists) {
  servers.push(
    await startServer(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'm'.repeat(64), COOKIE_SECURE: 'false', PORT: '0', EMBEDDED_MONGO_IN_MEMORY: 'true', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'true', AUTH_RATE_LIMIT_MAX: '1000', WEB_DIST_DIR: dist }),
    ),
  );
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

/** One load of `url`, traced from navigation until the page has been quiet for a while. */
async function loadOnce(baseUrl: string, route: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    await context.route((url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost', (r) => r.abort());
    if (account) {
      const res = await context.request.post(`${baseUrl}/api/login`, { data: { username: account.username, password: account.password } });
      if (!res.ok()) throw new Error(`signing in as ${who} failed: ${res.status()}`);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TTraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (d) => void events.push(...(d.value as unknown as TTraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', '__metadata'] }, transferMode: 'ReportEvents' });
    await page.goto(baseUrl + route, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(Number(values.settle));
    await cdp.send('Tracing.end');
    await complete;
    return mainThreadOf(events, baseUrl + route, Number(values.slowdown));
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => x.toFixed(0);
try {
  console.log(`Main thread of a page load, thread time (ms), unthrottled, ${values.runs} run(s) alternating, medians; ${who ? `signed in as ${who}` : 'signed out'}; blocking proxy at ${values.slowdown}x`);
  for (const route of routes) {
    const runs = servers.map(() => [] as ReturnType<typeof mainThreadOf>[]);
    for (let i = 0; i < Number(values.runs); i++) for (const [k, server] of servers.entries()) runs[k]!.push(await loadOnce(server.url, route));
    for (const [k, results] of runs.entries()) {
      const label = servers.length > 1 ? ` [${path.relative(process.cwd(), dists[k]!) || '.'}]` : '';
      console.log(
        `${route}${label}: CPU ${ms(median(results.map((r) => r.cpu)))} (runs ${results.map((r) => ms(r.cpu)).join('/')})  ` +
          `blocking proxy ${ms(median(results.map((r) => r.blocking)))} (runs ${results.map((r) => ms(r.blocking)).join('/')})  longest task ${ms(median(results.map((r) => r.longest)))}`,
      );
      const groups = [...new Set(results.flatMap((r) => Object.keys(r.groups)))]
        .map((g) => [g, median(results.map((r) => r.groups[g] ?? 0))] as const)
        .filter(([, v]) => v >= 1)
        .sort((a, b) => b[1] - a[1]);
      console.log(`    ${groups.map(([g, v]) => `${g} ${ms(v)}`).join(', ')}`);
      if (values.tasks) for (const t of results[0]!.long) console.log(`    task at ${ms(t.at)} ms: ${ms(t.cpu)} ms (${t.what})`);
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
process.exit(0);
