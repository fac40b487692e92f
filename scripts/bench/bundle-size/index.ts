// The gzip size of the JavaScript each route loads, measured in a real browser: every script
// response of a cold load of the route on the built app, signed out (entry, preloads and the lazily
// loaded route chunk). Target: <= 250 KB. Usage: npm run bench:bundle-size [-- /path ...] [--files]
// (no path: every route of the route table; --files lists each route's scripts)
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { loadConfig } from '../../../realtime-server/src/config';
import { startServer } from '../../../realtime-server/src/server';
import { appRoutePaths } from '../route-paths';

const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const paths = pages.length ? pages : appRoutePaths();
const listFiles = process.argv.includes('--files') || pages.length > 0;

const server = await startServer(
  loadConfig({ NODE_ENV: 'test', PORT: '0', EMBEDDED_MONGO_IN_MEMORY: 'true', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'true' }),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
let allMet = true;
try {
  console.log('JavaScript per route, cold load signed out (target <= 250 KB gzip)');
  for (const route of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(
        res.body().then((body) => {
          scripts.push({ url: new URL(res.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
        }),
      );
    });
    await page.goto(server.url + route, { waitUntil: 'networkidle' });
    // The route's own chunk may start after a first quiet moment (the app asks who is signed in
    // first): wait for the page heading, then for the network to settle again.
    await page.locator('main h1').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const total = scripts.reduce((s, x) => s + x.gzip, 0);
    const raw = scripts.reduce((s, x) => s + x.raw, 0);
    const met = total <= 250 * 1024;
    allMet &&= met;
    console.log(`${route.padEnd(26)} ${String(scripts.length).padStart(3)} files ${(raw / 1024).toFixed(1).padStart(8)} KB raw ${(total / 1024).toFixed(1).padStart(7)} KB gzip   ${met ? 'met' : 'NOT met'}`);
    if (listFiles) for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.url}`);
    await context.close();
  }
  console.log(`every route <= 250 KB gzip: ${allMet ? 'met' : 'NOT met'}`);
} finally {
  await browser.close();
  await server.stop();
}
