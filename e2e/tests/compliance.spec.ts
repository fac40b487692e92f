import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signedUp } from '../support/signed-in';
import { serveFixtureSite } from '../support/fixture-site';

/**
 * Compliance scanning against the real server and its real scanner: a member scans a local fixture
 * page with known violations (served on 127.0.0.1, which the test server allow-lists), watches the
 * scan's progress arrive live, reads its issues, exports the report, and a second tab of the same
 * member sees the finished scan without a reload.
 */
test.describe.configure({ timeout: 120_000 });

const FIXTURE = readFileSync(new URL('../../realtime-server/test/compliance/fixtures/violations.html', import.meta.url), 'utf8');
// The page answers after a pause, so the "loading" step lasts long enough to be seen.
const site = serveFixtureSite((_req, res) => {
  setTimeout(() => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(FIXTURE);
  }, 1_500);
});

async function newMember(browser: Browser): Promise<BrowserContext> {
  const { context } = await signedUp(browser, { prefix: 'scan', password: 'secret-pass-123', fields: { firstName: 'Scan', lastName: 'Tester' } });
  return context;
}

/** Records every step the page shows for a scan, so a step shorter than a poll is still seen. */
async function recordSteps(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __steps: string[] }).__steps = seen;
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll('[data-scan-progress]'))) {
        const step = el.getAttribute('data-scan-progress')!;
        if (seen[seen.length - 1] !== step) seen.push(step);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-scan-progress'] });
  });
}

