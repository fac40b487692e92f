import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { demo, uniqueUsername } from '../support/accounts';

/**
 * Consultations against the real server: a member on a plan with consultations books through the
 * dialog (calendar, slots), finds it under Upcoming, reschedules it to another free slot and cancels
 * it; the page is axe-clean at phone and desktop widths.
 */
test.describe.configure({ timeout: 120_000, mode: 'serial' });
const FIRST_LOAD = { timeout: 20_000 };

/** A new member on the Premium plan (Cash App path: subscribe, the operator approves). */
async function premiumMember(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
  const username = uniqueUsername('consult');
  const reg = await context.request.post('/api/register', { data: { username, password: 'secret-pass-123', firstName: 'Casey', lastName: 'Morgan', email: `${username}@example.com` } });
  expect(reg.status(), await reg.text()).toBe(201);
  const sub = await context.request.post('/api/subscribe', { data: { planId: 'premium', paymentMethod: 'cashapp', amount: 297 } });
  expect(sub.status(), await sub.text()).toBe(201);
  const { subscription } = (await sub.json()) as { subscription: { id: string } };
  const operator = await browser.newContext();
  expect((await operator.request.post('/api/login', { data: demo.operator })).ok()).toBe(true);
  const approved = await operator.request.post(`/api/payments/${subscription.id}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  await operator.close();
  return context.newPage();
}

/** Moves the calendar in `scope` a month on and picks its `nth` open day (well past the 24-hour cutoff). */
async function pickDayNextMonth(page: Page, scope: ReturnType<Page['getByRole']>, nth: number) {
  await scope.getByRole('button', { name: 'Next month' }).click();
  const day = scope.locator('button[role="gridcell"]:not([disabled])').nth(nth);
  await expect(day).toBeVisible();
  await day.click();
}

test('book through the dialog, see it under Upcoming, reschedule it, cancel it', async ({ browser }) => {
  const page = await premiumMember(browser);
  await page.goto('/consultations');
  await expect(page.getByRole('heading', { level: 1, name: 'One-on-One Consultations' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('stat-Average Rating')).toHaveText('No ratings yet');

  await page.getByRole('button', { name: 'Schedule New Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule New Consultation' });
  await expect(dialog.getByRole('group', { name: 'Your Information' })).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Consultation Details' })).toBeVisible();
  await expect(dialog.getByLabel('Service category')).toHaveValue('business-development');
  await expect(dialog.getByLabel('Priority')).toHaveValue('medium');

  // The spec's validation toasts come first.
  await dialog.getByRole('button', { name: 'Schedule Consultation' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Title Required');
  await expect(dialog.getByRole('alert')).toContainText('Please enter a consultation title.');
  await dialog.getByLabel('Title').fill('Quarterly tax planning');
  await dialog.getByRole('button', { name: 'Schedule Consultation' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Description Required');
  await dialog.getByLabel('Description').fill('Estimated payments for my LLC and the new hire.');
  await dialog.getByLabel('Phone').fill('555-0100');

  await pickDayNextMonth(page, dialog, 1);
  await dialog.getByRole('button', { name: '2:00 PM' }).click();
  await expect(dialog.getByRole('button', { name: '2:00 PM' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Schedule Consultation' }).click();
  await expect(page.getByText('Consultation Scheduled', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const upcoming = page.getByRole('region', { name: 'Upcoming Consultations' });
  const card = upcoming.getByRole('article', { name: 'Quarterly tax planning' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Scheduled');
  await expect(card).toContainText('2:00 PM');
  await expect(page.getByTestId('stat-Upcoming')).toHaveText('1');

  // The slot is taken now: opening the dialog again shows it disabled on that day.
  await card.getByRole('button', { name: 'Reschedule Quarterly tax planning' }).click();
  const reschedule = page.getByRole('dialog', { name: 'Reschedule Consultation' });
  await pickDayNextMonth(page, reschedule, 2);
  await reschedule.getByRole('button', { name: '10:00 AM' }).click();
  await reschedule.getByRole('button', { name: 'Reschedule', exact: true }).click();
  await expect(page.getByText('Consultation Rescheduled', { exact: true })).toBeVisible();
  await expect(card).toContainText('Rescheduled');
  await expect(card).toContainText('10:00 AM');

  await card.getByRole('button', { name: 'Cancel Quarterly tax planning' }).click();
  await page.getByRole('dialog', { name: 'Cancel Consultation' }).getByRole('button', { name: 'Cancel Consultation' }).click();
  await expect(page.getByText('Consultation Cancelled', { exact: true })).toBeVisible();
  await expect(card).toBeHidden();
  await expect(upcoming).toContainText('No upcoming consultations');
  await page.context().close();
});

for (const width of [375, 1280]) {
  test(`the consultations page and its dialog have no axe violations at ${width}px`, async ({ browser }) => {
    const page = await premiumMember(browser);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/consultations');
    await expect(page.getByRole('heading', { level: 1, name: 'One-on-One Consultations' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('region', { name: 'Upcoming Consultations' })).toBeVisible();
    await expectNoAxeViolations(page, `/consultations at ${width}px`);
    await page.getByRole('button', { name: 'Schedule New Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule New Consultation' });
    await expect(dialog.getByText(/Available times on/)).toBeVisible();
    await expectNoAxeViolations(page, `schedule dialog at ${width}px`);
    await page.context().close();
  });
}
