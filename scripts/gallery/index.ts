// npm run gallery: every route of the web app, as each kind of account sees it, at 375 and 1280 px,
// full page, into gallery/ at the repository root (git-ignored) with an index.html showing them in a
// grid per role. Starts the built app on the embedded in-memory store with demo data on a free port,
// as bench:lighthouse does, and signs in with the seeded demo accounts (README, e2e/support/accounts.ts).
// Usage: npm run gallery [-- --roles visitor,operator] [--widths 375,1280] [--out gallery] [/path ...]
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext } from 'playwright';
import { demo } from '../../e2e/support/accounts';
import { loadConfig } from '../../realtime-server/src/config';
import { startServer } from '../../realtime-server/src/server';
import { appRoutePaths } from '../bench/route-paths';
import { galleryIndexHtml, shotFile, type TShot } from './page';

const ROLES = ['visitor', 'member', 'premium', 'instructor', 'operator'] as const;
type TRole = (typeof ROLES)[number];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values, positionals } = parseArgs({
  options: { roles: { type: 'string', default: ROLES.join(',') }, widths: { type: 'string', default: '375,1280' }, out: { type: 'string', default: 'gallery' } },
  allowPositionals: true,
});
const roles = values.roles.split(',').map((r) => r.trim()) as TRole[];
for (const role of roles) if (!ROLES.includes(role)) throw new Error(`unknown role ${role} (one of ${ROLES.join(', ')})`);
const widths = values.widths.split(',').map(Number);
// The route table, and an address it does not have: the not-found page is part of the product too.
const paths = positionals.length ? positionals : [...appRoutePaths(), '/no-such-page'];
const outDir = path.resolve(root, values.out);

const server = await startServer(
  loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'g'.repeat(64), COOKIE_SECURE: 'false', PORT: '0', EMBEDDED_MONGO_IN_MEMORY: 'true', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'true' }),
);
const browser: Browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});

/** One context per role (and width), signed in through the API as the demo account. */
async function contextFor(role: TRole, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: width < 600 ? 812 : 900 }, reducedMotion: 'reduce' });
  if (role !== 'visitor') {
    const res = await context.request.post('/api/login', { data: demo[role] });
    if (!res.ok()) throw new Error(`signing in as ${role}: ${res.status()} ${await res.text()}`);
  }
  return context;
}

const shots: TShot[] = [];
try {
  await rm(outDir, { recursive: true, force: true });
  for (const role of roles) {
    for (const width of widths) {
      const context = await contextFor(role, width);
      const page = await context.newPage();
      for (const route of paths) {
        const file = shotFile(role, width, route);
        await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
        await page.goto(route, { waitUntil: 'load' });
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 }).catch(() => {});
        // Let the session, the page's data and lazy parts arrive (live sockets never go idle: bounded).
        await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => {});
        await page.waitForTimeout(300);
        // Evaluated in the page (scripts have no DOM types): the page is wider than the window.
        const scrollsSideways = await page.evaluate(() => {
          const w = globalThis as unknown as { innerWidth: number; document: { documentElement: { scrollWidth: number } } };
          return w.document.documentElement.scrollWidth > w.innerWidth;
        });
        await page.screenshot({ path: path.join(outDir, file), fullPage: true });
        shots.push({ role, width, route, file, scrollsSideways });
        console.log(`${role.padEnd(10)} ${String(width).padStart(4)} px  ${route}${scrollsSideways ? '  (scrolls sideways)' : ''}`);
      }
      await context.close();
    }
  }
  await writeFile(path.join(outDir, 'index.html'), galleryIndexHtml(shots, { roles, widths, paths }));
  console.log(`\n${shots.length} screenshots; open ${path.relative(process.cwd(), path.join(outDir, 'index.html'))}`);
} finally {
  await browser.close();
  await server.stop();
}
// The app's background timers would keep the process alive after its server stopped.
process.exit(0);
