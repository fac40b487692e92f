import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signedIn, signedUp } from '../support/signed-in';
import { FIRST_LOAD } from '../support/waits';

/** The training library against the real server: what free and premium members may open, progress, axe. */

async function freshMember(browser: Browser): Promise<Page> {
  const { context } = await signedUp(browser, { prefix: 'learner', password: 'training-e2e-pass' });
  return context.newPage();
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a free member opens a free module, keeps progress across a reload, and meets Unlock with Premium', async ({ browser }) => {
  const page = await freshMember(browser);
  await page.goto('/training');
  await expect(page.getByRole('heading', { level: 2, name: 'Free Modules' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/premium');
  const locked = card(page, 'CMMC 2.0 and NIST SP 800-171 for Contractors');
  await expect(locked.getByRole('link', { name: /^Unlock with Premium/ })).toHaveAttribute('href', '/premium');
  await expect(page.getByRole('article')).toHaveCount(13);

  await card(page, 'QuickBooks Fundamentals for Small Business').getByRole('button', { name: /^Start/ }).click();
  await expect(page.getByRole('heading', { name: 'Lesson 1: Setting up your company and chart of accounts' })).toBeFocused();
  await page.getByRole('button', { name: 'Mark complete and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Lesson 2: Bank feeds, rules and reconciliation' })).toBeVisible();
  await expect(page.getByText('1 of 3 lessons done')).toBeVisible();

  // Progress is the server's: back in the library after a reload, the module resumes where it was left.
  await page.goto('/training');
  const quickbooks = card(page, 'QuickBooks Fundamentals for Small Business');
  await expect(quickbooks).toContainText('1 of 3 lessons done', FIRST_LOAD);
  await quickbooks.getByRole('button', { name: /^Continue/ }).click();
  await expect(page.getByRole('heading', { name: 'Lesson 2: Bank feeds, rules and reconciliation' })).toBeVisible();

  // A premium module's address opened directly is refused by the server.
  await page.goto('/training?module=cmmc-cybersecurity');
  await expect(page.getByText('This module is part of Premium. Unlock with Premium to open it.')).toBeVisible(FIRST_LOAD);
});

for (const width of [375, 1280]) {
  test(`the library and an open premium module pass axe at ${width} px`, async ({ browser }) => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.goto('/training');
    await expect(visitor.getByRole('heading', { level: 2, name: 'Premium Modules' })).toBeVisible(FIRST_LOAD);
    await expectNoAxeViolations(visitor, `/training visitor ${width}`);

    const { page: premium } = await signedIn(browser, 'premium');
    await premium.setViewportSize({ width, height: 900 });
    await premium.goto('/training');
    await expect(premium.getByRole('heading', { level: 2, name: 'Premium Modules' })).toBeVisible(FIRST_LOAD);
    await expect(premium.getByRole('link', { name: 'Upgrade to Premium' })).toHaveCount(0);
    await expectNoAxeViolations(premium, `/training premium ${width}`);
    await card(premium, 'Winning Federal Proposals').getByRole('button', { name: /^(Start|Continue|Review)/ }).click();
    await expect(premium.getByRole('navigation', { name: 'Lessons' })).toBeVisible();
    await expect(premium.getByText('Key points')).toBeVisible();
    await expectNoAxeViolations(premium, `/training module ${width}`);
  });
}
