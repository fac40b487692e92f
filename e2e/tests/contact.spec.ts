import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signedIn } from '../support/signed-in';
import { FIRST_LOAD } from '../support/waits';

/**
 * The contact page against the real server: a visitor's messages reach an operator's open inbox
 * live (a second browser context, no reload), urgent ones marked, and the page is axe-clean.
 */
test.describe.configure({ timeout: 90_000 });

async function fillMessage(page: Page, { name, message, urgent }: { name: string; message: string; urgent?: boolean }) {
  await page.getByLabel('First Name').fill(name);
  await page.getByLabel('Last Name').fill('Visitor');
  await page.getByRole('textbox', { name: /^Email/ }).fill('visitor@example.com');
  await page.getByLabel('Service Interest').selectOption('sam-registration');
  await page.getByRole('textbox', { name: /^Message/ }).fill(message);
  if (urgent) await page.getByLabel('This is an urgent compliance issue').check();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent Successfully')).toBeVisible();
}

test('a visitor’s message and an urgent one arrive in the operator’s open inbox without a reload', async ({ browser }) => {
  const operator = await signedIn(browser, 'operator');
  const visitor = await signedIn(browser, null);
  await operator.page.goto('/contact/inbox');
  await expect(operator.page.getByRole('heading', { level: 1, name: 'Contact Inbox' })).toBeVisible(FIRST_LOAD);
  await expect(operator.page.getByText('Live', { exact: true })).toBeVisible(FIRST_LOAD);

  await visitor.page.goto('/contact');
  await expect(visitor.page.getByRole('tab', { name: 'Send Message' })).toHaveAttribute('aria-selected', 'true', FIRST_LOAD);
  // The spec's validation messages show before anything is sent.
  await visitor.page.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.page.getByText('First name is required')).toBeVisible();
  await expect(visitor.page.getByText('Message must be at least 10 characters')).toBeVisible();

  await fillMessage(visitor.page, { name: 'Robin', message: 'We would like a quote for monthly bookkeeping.' });
  const first = operator.page.getByRole('article', { name: 'Message from Robin Visitor' });
  await expect(first).toBeVisible({ timeout: 3_000 });
  await expect(first.getByText('Urgent')).toHaveCount(0);

  await fillMessage(visitor.page, { name: 'Casey', message: 'Our SAM registration lapses tomorrow, please call.', urgent: true });
  const urgent = operator.page.getByRole('article', { name: 'Message from Casey Visitor' });
  await expect(urgent).toBeVisible({ timeout: 3_000 });
  await expect(urgent.getByText('Urgent')).toBeVisible();
  await expect(operator.page.getByRole('status').filter({ hasText: 'New urgent message from Casey Visitor' })).toBeAttached();

  await urgent.getByRole('button', { name: /Mark handled/ }).click();
  await expect(urgent.getByText('Handled', { exact: true })).toBeVisible();
  await operator.context.close();
  await visitor.context.close();
});

test('members get a 403 page instead of the inbox', async ({ browser }) => {
  const member = await signedIn(browser, 'member');
  await member.page.goto('/contact/inbox');
  await expect(member.page.getByRole('heading', { level: 2, name: '403: Operators only' })).toBeVisible(FIRST_LOAD);
  await member.context.close();
});

test('Free Initial Consultation switches to the consultation tab; Emergency Contact dials the firm', async ({ browser }) => {
  const visitor = await signedIn(browser, null);
  await visitor.page.goto('/contact');
  await expect(visitor.page.getByText('ext. 101')).toBeVisible(FIRST_LOAD);
  await expect(visitor.page.getByRole('link', { name: 'Emergency Contact' })).toHaveAttribute('href', /^tel:/);
  await visitor.page.getByRole('button', { name: 'Schedule Consultation' }).click();
  await expect(visitor.page.getByRole('tab', { name: 'Schedule Consultation' })).toHaveAttribute('aria-selected', 'true');
  await visitor.context.close();
});

for (const width of [375, 1280]) {
  test(`/contact has no axe violations at ${width} px`, async ({ browser }) => {
    const visitor = await signedIn(browser, null);
    await visitor.page.setViewportSize({ width, height: 900 });
    await visitor.page.goto('/contact');
    await expect(visitor.page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible(FIRST_LOAD);
    await expectNoAxeViolations(visitor.page, `/contact at ${width}px`);
    await visitor.page.getByRole('tab', { name: 'Schedule Consultation' }).click();
    await expectNoAxeViolations(visitor.page, `/contact consultation tab at ${width}px`);
    await visitor.context.close();
  });
}

test('the live training page’s calendar card says Google Calendar is not configured, and the API agrees', async ({ browser }) => {
  const member = await signedIn(browser, 'member');
  await member.page.goto('/live-training');
  const card = member.page.getByRole('region', { name: 'Calendar Integration' });
  await expect(card.getByText('Google Calendar is not configured on this server yet.')).toBeVisible(FIRST_LOAD);
  await expect(card.getByRole('button', { name: 'Connect Google Calendar' })).toHaveCount(0);
  const res = await member.context.request.get('/api/auth/google');
  expect(res.status()).toBe(409);
  expect((await res.json()).message).toMatch(/not configured/);
  await member.context.close();
});
