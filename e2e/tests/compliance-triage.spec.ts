import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { showGroups, startSiteScan, triageGroupByKeyboard } from '../support/compliance';
import { signedUp } from '../support/signed-in';
import { serveFixtureSite } from '../support/fixture-site';

/**
 * Issue 26 §2: a member works with scan results. A local 3-page fixture site (127.0.0.1, allowed by
 * the test server) shares one faulty menu button on every page; its first page also has an unnamed
 * link and text over a gradient (axe cannot decide its contrast: "needs review"). The member reads
 * violations and needs-review items apart, triages an issue by keyboard, then scans the whole site
 * and triages its one group by keyboard; axe at 375 and 1280 px.
 */
test.describe.configure({ timeout: 180_000 });

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Triage fixture</title></head><body><main><h1>Filings</h1><div><button class="account-menu"></button></div>${body}</main></body></html>`;
const site = serveFixtureSite((req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/sitemap.xml') {
    res.writeHead(200, { 'Content-Type': 'application/xml' });
    return res.end(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${['p1', 'p2', 'p3'].map((p) => `<url><loc>${site.base}/${p}</loc></url>`).join('')}</urlset>`);
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(path === '/p1' ? page('<a href="/p2"></a><p style="background: linear-gradient(#fff, #000)">Over a gradient</p>') : page('<p>Plain</p>'));
});

test('a member keeps needs-review apart, triages an issue and a site group by keyboard', async ({ browser }) => {
  const { context } = await signedUp(browser, { prefix: 'triage', password: 'secret-pass-123', fields: { firstName: 'Tria', lastName: 'Ger' } });
  const tab = await context.newPage();
  await tab.setViewportSize({ width: 1280, height: 900 });
  await tab.goto('/compliance-monitoring');
  await tab.getByRole('textbox', { name: 'Website URL' }).fill(`${site.base}/p1`);
  await tab.getByRole('button', { name: 'Start Scan' }).click();
  const card = tab.getByRole('article', { name: `${site.base}/p1` });
  await expect(card.getByText('Completed')).toBeVisible({ timeout: 90_000 });

  await card.getByRole('button', { name: `View Details for ${site.base}/p1` }).click();
  const dialog = tab.getByRole('dialog', { name: `Scan details: ${site.base}/p1` });
  await expect(dialog.getByRole('heading', { name: 'Violations (2)' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Needs review (1)' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Decided (0)' })).toBeVisible();
  await expect(dialog.getByTestId('scan-changes')).toHaveText('Since the previous scan of this page: 2 new, 0 still there, 0 fixed.');
  const violations = dialog.getByRole('list', { name: 'Violations' });
  await expect(violations.locator('[data-rule="link-name"]').getByText('New', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Needs review' }).locator('[data-rule="color-contrast"]')).toBeVisible();
  await expectNoAxeViolations(tab, 'scan results, 1280 px');

  // The unnamed link is a false positive: decided by keyboard alone.
  const triage = violations.getByRole('button', { name: /^Triage: link-name at / });
  await triage.focus();
  await tab.keyboard.press('Enter');
  const form = dialog.getByRole('form', { name: /^Triage link-name at / });
  await expect(form.getByRole('combobox', { name: 'Decision' })).toHaveText('False positive');
  await form.getByRole('textbox', { name: 'Reason (optional)' }).focus();
  await tab.keyboard.type('Decorative duplicate of the next link.');
  await form.getByRole('button', { name: 'Save decision' }).focus();
  await tab.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Decided (1)' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Violations (1)' })).toBeVisible();
  const decided = dialog.getByRole('list', { name: 'Decided' }).locator('[data-rule="link-name"]');
  await expect(decided.getByText('False positive')).toBeVisible();
  await expect(decided.getByText(/Decided by Tria Ger on .*: Decorative duplicate of the next link\./)).toBeVisible();
  await expect(dialog.getByText(/· 1 decided ·/)).toBeVisible();
  await tab.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(tab, 'scan results, 375 px');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await tab.setViewportSize({ width: 1280, height: 900 });

  // The whole site: the shared menu button is one group on 3 pages, the most impactful first.
  const siteCard = await startSiteScan(tab, `${site.base}/p1`);
  await expect(siteCard.getByText('Completed')).toBeVisible({ timeout: 120_000 });
  const groups = await showGroups(siteCard, `${site.base}/p1`);
  await expect(groups.locator('> li').first()).toHaveAttribute('data-group', /^button-name /);
  await triageGroupByKeyboard(tab, groups, 'button-name', "Won't fix", 3);
  await expectNoAxeViolations(tab, 'site groups, 1280 px');
  await tab.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(tab, 'site groups, 375 px');
  await context.close();
});
