import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueUsername } from '../support/accounts';
import { signIn } from '../support/signed-in';
import { SPEC_NAV_LINKS as NAV } from '../../web/src/test/spec-nav-links';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('navigation', () => {
  test("shows an operator the 15 links in the spec order, then the inbox and reconciliation, and reaches every route from them", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page.context(), 'operator');
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
    // The marketing header's row keeps one line: what does not fit is behind More, in the same order.
    const row = mainNav(page);
    await row.getByRole('button', { name: 'More' }).click();
    await expect(row.getByRole('link')).toHaveText([...NAV.map(([label]) => label), 'Contact Inbox', 'Reconciliation']);
    await page.keyboard.press('Escape');
    for (const [label, path] of [...NAV, ['Contact Inbox', '/contact/inbox'], ['Reconciliation', '/billing/reconciliation']] as const) {
      const nav = mainNav(page);
      const more = nav.getByRole('button', { name: 'More' });
      if (!(await nav.getByRole('link', { name: label, exact: true }).isVisible()) && (await more.isVisible())) await more.click();
      const before = new URL(page.url()).pathname === path ? null : await page.title();
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      // The old page (and its navigation) stays on screen until the new one has loaded; its title says it has.
      if (before !== null) await expect(page).not.toHaveTitle(before);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // On app pages the side navigation is 'Main'; on marketing pages the header's row, whose More may hold the link.
      const current = mainNav(page).getByRole('link', { name: label, exact: true });
      if (!(await current.isVisible())) await mainNav(page).getByRole('button', { name: 'More' }).click();
      await expect(current).toHaveAttribute('aria-current', 'page');
      if (await mainNav(page).getByRole('button', { name: 'More', expanded: true }).count()) await page.keyboard.press('Escape');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: /^403:/ })).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Schedule Consultation' }).first().click();
    await expect(page).toHaveURL('/contact');
  });

  test('shows the not-found page for an unknown path', async ({ page }) => {
    await page.goto('/definitely/not/here');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('opens the slide-out menu at 375 px with the visitor’s links, navigates, and closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    const open = page.getByRole('button', { name: 'Open navigation menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const drawer = page.getByRole('dialog');
    // Visitors: no operator tools (403) and no page that is only a sign-in wall for them.
    await expect(drawer.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(
      NAV.map(([label]) => label).filter((label) => !['Analytics', 'Compliance', 'SMS Campaigns', 'Settings'].includes(label)),
    );
    await drawer.getByRole('link', { name: 'Live Training', exact: true }).click();
    await expect(page).toHaveURL('/live-training');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('offers a skip link as the first stop for keyboard users', async ({ page }) => {
    await page.goto('/services');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    // The next Tab lands inside the main content, past the header's links.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#main-content'))).toBe(true);
  });
});

test.describe('accounts through the UI', () => {
  test('sign up, sign out and sign in again', async ({ page }) => {
    const username = uniqueUsername('e2e');
    await page.goto('/community');
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fcommunity/);

    await page.getByRole('tab', { name: 'Create account' }).click();
    const register = page.getByRole('form', { name: 'Create account' });
    await register.getByLabel('Username').fill('ab');
    await register.getByRole('textbox', { name: 'Password', exact: true }).fill('123');
    await register.getByRole('button', { name: 'Create account' }).click();
    await expect(register.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(register.getByText('Password must be at least 6 characters')).toBeVisible();

    await register.getByLabel('Username').fill(username);
    await register.getByRole('textbox', { name: 'Password', exact: true }).fill('e2e-password');
    await register.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/community');
    const account = page.getByRole('button', { name: new RegExp(`Account menu for`) });
    await expect(account).toBeVisible();

    await account.click();
    const panel = page.getByRole('dialog', { name: username });
    // A new account is on the free plan, named as a plan (issue 23: one source for plan names).
    await expect(panel.getByText('Free plan', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    expect(await (await page.request.get('/api/auth/user')).json()).toBeNull();

    await page.getByRole('link', { name: 'Sign in' }).first().click();
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Username').fill(username);
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill('e2e-password');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/community');
    await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test("the signed-in header passes axe, the account button named with the words it shows (WCAG 2.5.3)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const username = uniqueUsername('header');
    const res = await page.request.post('/api/register', { data: { username, password: 'e2e-password', firstName: 'Jordan', lastName: 'Rivera' } });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto('/services');
    const account = page.getByRole('button', { name: 'Account menu for Jordan Rivera' });
    await expect(account).toBeVisible();
    await expect(account).toHaveText('Jordan Rivera');
    await expectNoAxeViolations(page, 'signed in at 1280 px');
  });

  // Every route's axe audit at 375 and 1280 px runs in prerendered.spec's sweep (each route loaded once); the unknown path here.
  for (const width of [1280, 375]) {
    test(`the not-found page has zero WCAG 2.1 AA axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `on /no-such-page at ${width} px`);
    });
  }

});
