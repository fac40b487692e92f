import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { showGroups, startSiteScan, triageGroupByKeyboard } from '../support/compliance';
import { signedUp } from '../support/signed-in';
import { serveFixtureSite } from '../support/fixture-site';

/**
 * Issue 26 §1: a member saves a site profile with a sign-in recipe for a local fixture site
 * (127.0.0.1) and scans its account page as the signed-in user, watching the scan live; the page's
 * own issue (an image without alt) is found, not the sign-in page's; its daily re-scan signs in with
 * the same profile, and says so truthfully once the profile is deleted. Then a whole site behind the
 * sign-in, scanned signed in (once for the run) and watched live, and its one group triaged by
 * keyboard. Axe at 1280 and 375 px.
 */
test.describe.configure({ timeout: 150_000 });

const PASSWORD = 'e2e-correct-horse';
const shell = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main>${body}</main></body></html>`;
const APP_PAGES = ['/app/p1', '/app/p2', '/app/p3'];
const site = serveFixtureSite((req, res) => {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const send = (status: number, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
    res.end(body);
  };
  if (path === '/login' && req.method === 'POST') {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => (new URLSearchParams(body).get('p') === PASSWORD ? send(302, '', { Location: '/account', 'Set-Cookie': 'sid=ok; Path=/' }) : send(401, shell('Sign in', '<h1>Wrong password</h1>'))));
    return;
  }
  if (path === '/login') return send(200, shell('Sign in', '<h1>Sign in</h1><form method="post" action="/login"><label for="u">Email</label><input id="u" name="u"><label for="p">Password</label><input id="p" name="p" type="password"><button>Sign in</button></form>'));
  if (path === '/account') return (req.headers.cookie ?? '').includes('sid=ok') ? send(200, shell('Account', '<h1 id="welcome">Welcome</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">')) : send(302, '', { Location: '/login' });
  if (path === '/sitemap.xml') {
    res.writeHead(200, { 'Content-Type': 'application/xml' });
    return res.end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${APP_PAGES.map((p) => `<url><loc>${site.base}${p}</loc></url>`).join('')}</urlset>`);
  }
  // Behind the sign-in: three pages sharing one unnamed menu button (one group on 3 pages).
  if (APP_PAGES.includes(path)) return (req.headers.cookie ?? '').includes('sid=ok') ? send(200, shell(`Portal ${path}`, `<h1>Portal</h1><button class="account-menu"></button>`)) : send(302, '', { Location: '/login' });
  send(404, shell('Not found', '<h1>Not found</h1>'));
});

