import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueUsername } from '../support/accounts';

test.describe('home', () => {
  test('shows the hero, badges, SAM steps and services, with one SAM step open at a time', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'S.A.M. Registration Help' })).toHaveAttribute('href', '/government-contracting');
    for (const badge of ['WCAG 2.1 AA Compliant', 'Section 508 Certified', 'VPAT Documentation Ready']) await expect(page.getByText(badge).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Learn More/ })).toHaveCount(6);

    const steps = page.getByRole('button', { name: /Step \d:/ });
    await expect(steps).toHaveCount(4);
    await steps.nth(0).click();
    await expect(steps.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await steps.nth(1).click();
    await expect(steps.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(steps.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('1-2 business days').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule Free Consultation' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Access Client Portal' })).toHaveAttribute('href', '/client-portal');
  });
});

test.describe('home, signed in', () => {
  test("a new member's SAM progress is their own: 0%, saved per step, kept on reload, another member unaffected", async ({ browser }) => {
    const signUp = async () => {
      const context = await browser.newContext();
      const res = await context.request.post('/api/register', { data: { username: uniqueUsername('sam'), password: 'secret-pass-123' } });
      expect(res.status(), await res.text()).toBe(201);
      return context;
    };
    const ana = await (await signUp()).newPage();
    await ana.goto('/');
    const progress = ana.getByTestId('sam-progress');
    await expect(progress).toContainText('0%');
    await expect(ana.getByText('37.5%')).toHaveCount(0);
    await ana.getByRole('button', { name: /Step 2:/ }).click();
    const detail = ana.getByRole('region', { name: /SAM.gov Registration Submission/ });
    await detail.getByRole('radio', { name: 'In Progress' }).check();
    await expect(progress).toContainText('12.5%');
    await expect(ana.getByRole('link', { name: 'Continue Step' })).toBeVisible();
    await expectNoAxeViolations(ana, 'home, member, a SAM step open');
    await ana.reload();
    await expect(ana.getByTestId('sam-progress')).toContainText('12.5%');

    const ben = await (await signUp()).newPage();
    await ben.goto('/');
    await expect(ben.getByTestId('sam-progress')).toContainText('0%');
    await ana.context().close();
    await ben.context().close();
  });
});

test.describe('services', () => {
  test('shows every service with its price and opens anchors from the footer with focus', async ({ page }) => {
    await page.goto('/');
    for (const text of ['From $500/month', 'From $200 for individual returns', 'From $2,500/month', 'From $1,500/month', 'Project-based pricing']) {
      await page.goto('/services');
      await expect(page.getByText(text).first()).toBeVisible();
    }
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: /Tax/ }).first().click();
    await expect(page).toHaveURL('/services#tax');
    await expect(page.locator('#tax')).toBeInViewport();
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement && (document.activeElement.id === 'tax' || !!document.activeElement.closest('#tax'))))
      .toBe(true);
  });

  test('tabs work by mouse and keyboard; a package selection shows its confirmation and survives a reload', async ({ page }) => {
    await page.goto('/services');
    const tabs = page.getByRole('tablist', { name: 'Service packages, comparison and compliance guide' });
    await tabs.getByRole('tab', { name: 'Compare Services' }).click();
    await expect(tabs.getByRole('tab', { name: 'Compare Services' })).toHaveAttribute('aria-selected', 'true');
    await tabs.getByRole('tab', { name: 'Compare Services' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Compliance Guide' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabs.getByRole('tab', { name: 'Compliance Guide' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(tabs.getByRole('tab', { name: 'Service Packages' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: /Select Package\s*: Professional/ }).first().click();
    const confirmation = page.getByTestId('package-confirmation');
    await expect(confirmation).toContainText('Professional');
    await expect(confirmation.getByRole('link', { name: 'Contact Us About This Package' })).toHaveAttribute('href', /\/contact\?/);
    await page.reload();
    await expect(page.getByRole('button', { name: /Selected\s*: Professional/ }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'services with a selected package');
  });

  test('the compliance checklist counts progress per category and overall, and keeps it after a reload', async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('tab', { name: 'Compliance Guide' }).click();
    const overall = page.getByTestId('checklist-overall');
    await expect(overall).toHaveText('0% complete');
    const categories = page.getByRole('tablist', { name: 'Compliance categories' });
    const firstCategory = categories.getByRole('tab').first();
    await expect(firstCategory).toContainText(/0\/\d+ Complete/);
    const total = Number((await firstCategory.textContent())!.match(/0\/(\d+) Complete/)![1]);

    await expect(page.getByText('Professional assistance recommended').first()).toBeVisible();
    const boxes = page.getByRole('tabpanel').getByRole('checkbox');
    await boxes.first().check();
    await expect(firstCategory).toContainText(`1/${total} Complete`);
    await expect(page.getByText('Completed - Great job!')).toHaveCount(1);
    await expect(overall).not.toHaveText('0% complete');
    const percent = await overall.textContent();

    await page.reload();
    await page.getByRole('tab', { name: 'Compliance Guide' }).click();
    await expect(page.getByTestId('checklist-overall')).toHaveText(percent!);
    await expect(page.getByRole('tablist', { name: 'Compliance categories' }).getByRole('tab').first()).toContainText(`1/${total} Complete`);
    await expectNoAxeViolations(page, 'compliance guide with a completed item');
  });
});

test.describe('government contracting', () => {
  test('shows the badges, requirements with urgency, the registration steps and official resources in new tabs', async ({ page }) => {
    await page.goto('/government-contracting');
    for (const badge of ['SAM.gov Certified', 'Section 508 Expert', 'WCAG 2.1 AA Specialist']) await expect(page.getByText(badge).first()).toBeVisible();
    for (const button of ['Start SAM Registration', 'Get VPAT Assessment', 'Discuss Requirements']) {
      // The contact form opens with the topic filled in.
      await expect(page.getByRole('link', { name: button }).first()).toHaveAttribute('href', /^\/contact(\?|$)/);
    }
    await expect(page.getByText('Critical').first()).toBeVisible();
    for (const timeframe of ['1-2 business days', '3-5 business days', '2-3 business days']) await expect(page.getByText(timeframe).first()).toBeVisible();
    await expect(page.getByText('2025 Compliance Updates')).toBeVisible();
    const external = page.locator('a[href^="https://sam.gov"], a[href^="https://www.section508.gov"], a[href^="https://www.w3.org"]');
    await expect(external).toHaveCount(3);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAccessibleName(/new tab/i);
    }
  });
});
