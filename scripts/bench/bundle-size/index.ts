// The gzip size of the JavaScript the home page loads, measured in a real browser: every script
// response of a cold load of / on the built app (entry, preloads and the lazily loaded route chunk).
// Target: <= 250 KB. Usage: npm run bench:bundle-size
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { loadConfig } from '../../../realtime-server/src/config';
import { startServer } from '../../../realtime-server/src/server';

const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const paths = pages.length ? pages : ['/'];

const server = await startServer(
  loadConfig({ NODE_ENV: 'test', PORT: '0', EMBEDDED_MONGO_IN_MEMORY: 'true', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'true' }),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
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
    await Promise.all(pending);
    const total = scripts.reduce((s, x) => s + x.gzip, 0);
    const raw = scripts.reduce((s, x) => s + x.raw, 0);
    console.log(`JS loaded by ${route}: ${scripts.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(total / 1024).toFixed(1)} KB gzip`);
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.url}`);
    console.log(`  target <= 250 KB gzip: ${total <= 250 * 1024 ? 'met' : 'NOT met'}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
