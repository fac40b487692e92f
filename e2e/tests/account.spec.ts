import { expect, test, type Browser } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { newAccount, signedIn } from '../support/signed-in';
import { FIRST_LOAD } from '../support/waits';

/**
 * Account basics in a real browser: a forgotten password reset through the emailed link (read from
 * the outbox as an operator reads it), and a profile change that the header shows at once, here and
 * on the member's other device. The pages are axe-clean at 375 and 1280 px.
 */
test.describe.configure({ timeout: 90_000 });

/** A new account with an email (made from a context of its own, so the test's browser starts signed out). */
async function accountWithEmail(browser: Browser, fields: Record<string, string> = {}) {
  const password = 'first-password';
  const username = await newAccount(browser, { prefix: 'acct', password, email: true, fields });
  return { username, password, email: `${username}@example.com` };
}

/** The link of the newest reset email to `to`, as an operator reads the outbox. */
async function resetLink(browser: Browser, to: string): Promise<string> {
  const { context } = await signedIn(browser, 'operator');
  let text = '';
  await expect
    .poll(async () => {
      const outbox = (await (await context.request.get('/api/mail/outbox?tag=password-reset')).json()) as { messages: { to: string; text: string }[] };
      text = outbox.messages.find((m) => m.to === to)?.text ?? '';
      return text;
    }, FIRST_LOAD)
    .toContain('/reset-password?token=');
  await context.close();
  return /(http\S+\/reset-password\?token=\S+)/.exec(text)![1]!;
}

test('a forgotten password: link by email, a new password, then signing in with it (keyboard only)', async ({ browser }) => {
  const account = await accountWithEmail(browser);
  const { context, page } = await signedIn(browser, null);
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible(FIRST_LOAD);
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill(account.email);
  // Until the app has started, the prerendered form's button waits (disabled), keeping what was typed.
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  await email.press('Enter');
  const confirmation = page.getByRole('status').filter({ hasText: "If an account uses that address, we've sent a link" });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();

  await page.goto(await resetLink(browser, account.email));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second-password');
  const confirm = page.getByRole('textbox', { name: 'Confirm new password' });
  await confirm.fill('second-password');
  await confirm.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Sign in with your new password.' })).toBeFocused();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();

  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Username').fill(account.username);
  await signIn.getByRole('textbox', { name: 'Password', exact: true }).fill('second-password');
  await signIn.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu for/ })).toBeVisible();
  await context.close();
});

test('a profile change shows the new name in the header, and on the member’s other device without a reload', async ({ browser }) => {
  const account = await accountWithEmail(browser, { firstName: 'Jordan', lastName: 'Rivera' });
  const laptop = await signedIn(browser, account);
  const phone = await signedIn(browser, account);
  await phone.page.goto('/community');
  await expect(phone.page.getByRole('banner')).toContainText('Jordan Rivera', FIRST_LOAD);

  const { page } = laptop;
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Profile' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Ada Lovelace');
  await expect(phone.page.getByRole('banner')).toContainText('Ada Lovelace');
  await laptop.context.close();
  await phone.context.close();
});

for (const width of [375, 1280]) {
  test(`the account pages have no axe violations at ${width} px`, async ({ browser }) => {
    const account = await accountWithEmail(browser, { firstName: 'Jordan', lastName: 'Rivera' });
    const visitor = await signedIn(browser, null);
    await visitor.page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of [
      ['/forgot-password', 'Forgot your password?'],
      ['/reset-password?token=made-up', 'Choose a new password'],
      ['/reset-password', 'Choose a new password'],
      ['/profile', 'Profile'],
    ] as const) {
      await visitor.page.goto(path);
      await expect(visitor.page.getByRole('heading', { level: 1, name: heading })).toBeVisible(FIRST_LOAD);
      if (path === '/profile') await expect(visitor.page.getByRole('heading', { name: 'Sign in to edit your profile' })).toBeVisible();
      await expectNoAxeViolations(visitor.page, `${path} signed out at ${width}px`);
    }
    await visitor.context.close();

    const member = await signedIn(browser, account);
    await member.page.setViewportSize({ width, height: 900 });
    await member.page.goto('/profile');
    await expect(member.page.getByRole('form', { name: 'Change password' })).toBeVisible(FIRST_LOAD);
    await expectNoAxeViolations(member.page, `/profile signed in at ${width}px`);
    await member.context.close();
  });
}
