// In-app navigation on a phone: from the home page, a click on a link to another page until that
// page has rendered (its title set), on Lighthouse's mobile network (slow 4G: 150 ms round trip,
// 1.6 Mbps down) and a 4x slower CPU, in Debian's Chromium, signed out. The first load is not
// measured (bench:lighthouse does that); this shows what the build's chunk loading costs after it.
// Usage: npm run bench:navigation [-- --runs 5] [/path ...]   (no path: every page the home page links to)
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { loadConfig } from '../../../realtime-server/src/config';
import { startServer } from '../../../realtime-server/src/server';
import { appRoutePaths } from '../route-paths';

const { values, positionals } = parseArgs({ options: { runs: { type: 'string', default: '5' } }, allowPositionals: true });
const runs = Number(values.runs);

const server = await startServer(
  loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'n'.repeat(64), COOKIE_SECURE: 'false', PORT: '0', EMBEDDED_MONGO_IN_MEMORY: 'true', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'true' }),
);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });

/** The link to `path` a visitor would use on the home page (header, body or footer), if there is one. */
async function linkTo(page: Page, path: string) {
  const links = page.locator(`a[href="${path}"]`);
  for (let i = 0; i < (await links.count()); i++) if (await links.nth(i).isVisible()) return links.nth(i);
  return null;
}

/** Milliseconds from the click to the new page's title, or null when the home page has no visible link to it. */
async function navigateOnce(path: string): Promise<number | null> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    // The app has started and fetched what it fetches after start (the route table among them).
    await page.waitForTimeout(1_500);
    const link = await linkTo(page, path);
    if (!link) return null;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const homeTitle = await page.title();
    await link.scrollIntoViewIfNeeded();
    const started = Date.now();
    await link.click();
    // Runs in the page (scripts are type-checked without the DOM library).
    await page.waitForFunction((title) => (globalThis as unknown as { document: { title: string } }).document.title !== title, homeTitle, { timeout: 30_000 });
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  const paths = positionals.length ? positionals : appRoutePaths().filter((p) => p !== '/');
  console.log(`In-app navigation from /, slow 4G and 4x CPU, ${runs} run(s) per page; click to the page's title`);
  for (const path of paths) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const ms = await navigateOnce(path);
      if (ms === null) break;
      times.push(ms);
    }
    if (!times.length) {
      console.log(`${path.padEnd(26)} not linked from the home page for a visitor`);
      continue;
    }
    console.log(`${path.padEnd(26)} median ${String(median(times)).padStart(5)} ms   (runs ${times.join('/')})`);
  }
} finally {
  await browser.close();
  await server.stop();
}
