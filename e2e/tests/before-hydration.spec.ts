import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { appRoutePaths } from '../../scripts/bench/route-paths';
import { demo } from '../support/accounts';
import { serveFixtureSite } from '../support/fixture-site';

/**
 * Nothing done on a prerendered page before the app is ready is lost (issue 23, section 8). The
 * page's forms are painted from its HTML before any script runs; a person acts on them the moment
 * they show, on a phone's CPU (Chromium slowed 4x): the typed text survives hydration, the action
 * happens once, and a signed-in person is never sent through sign-in by markup meant for visitors.
 * Each case runs as it comes (acting as soon as the controls show) and, so that each window is
 * surely hit, with the app's script held back until the person has acted, and with the answer about
 * the session held back until then.
 */
test.describe.configure({ timeout: 120_000 });

/** When the person acts: as soon as the form shows; before the app's script has run; after hydration but before the session is known. */
type TWindow = 'as soon as it shows' | 'before the app starts' | 'before the session is known';
const WINDOWS: TWindow[] = ['as soon as it shows', 'before the app starts', 'before the session is known'];

// A page to scan (the test server allow-lists 127.0.0.1 for the scanner).
const site = serveFixtureSite((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end('<!doctype html><html lang="en"><head><title>Filings</title></head><body><main><h1>Filings</h1></main></body></html>');
});

type TSlowPage = {
  page: Page;
  /** Every request the page made, in order. */
  requests: Request[];
  /** Lets the held part (the app's script, or the session's answer) through. */
  release: () => void;
  /** Whether the app had started (hydrating) / was ready, when asked. */
  started: () => Promise<boolean>;
};

