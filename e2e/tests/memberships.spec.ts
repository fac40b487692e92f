import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { localContext, newAccount, signedIn } from '../support/signed-in';
import { FIRST_LOAD } from '../support/waits';

/**
 * Memberships against the real server (demo data, no card provider configured): a visitor picks a
 * plan on /pricing, signs in, pays with Cash App and waits; an operator approves the payment in their
 * own browser, and the member's open page turns into the member page without a reload.
 */

test.describe.configure({ timeout: 120_000 });
const PASSWORD = 'membership-e2e-pass';

test('pricing -> sign-in -> premium -> Cash App pending; an operator approves and the member’s page turns premium live', async ({ browser }) => {
  const username = await newAccount(browser, { prefix: 'buyer', password: PASSWORD, email: true });
  const member = await (await localContext(browser)).newPage();

  await member.goto('/pricing');
  await expect(member.getByRole('heading', { level: 1, name: 'Simple, Transparent Pricing' })).toBeVisible(FIRST_LOAD);
  await expect(member.getByRole('region', { name: 'Professional' }).getByText('Most Popular')).toBeVisible();
  await expect(member.getByRole('region', { name: 'Premium' }).getByText('Best Value')).toBeVisible();
  await member.getByRole('button', { name: 'Go Professional with the Professional plan' }).click();

  // The visitor signs in and comes back to checkout with the plan they chose.
  await expect(member).toHaveURL(/\/sign-in\?/, FIRST_LOAD);
  const signIn = member.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Username').fill(username);
  await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(member).toHaveURL(/\/premium\?plan=professional$/, FIRST_LOAD);
  await expect(member.getByRole('heading', { level: 1, name: 'Premium Access' })).toBeVisible(FIRST_LOAD);
  await expect(member.getByRole('button', { name: 'Professional selected' })).toHaveAttribute('aria-pressed', 'true');

  // No card provider here: the spec's notice, unavailable methods disabled, Cash App chosen.
  await expect(member.getByText('Credit card processing is currently being configured. Cash App payments are available for immediate access.')).toBeVisible();
  await expect(member.getByRole('radio', { name: /PayPal/ })).toBeDisabled();
  await expect(member.getByRole('radio', { name: 'Cash App' })).toBeChecked();
  await expect(member.getByRole('region', { name: 'Order summary' })).toContainText('$197.00 USD');

  // Two operator browsers have the verification queue open before the payment exists.
  const operators = [(await signedIn(browser, 'operator')).page, (await signedIn(browser, 'operator')).page];
  const queues = [];
  for (const operator of operators) {
    await operator.goto('/premium');
    const queue = operator.getByRole('region', { name: 'Payment verification' });
    // The seeded demo member's Starter payment is already waiting (the queue names members by their display name).
    await expect(queue.getByRole('button', { name: 'Approve: Daniel Lopez, Starter' })).toBeVisible(FIRST_LOAD);
    await operator.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    queues.push(queue);
  }
  const [first, second] = queues as [Locator, Locator];

  await member.getByRole('button', { name: 'Start Premium Access' }).click();
  const pending = member.getByRole('main').getByRole('status').filter({ hasText: 'Payment Pending Verification' });
  await expect(pending).toBeVisible();
  await expect(pending).toContainText(`Send $197 to`);
  await expect(pending).toContainText(`${username}@example.com`);
  await member.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // The new payment appears in both operators' queues without a reload.
  const approveButton = (queue: Locator) => queue.getByRole('button', { name: `Approve: ${username}, Professional` });
  await expect(approveButton(first)).toBeVisible();
  await expect(approveButton(second)).toBeVisible();
  await expect(first.getByRole('row').filter({ hasText: username })).toContainText(`${username}@example.com`);

  // The second operator approves; the row leaves the first operator's queue at once.
  // Approving grants access: the operator is asked first.
  await approveButton(second).click();
  const ask = operators[1]!.getByRole('dialog', { name: 'Approve this payment?' });
  await expect(ask).toContainText(`${username}'s Professional plan payment of $197`);
  await ask.getByRole('button', { name: 'Approve Payment' }).click();
  await expect(operators[1]!.getByText('Payment Approved').first()).toBeVisible();
  await expect(approveButton(second)).toHaveCount(0);
  await expect(approveButton(first)).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Approve: Daniel Lopez, Starter' })).toBeVisible();
  for (const operator of operators) expect(await operator.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // The member's page turns without a reload, named by the plan bought (never "Premium Member" for Professional).
  await expect(member.getByRole('heading', { level: 1, name: 'Professional plan' })).toBeVisible();
  await expect(member.getByText('Subscription Activated!')).toBeVisible();
  await expect(member.getByRole('link', { name: 'Access Training Portal' })).toHaveAttribute('href', '/training');
  await expect(member.getByRole('region', { name: 'Your membership' })).toContainText('Professional plan, $197 per month');
  expect(await member.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('content above a member’s plan names the plan that opens it and links to pricing', async ({ browser }) => {
  const { page: member } = await signedIn(browser, 'member');
  await member.goto('/live-training?tab=all');
  const session = member.getByRole('article', { name: 'Writing a Capability Statement That Wins' });
  await expect(session.getByText('Professional plan', { exact: true })).toBeVisible(FIRST_LOAD);
  await expect(session.getByText('This session is for Professional members. Included in the Professional plan and above.')).toBeVisible();
  await expect(session.getByRole('link', { name: 'Upgrade to Professional to attend Writing a Capability Statement That Wins' })).toHaveAttribute('href', '/pricing');

  await member.goto('/community');
  const post = member.getByRole('article', { name: 'Our CMMC Level 2 self-assessment checklist' });
  await expect(post.getByText('Included in the Professional plan and above.', { exact: false })).toBeVisible(FIRST_LOAD);
  await expect(post.getByRole('link', { name: 'Upgrade to Professional to read Our CMMC Level 2 self-assessment checklist' })).toHaveAttribute('href', '/pricing');

  // The demo premium member's plan opens both.
  const { page: premium } = await signedIn(browser, 'premium');
  await premium.goto('/community');
  await expect(premium.getByRole('article', { name: 'Our CMMC Level 2 self-assessment checklist' }).getByText(/mapped every NIST SP 800-171 control/)).toBeVisible(FIRST_LOAD);
  await premium.goto('/live-training?tab=all');
  await expect(premium.getByRole('article', { name: 'Writing a Capability Statement That Wins' }).getByRole('button', { name: 'Register: Writing a Capability Statement That Wins' })).toBeVisible(FIRST_LOAD);
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test('pricing and premium pass axe for visitors, free members and premium members', async ({ browser }) => {
      const visitor = await (await localContext(browser)).newPage();
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.goto('/pricing');
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(visitor, `/pricing visitor ${width}`);
      await visitor.getByRole('button', { name: /Can I cancel at any time/ }).click();
      await expectNoAxeViolations(visitor, `/pricing FAQ open ${width}`);
      await visitor.goto('/premium');
      await expect(visitor.getByRole('button', { name: 'Start Premium Access' })).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(visitor, `/premium visitor ${width}`);

      // The demo member's Cash App payment is waiting for verification (seeded).
      const { page: waiting } = await signedIn(browser, 'member');
      await waiting.setViewportSize({ width, height: 900 });
      await waiting.goto('/premium');
      await expect(waiting.getByRole('main').getByRole('status').filter({ hasText: 'Payment Pending Verification' })).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(waiting, `/premium pending member ${width}`);

      const { page: member } = await signedIn(browser, { username: await newAccount(browser, { prefix: 'axe', password: PASSWORD, email: true }), password: PASSWORD });
      await member.setViewportSize({ width, height: 900 });
      await member.goto('/premium?plan=premium');
      await expect(member.getByRole('button', { name: 'Premium selected' })).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(member, `/premium member ${width}`);

      const { page: premium } = await signedIn(browser, 'premium');
      await premium.setViewportSize({ width, height: 900 });
      await premium.goto('/premium');
      await expect(premium.getByRole('heading', { level: 1, name: 'Premium Member' })).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(premium, `/premium premium member ${width}`);

      // The operator's page with the live verification queue.
      const { page: operator } = await signedIn(browser, 'operator');
      await operator.setViewportSize({ width, height: 900 });
      await operator.goto('/premium');
      await expect(operator.getByRole('button', { name: 'Approve: Daniel Lopez, Starter' })).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(operator, `/premium operator queue ${width}`);
    });
  });
}
