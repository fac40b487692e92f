import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { localContext, signedUp } from '../support/signed-in';
import { serveFixtureSite } from '../support/fixture-site';

/**
 * Issue 26 §3 and §4. A member's site scan of a local 2-page fixture site (an image without alt
 * text on both pages) proposes levels; the member evaluates 1.1.1 by keyboard in the dialog,
 * creates two versions, downloads the OpenACR YAML and compares the versions; axe at 375 and
 * 1280 px. Then /accessibility, signed out, says honestly that our own scan has not run yet (the
 * test server runs with SELF_SCAN off), with axe at both widths.
 */
test.describe.configure({ timeout: 180_000 });

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ACR fixture</title></head><body><main><h1>Filings</h1>${body}</main></body></html>`;
const IMG = '<img class="hero" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">';
const site = serveFixtureSite((req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/sitemap.xml') {
    res.writeHead(200, { 'Content-Type': 'application/xml' });
    return res.end(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${site.base}/one</loc></url><url><loc>${site.base}/two</loc></url></urlset>`);
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(page(`${IMG}<p>${path}</p>`));
});

test('a member evaluates a criterion by keyboard, creates versions, exports the ACR and compares versions', async ({ browser }) => {
  const { context } = await signedUp(browser, { prefix: 'acr', password: 'secret-pass-123', fields: { firstName: 'Acr', lastName: 'Reviewer' } });
  const started = await context.request.post('/api/compliance/site-scans', { data: { url: `${site.base}/one`, pageLimit: 2 } });
  expect(started.status(), await started.text()).toBe(201);
  const siteId = ((await started.json()) as { id: string }).id;
  await expect.poll(async () => ((await (await context.request.get(`/api/compliance/site-scans/${siteId}`)).json()) as { status: string }).status, { timeout: 120_000 }).toBe('completed');

  const tab = await context.newPage();
  await tab.setViewportSize({ width: 1280, height: 900 });
  await tab.goto('/compliance-monitoring?tab=acr');
  const row = tab.getByRole('row', { name: /^1\.1\.1 Non-text Content/ });
  // The report loads after the app and the page's other lists; a loaded machine can take a while.
  await expect(row.getByRole('cell').nth(0)).toHaveText('Does Not Support', { timeout: 30_000 });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Not yet');
  await expect(row).toContainText('image-alt at html > body > main > img: 2 pages, 2 instances');
  await expectNoAxeViolations(tab, 'ACR tab, 1280 px');

  // By keyboard alone: Edit, the level one radio up, remarks, Save.
  await row.getByRole('button', { name: 'Edit 1.1.1 Non-text Content' }).focus();
  await tab.keyboard.press('Enter');
  const dialog = tab.getByRole('dialog', { name: 'Evaluate 1.1.1 Non-text Content' });
  await expect(dialog.getByRole('radio', { name: 'Does Not Support' })).toBeChecked();
  await expectNoAxeViolations(tab, 'evaluation dialog, 1280 px');
  await dialog.getByRole('radio', { name: 'Does Not Support' }).focus();
  await tab.keyboard.press('ArrowUp');
  await expect(dialog.getByRole('radio', { name: 'Partially Supports' })).toBeChecked();
  await tab.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Remarks and explanations' })).toBeFocused();
  await tab.keyboard.type('Hero images lack alt text on both pages; fix scheduled.');
  await tab.keyboard.press('Tab');
  await tab.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save evaluation' })).toBeFocused();
  await tab.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').nth(1)).toContainText('Partially Supports');
  await expect(row.getByRole('cell').nth(1)).toContainText('by Acr Reviewer');

  const create = tab.getByRole('button', { name: 'Create version' });
  await create.focus();
  await tab.keyboard.press('Enter');
  await expect(tab.getByRole('heading', { name: 'Version 1' })).toBeVisible();

  const downloading = tab.waitForEvent('download');
  await tab.getByRole('link', { name: 'Download YAML of version 1 (OpenACR)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^acr-127\.0\.0\.1-\d+-v1\.openacr\.yaml$/);
  const yaml = await readFile((await download.path())!, 'utf8');
  expect(yaml).toContain('catalog: 2.4-edition-wcag-2.1-508-en');
  expect(yaml).toMatch(/- num: 1\.1\.1\n\s+components:\n\s+- name: web\n\s+adherence:\n\s+level: partially-supports\n\s+notes: "?Hero images lack alt text on both pages; fix scheduled\. Evaluated by Acr Reviewer/);

  // A second evaluation and version, compared with the first.
  await tab.getByRole('row', { name: /^3\.1\.1 Language of Page/ }).getByRole('button', { name: 'Edit 3.1.1 Language of Page' }).click();
  const second = tab.getByRole('dialog', { name: 'Evaluate 3.1.1 Language of Page' });
  await second.getByRole('radio', { name: 'Supports', exact: true }).check();
  await second.getByRole('button', { name: 'Save evaluation' }).click();
  await expect(second).toBeHidden();
  await create.click();
  await expect(tab.getByRole('heading', { name: 'Version 2' })).toBeVisible();
  await tab.getByRole('button', { name: 'Compare with previous: version 2 against version 1' }).click();
  await expect(tab.getByRole('list', { name: 'Changes from version 1 to 2' })).toHaveText('3.1.1 Language of Page: Level Not Evaluated → Supports');

  await expectNoAxeViolations(tab, 'ACR tab with versions, 1280 px');
  await tab.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(tab, 'ACR tab with versions, 375 px');
  await context.close();
});

test('/accessibility, signed out, tells the truth about our own scan and passes axe at 375 and 1280 px', async ({ browser }) => {
  const context = await localContext(browser);
  const tab = await context.newPage();
  for (const width of [375, 1280]) {
    await tab.setViewportSize({ width, height: 900 });
    await tab.goto('/accessibility');
    const section = tab.getByRole('region', { name: 'Our latest automated results' });
    await expect(section).toContainText('Our scanner has not run on this site yet, so there are no results to publish.');
    await expect(section.getByRole('link')).toHaveCount(0);
    await expectNoAxeViolations(tab, `/accessibility signed out, ${width} px`);
  }
  const summary = await context.request.get('/api/accessibility/self');
  expect(await summary.json()).toEqual({ lastRun: null, running: false, acrAvailable: false });
  await context.close();
});