/** A phone-speed page (CPU slowed 4x) for `who`, holding back what `window` needs held. */
async function slowPage(browser: Browser, who: keyof typeof demo | null, window: TWindow): Promise<TSlowPage> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
  if (who) expect((await context.request.post('/api/login', { data: demo[who] })).ok()).toBe(true);
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  if (window === 'before the app starts') {
    // The app's entry (src/main.tsx), which the boot script asks for after the first paint.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
  } else if (window === 'before the session is known') {
    await page.route('**/api/auth/user', async (route) => {
      await gate;
      await route.continue();
    });
  }
  await page.addInitScript(() => {
    const w = window as unknown as { __started?: boolean };
    document.addEventListener('app:started', () => (w.__started = true), { once: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const started = () => page.evaluate(() => (window as unknown as { __started?: boolean }).__started === true);
  return { page, requests, release, started };
}

/** Acts in the window asked for: after hydration has started if the session's answer is what is held. */
async function untilWindow(slow: TSlowPage, window: TWindow): Promise<void> {
  if (window === 'before the session is known') await expect.poll(slow.started, { timeout: 30_000 }).toBe(true);
}

const signInVisits = (requests: Request[]) => requests.filter((r) => r.isNavigationRequest() && /\/(api\/login|sign-in)\b/.test(new URL(r.url()).pathname));
const posts = (requests: Request[], path: string) => requests.filter((r) => r.method() === 'POST' && new URL(r.url()).pathname === path);

for (const window of WINDOWS) {
  test(`a member types a URL and presses Start Scan ${window}: the scan starts, once, and nobody is sent to sign in`, async ({ browser }) => {
    const slow = await slowPage(browser, 'member', window);
    const { page, requests } = slow;
    // The demo member's scans pile up over the runs: this one's address is its own.
    const address = `${site.url('/filings')}?window=${encodeURIComponent(window)}&at=${Date.now()}`;
    await page.goto('/compliance-monitoring', { waitUntil: 'commit' });
    await untilWindow(slow, window);
    await page.getByRole('textbox', { name: 'Website URL' }).fill(address);
    await page.getByRole('button', { name: 'Start Scan' }).click();
    if (window === 'before the app starts') expect(await slow.started()).toBe(false);
    slow.release();

    await expect(page.getByRole('status').filter({ hasText: 'Scan Started' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('article', { name: address })).toBeVisible();
    expect(page.url()).toMatch(/\/compliance-monitoring$/);
    expect(signInVisits(requests).map((r) => r.url())).toEqual([]);
    const scans = posts(requests, '/api/compliance/scan');
    expect(scans).toHaveLength(1);
    expect(scans[0]!.postDataJSON()).toEqual({ url: address });
    await page.context().close();
  });
}

for (const window of ['as soon as it shows', 'before the app starts'] as const) {
  test(`a visitor fills the contact form and presses Send ${window}: the message is sent once, as typed`, async ({ browser }) => {
    const slow = await slowPage(browser, null, window);
    const { page, requests } = slow;
    await page.goto('/contact', { waitUntil: 'commit' });
    const message = `Please call us about our SAM renewal (${window}).`;
    await page.getByLabel('First Name').fill('Early');
    await page.getByLabel('Last Name').fill('Visitor');
    await page.getByRole('textbox', { name: /^Email/ }).fill('early@example.com');
    await page.getByLabel('Service Interest').selectOption('sam-registration');
    await page.getByRole('textbox', { name: /^Message/ }).fill(message);
    // A click, not check(): before the app starts the box shows no change until the click is replayed.
    await page.getByLabel('This is an urgent compliance issue').click();
    await page.getByRole('button', { name: 'Send Message' }).click();
    if (window === 'before the app starts') expect(await slow.started()).toBe(false);
    slow.release();

    await expect(page.getByText('Message Sent Successfully')).toBeVisible({ timeout: 30_000 });
    const sent = posts(requests, '/api/contact');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toMatchObject({ firstName: 'Early', lastName: 'Visitor', email: 'early@example.com', serviceInterest: 'sam-registration', message, isUrgent: true });
    await page.context().close();
  });
}

test('a visitor signs in by pressing Enter before the app starts: signed in once, and on the page they came for', async ({ browser }) => {
  const slow = await slowPage(browser, null, 'before the app starts');
  const { page, requests } = slow;
  await page.goto('/sign-in', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(demo.member.username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.member.password);
  await form.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
  expect(await slow.started()).toBe(false);
  slow.release();

  await expect(page.getByRole('status').filter({ hasText: 'Signed in' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/$/);
  expect(posts(requests, '/api/login')).toHaveLength(1);
  expect(((await (await page.request.get('/api/auth/user')).json()) as { username: string }).username).toBe(demo.member.username);
  await page.context().close();
});

test('text typed and a box ticked before the app starts are still there once it is ready', async ({ browser }) => {
  const slow = await slowPage(browser, 'member', 'before the app starts');
  const { page } = slow;
  await page.addInitScript(() => {
    const w = window as unknown as { __ready?: boolean };
    document.addEventListener('app:ready', () => (w.__ready = true), { once: true });
  });
  await page.goto('/compliance-monitoring', { waitUntil: 'commit' });
  const url = page.getByRole('textbox', { name: 'Website URL' });
  await url.fill('https://www.example.com/typed-early');
  await page.getByText(/^Scan the whole site/).click();
  slow.release();

  await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true, undefined, { timeout: 30_000 });
  // The page loads the member's scans after that: its renders keep what was typed and ticked.
  await page.waitForLoadState('networkidle');
  await expect(url).toHaveValue('https://www.example.com/typed-early');
  await expect(page.getByRole('checkbox', { name: /^Scan the whole site/ })).toBeChecked();
  await page.context().close();
});

/** The pages about signing in itself (a link between them is their subject, not a visitor's variant). */
const SIGN_IN_PAGES = new Set(['/sign-in', '/forgot-password', '/reset-password']);

test('the HTML a signed-in member gets links to sign-in nowhere, on every route', async ({ browser }) => {
  const context = await browser.newContext();
  expect((await context.request.post('/api/login', { data: demo.member })).ok()).toBe(true);
  for (const route of appRoutePaths()) {
    const html = await (await context.request.get(route, { headers: { Accept: 'text/html' } })).text();
    expect(html, route).toContain('id="root"');
    const links = html.match(/href="\/(api\/login|sign-in)[^"]*"/g) ?? [];
    expect(SIGN_IN_PAGES.has(route) ? links.filter((l) => l.includes('/api/login')) : links, route).toEqual([]);
  }
  await context.close();
});