test('a member saves a sign-in profile and scans the page behind the sign-in, live', async ({ browser }) => {
  const { context } = await signedUp(browser, { prefix: 'authscan', password: 'secret-pass-123', fields: { firstName: 'Auth', lastName: 'Scanner' } });
  const tab = await context.newPage();
  await tab.setViewportSize({ width: 1280, height: 900 });
  await tab.goto('/compliance-monitoring');
  await tab.getByRole('button', { name: 'New site profile' }).click();
  const form = tab.getByRole('form', { name: 'New site profile' });
  await form.getByRole('textbox', { name: 'Profile name' }).fill('Client portal');
  await form.getByRole('textbox', { name: 'Start URL' }).fill(`${site.base}/account`);
  await form.getByRole('textbox', { name: 'Sign-in page URL' }).fill(`${site.base}/login`);
  await form.getByRole('textbox', { name: 'Username field' }).fill('label:Email');
  await form.getByRole('textbox', { name: 'Password field' }).fill('#p');
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill('auditor@firm.test');
  await form.locator('input[type=password]').fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Success check: selector' }).fill('#welcome');
  await expectNoAxeViolations(tab, 'site profile form, 1280 px');
  await form.getByRole('button', { name: 'Save site profile' }).click();
  const profiles = tab.getByRole('list', { name: 'Site profiles' });
  await expect(profiles).toContainText('Client portal');
  await expect(profiles).toContainText('signs in as auditor@firm.test');
  await expect(tab.getByText(PASSWORD)).toHaveCount(0);

  await tab.getByRole('combobox', { name: 'Sign in as' }).click();
  await tab.getByRole('option', { name: 'Client portal' }).click();
  await tab.getByRole('textbox', { name: 'Website URL' }).fill(`${site.base}/account`);
  await tab.getByRole('button', { name: 'Start Scan' }).click();
  const card = tab.getByRole('article', { name: `${site.base}/account` });
  await expect(card.getByRole('status')).toHaveText(/^(Queued \(position \d+\)|Loading the page|Running accessibility checks)$/);
  await expect(card.getByText('Completed')).toBeVisible({ timeout: 90_000 });
  await card.getByRole('button', { name: `View Details for ${site.base}/account` }).click();
  const dialog = tab.getByRole('dialog', { name: `Scan details: ${site.base}/account` });
  await expect(dialog.getByRole('heading', { name: 'Violations (1)' })).toBeVisible();
  await expect(dialog.locator('[data-rule="image-alt"]')).toBeVisible();
  // Its re-scans sign in too: the schedule starts from the scan's profile and names it.
  await expect(dialog.getByRole('combobox', { name: 'Sign in with' })).toHaveText('Client portal');
  await dialog.getByRole('button', { name: 'Daily' }).click();
  await expect(dialog.getByText(/^Next scan .*, signed in with Client portal$/)).toBeVisible();
  await expectNoAxeViolations(tab, 'signed-in schedule, 1280 px');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The profile deleted: the schedule says so instead of quietly scanning signed out.
  await tab.getByRole('button', { name: 'Delete site profile Client portal' }).click();
  await expect(profiles).toHaveCount(0);
  await card.getByRole('button', { name: `View Details for ${site.base}/account` }).click();
  await expect(dialog.getByText(/^Its site profile was deleted/)).toBeVisible();
  await expect(dialog.getByText(/^Next scan .*, with a deleted site profile$/)).toBeVisible();
  await tab.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(tab, 'schedule with a deleted profile, 375 px');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectNoAxeViolations(tab, 'compliance page after a site profile, 375 px');
  await context.close();
});

test('a member scans a whole site behind a sign-in, watches it live and triages its group by keyboard', async ({ browser }) => {
  const { context } = await signedUp(browser, { prefix: 'authsite', password: 'secret-pass-123', fields: { firstName: 'Site', lastName: 'Auditor' } });
  // The profile form itself is the test above; here the profile is saved through the same API.
  const saved = await context.request.post('/api/compliance/profiles', {
    data: { name: 'Portal pages', startUrl: `${site.base}/app/p1`, auth: { type: 'form', loginUrl: `${site.base}/login`, usernameSelector: 'label:Email', passwordSelector: '#p', username: 'auditor@firm.test', password: PASSWORD, successSelector: '#welcome' } },
  });
  expect(saved.status()).toBe(201);
  const tab = await context.newPage();
  await tab.setViewportSize({ width: 1280, height: 900 });
  await tab.goto('/compliance-monitoring');
  const siteCard = await startSiteScan(tab, `${site.base}/app/p1`, 'Portal pages');
  // Live: the card is there running, and turns completed without a reload.
  await expect(siteCard.getByText('Running')).toBeVisible();
  await expect(siteCard.getByText('Completed')).toBeVisible({ timeout: 120_000 });
  await expect(siteCard).toContainText('3 of 3 pages scanned (pages from sitemap.xml)');
  await expect(siteCard).toContainText('signed in with a site profile');
  const groups = await showGroups(siteCard, `${site.base}/app/p1`);
  await expect(groups.locator('> li')).toHaveCount(1);
  await triageGroupByKeyboard(tab, groups, 'button-name', 'False positive', 3);
  await expectNoAxeViolations(tab, 'signed-in site scan groups, 1280 px');
  await tab.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(tab, 'signed-in site scan groups, 375 px');
  await context.close();
});
