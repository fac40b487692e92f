import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueUsername } from '../support/accounts';
import { signedIn } from '../support/signed-in';
import { FIRST_LOAD } from '../support/waits';

/**
 * The operator's monitoring dashboard against the real server: live figures from the `monitoring`
 * room (a sign-up elsewhere shows within 2 seconds, without a reload), and a clear page for
 * everyone else.
 */
test.describe.configure({ timeout: 90_000 });

const totalUsers = async (page: Page) => Number((await page.getByTestId('total-users-value').innerText()).replace(/,/g, ''));

test('an operator sees a new member’s sign-up in Total Users within 2 seconds, without a reload', async ({ browser }) => {
  const operator = await signedIn(browser, 'operator');
  const newcomer = await signedIn(browser, null);
  await operator.page.goto('/monitoring');
  await expect(operator.page.getByRole('heading', { level: 1, name: 'System Monitoring' })).toBeVisible(FIRST_LOAD);
  await expect(operator.page.getByText('Live', { exact: true })).toBeVisible(FIRST_LOAD);
  await expect(operator.page.getByTestId('total-users')).toContainText('of 10,000 limit');
  await expect(operator.page.getByRole('heading', { name: 'Community Activity' })).toBeVisible();
  await expect(operator.page.getByText('Operational')).toBeVisible();
  await operator.page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const before = await totalUsers(operator.page);

  const res = await newcomer.context.request.post('/api/register', { data: { username: uniqueUsername('newcomer'), password: 'newcomer-pass' } });
  expect(res.status(), await res.text()).toBe(201);
  // Other workers sign people up at the same time, so the figure may pass before + 1 on its way:
  // what counts is that it moves up, live, to include this sign-up.
  await expect.poll(() => totalUsers(operator.page), { timeout: 2_000, intervals: [100] }).toBeGreaterThanOrEqual(before + 1);
  expect(await operator.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await operator.context.close();
  await newcomer.context.close();
});

test('members get a clear 403 page and visitors a sign-in page, not a broken dashboard', async ({ browser }) => {
  const member = await signedIn(browser, 'member');
  await member.page.goto('/monitoring');
  await expect(member.page.getByRole('heading', { level: 2, name: '403: Operators only' })).toBeVisible(FIRST_LOAD);
  await expect(member.page.getByTestId('total-users')).toHaveCount(0);
  await expectNoAxeViolations(member.page, 'member 403');
  const visitor = await signedIn(browser, null);
  await visitor.page.goto('/monitoring');
  await expect(visitor.page.getByRole('heading', { level: 2, name: 'Sign in to view system monitoring' })).toBeVisible(FIRST_LOAD);
  await expect(visitor.page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /returnTo=%2Fmonitoring/);
  await member.context.close();
  await visitor.context.close();
});

for (const width of [375, 1280]) {
  test(`the dashboard has no axe violations at ${width} px, with a chart's data table open`, async ({ browser }) => {
    const operator = await signedIn(browser, 'operator');
    await operator.page.setViewportSize({ width, height: 900 });
    await operator.page.goto('/monitoring');
    await expect(operator.page.getByText('Live', { exact: true })).toBeVisible(FIRST_LOAD);
    // A streamed update has drawn the hour charts.
    const toggle = operator.page.getByRole('button', { name: 'Show data table' }).first();
    await expect(toggle).toBeEnabled({ timeout: 5_000 });
    await toggle.click();
    await expect(operator.page.getByRole('table', { name: 'Live connections, last hour' })).toBeVisible();
    await expectNoAxeViolations(operator.page, `dashboard at ${width}px`);
    await operator.context.close();
  });
}
