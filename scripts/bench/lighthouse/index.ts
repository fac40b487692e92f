// Lighthouse (mobile profile, simulated throttling) on every route of the built app as a visitor
// sees it (signed out), in Debian's Chromium. Prints performance and accessibility scores with the
// key metrics. Targets: performance >= 90, accessibility 100.
// Usage: npm run bench:lighthouse [-- --runs 3] [/path ...]   (no path: every route of the route table)
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { loadConfig } from '../../../realtime-server/src/config';
import { startServer } from '../../../realtime-server/src/server';
import { appRoutePaths } from '../route-paths';

const { values, positionals } = parseArgs({ options: { runs: { type: 'string', default: '3' } }, allowPositionals: true });
const paths = positionals.length ? positionals : appRoutePaths();
const runs = Number(values.runs);

const server = await startServer(
  loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'l'.repeat(64), COOKIE_SECURE: 'false', PORT: '0', EMBEDDED_MONGO_IN_MEMORY: 'true', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'true' }),
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});

/** One Lighthouse run; a run Lighthouse itself reports as broken (no navigation start in the trace) is made again. */
async function runLighthouse(url: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }))!.lhr;
    if (!lhr.runtimeError || attempt === attempts) return lhr;
    console.log(`    ${url}: ${lhr.runtimeError.code}, running it again`);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
let allMet = true;
try {
  console.log(`Lighthouse ${runs} run(s) per page, mobile profile; median shown`);
  for (const route of paths) {
    const perf: number[] = [];
    const a11y: number[] = [];
    const metrics: Record<string, number[]> = { FCP: [], LCP: [], TBT: [], CLS: [], SI: [] };
    for (let i = 0; i < runs; i++) {
      const lhr = await runLighthouse(server.url + route);
      perf.push(Math.round((lhr.categories.performance!.score ?? 0) * 100));
      a11y.push(Math.round((lhr.categories.accessibility!.score ?? 0) * 100));
      const audit = (id: string) => lhr.audits[id]!.numericValue ?? NaN;
      metrics.FCP!.push(audit('first-contentful-paint'));
      metrics.LCP!.push(audit('largest-contentful-paint'));
      metrics.TBT!.push(audit('total-blocking-time'));
      metrics.CLS!.push(audit('cumulative-layout-shift'));
      metrics.SI!.push(audit('speed-index'));
      if (i === 0 && (lhr.categories.accessibility!.score ?? 0) < 1) {
        const failing = Object.values(lhr.audits).filter((a) => a.score === 0 && lhr.categories.accessibility!.auditRefs.some((r) => r.id === a.id));
        for (const a of failing) console.log(`    accessibility: ${a.id} - ${a.title}`);
      }
    }
    const p = median(perf);
    const a = median(a11y);
    const met = p >= 90 && a === 100;
    allMet &&= met;
    const m = (k: string, unit = 'ms') => `${k} ${k === 'CLS' ? median(metrics[k]!).toFixed(3) : Math.round(median(metrics[k]!))}${k === 'CLS' ? '' : unit}`;
    console.log(
      `${route.padEnd(26)} performance ${String(p).padStart(3)} (runs ${perf.join('/')})  accessibility ${String(a).padStart(3)}   ${m('FCP')} ${m('LCP')} ${m('TBT')} ${m('CLS')} ${m('SI')}   ${met ? 'met' : 'NOT met'}`,
    );
  }
  console.log(`targets (performance >= 90, accessibility 100): ${allMet ? 'met' : 'NOT met'}`);
} finally {
  await chrome.kill();
  await server.stop();
}
// The app's background timers would keep the process alive after its server stopped.
process.exit(allMet ? 0 : 1);