test('a member starts a scan, watches it progress live, reads its issues and exports the report', async ({ browser }) => {
  const member = await newMember(browser);
  const page = await member.newPage();
  const otherTab = await member.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/compliance-monitoring');
  await expect(page.getByRole('heading', { level: 1, name: 'Section 508 Compliance Monitoring' })).toBeVisible();
  await otherTab.goto('/compliance-monitoring?tab=scans');
  // A first load signed in, on a runner shared with the other workers: as the other specs allow for it.
  await expect(otherTab.getByRole('heading', { name: 'No scans yet' })).toBeVisible({ timeout: 20_000 });
  // No score before a scan: a dash and the reason, never "0%" (issue 23).
  const summary = page.getByRole('list', { name: 'Compliance summary' });
  await expect(summary.locator('[data-summary="Compliance Score"]')).toHaveText('—No figure yet');
  await expect(summary.getByText('0%')).toHaveCount(0);
  await expectNoAxeViolations(page, 'empty page, 1280 px');

  // The spec's messages, from the shared schema, before anything is sent.
  const url = page.getByRole('textbox', { name: 'Website URL' });
  await page.getByRole('button', { name: 'Start Scan' }).click();
  await expect(page.getByText('URL Required: Please enter a URL to scan for accessibility compliance.')).toBeVisible();
  await url.fill('www.example.com');
  await url.press('Enter');
  await expect(page.getByText('Invalid URL: Please enter a valid URL (including http:// or https://).')).toBeVisible();

  await recordSteps(page);
  await url.fill(site.url('/filings'));
  await page.getByRole('button', { name: 'Start Scan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scan Started' })).toBeVisible();
  const card = page.getByRole('article', { name: site.url('/filings') });
  // Other specs may be scanning at the same time (the dogfood spec fills both browser slots): the
  // scan may wait its turn first, and says where it stands in the queue while it does.
  await expect(card.getByRole('status')).toHaveText(/^(Queued \(position \d+\)|Loading the page)$/);
  await expect(card.getByRole('status')).toHaveText('Loading the page', { timeout: 60_000 });
  await expect(card.getByText('Completed')).toBeVisible({ timeout: 30_000 });
  const steps = await page.evaluate(() => (window as unknown as { __steps: string[] }).__steps);
  expect(steps).toEqual(expect.arrayContaining(['loading', 'checking']));
  expect(steps.indexOf('loading')).toBeLessThan(steps.indexOf('checking'));

  // Score, checks, critical issues, total issues, duration.
  await expect(card.getByText('80%')).toBeVisible();
  await expect(card.getByText('16 of 20')).toBeVisible();
  await expect(card.locator('dd').nth(2)).toHaveText('2');
  await expect(card.locator('dd').nth(3)).toHaveText('4');
  await expect(card.locator('dd').nth(4)).toHaveText(/^\d+\.\d s$/);
  await expect(page.getByRole('list', { name: 'Compliance summary' }).getByText('80%')).toBeVisible();
  // The other tab got the finished scan in the member's own room, without a reload.
  await expect(otherTab.getByRole('article', { name: site.url('/filings') }).getByText('80%')).toBeVisible();

  await card.getByRole('button', { name: `View Details for ${site.url('/filings')}` }).click();
  const dialog = page.getByRole('dialog', { name: `Scan details: ${site.url('/filings')}` });
  await expect(dialog.locator('[data-rule]')).toHaveCount(4);
  await expect(dialog.locator('[data-rule="image-alt"]')).toContainText('Critical');
  // The URL's history (chart and table) and its re-scan schedule.
  await expect(dialog.getByRole('table', { name: 'Score history' }).getByRole('row')).toHaveCount(2);
  await expect(dialog.getByRole('table', { name: 'Score history' })).toContainText('80%');
  await dialog.getByRole('button', { name: 'Weekly' }).click();
  await expect(dialog.getByText(/^Next scan /)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stop re-scans' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, 'details dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Issues' }).click();
  await page.getByRole('combobox', { name: 'Severity' }).click();
  await page.getByRole('option', { name: 'Critical' }).click();
  await expect(page.locator('[data-rule]')).toHaveCount(2);
  await expect(page.locator('[data-rule="label"]')).toBeVisible();

  const alertsTab = page.getByRole('tab', { name: /^Alerts/ });
  await expect(alertsTab).toHaveAccessibleName('Alerts (1 unread)');
  await alertsTab.click();
  await expect(page.locator('[data-alert-type="critical_issue"]')).toContainText('2 critical issues were found');
  await page.getByRole('button', { name: 'Mark Read: Critical accessibility issues found' }).click();
  await expect(alertsTab).toHaveAccessibleName('Alerts');
  await expect(page.getByRole('list', { name: 'Compliance summary' }).locator('[data-summary="Unread Alerts"]')).toHaveText('0');

  await page.getByRole('tab', { name: 'Recent Scans' }).click();
  await page.getByRole('button', { name: `Export Report for ${site.url('/filings')}` }).first().click();
  const yamlItem = page.getByRole('menuitem', { name: 'OpenACR YAML (download)' });
  const href = await yamlItem.getAttribute('href');
  const report = await member.request.get(href!);
  expect(report.ok()).toBe(true);
  expect(await report.text()).toContain('catalog: 2.4-edition-wcag-2.1-en');
  const [printable] = await Promise.all([member.waitForEvent('page'), page.getByRole('menuitem', { name: /Printable report/ }).click()]);
  await expect(printable.getByRole('heading', { level: 1 })).toHaveText(`Accessibility Conformance Report: ${site.url('/filings')}`);
  await expect(printable.getByRole('cell', { name: 'Does Not Support' })).toHaveCount(4);
  await expectNoAxeViolations(printable, 'printable report');

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page, 'recent scans, 375 px');
  await member.close();
});

test('a scan of an address the guard refuses is refused when asked, with the reason, and nothing is started', async ({ browser }) => {
  const member = await newMember(browser);
  const page = await member.newPage();
  await page.goto('/compliance-monitoring');
  await expect(page.getByRole('heading', { level: 1, name: 'Section 508 Compliance Monitoring' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No scans yet' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Website URL' }).fill('http://127.0.0.2/');
  await page.getByRole('button', { name: 'Start Scan' }).click();
  const reason = 'The address 127.0.0.2 is not public (loopback) and cannot be scanned.';
  await expect(page.getByRole('textbox', { name: 'Website URL' })).toHaveAccessibleDescription(reason);
  await expect(page.getByRole('alert').filter({ hasText: 'Scan Failed' })).toContainText(reason);
  await expect(page.getByText('Scan Started')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No scans yet' })).toBeVisible();
  await member.close();
});

test('visitors see the form with a sign-in prompt', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/compliance-monitoring');
  await expect(page.getByText('Sign in to scan a web page for accessibility compliance.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/api/login?returnTo=%2Fcompliance-monitoring');
  await expectNoAxeViolations(page, 'visitor, 375 px');
  await page.getByRole('textbox', { name: 'Website URL' }).fill('https://www.example.com');
  await page.getByRole('button', { name: 'Start Scan' }).click();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fcompliance-monitoring$/);
  await context.close();
});
