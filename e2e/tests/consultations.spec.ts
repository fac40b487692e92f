import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueUsername } from '../support/accounts';
import { localContext, signedIn, signedUp, signIn } from '../support/signed-in';
import { FIRST_LOAD } from '../support/waits';

/**
 * Consultations against the real server: a member on a plan with consultations books through the
 * dialog (calendar, slots), finds it under Upcoming, reschedules it to another free slot and cancels
 * it, each after confirming; a Free member is told the allowance and the way forward before any
 * field; an operator's page shows a member's booking and cancellation without reload; the page is
 * axe-clean at phone and desktop widths.
 */
test.describe.configure({ timeout: 120_000, mode: 'serial' });

/** A new member on the Premium plan (Cash App path: subscribe, the operator approves). */
async function premiumMember(browser: Browser): Promise<Page> {
  const { context } = await signedUp(browser, { prefix: 'consult', password: 'secret-pass-123', email: true, fields: { firstName: 'Casey', lastName: 'Morgan' } });
  const sub = await context.request.post('/api/subscribe', { data: { planId: 'premium', paymentMethod: 'cashapp', amount: 297 } });
  expect(sub.status(), await sub.text()).toBe(201);
  const { subscription } = (await sub.json()) as { subscription: { id: string } };
  const operator = await localContext(browser);
  await signIn(operator, 'operator');
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
  const confirmMove = page.getByRole('dialog', { name: 'Move this consultation?' });
  await expect(confirmMove).toContainText('10:00 AM');
  await confirmMove.getByRole('button', { name: 'Move Consultation' }).click();
  await expect(page.getByText('Consultation Rescheduled', { exact: true })).toBeVisible();
  await expect(card).toContainText('Rescheduled');
  await expect(card).toContainText('10:00 AM');

  await card.getByRole('button', { name: 'Cancel Quarterly tax planning' }).click();
  const confirmCancel = page.getByRole('dialog', { name: 'Cancel Consultation' });
  await expect(confirmCancel).toContainText('Quarterly tax planning');
  await confirmCancel.getByRole('button', { name: 'Cancel Consultation' }).click();
  await expect(page.getByText('Consultation Cancelled', { exact: true })).toBeVisible();
  await expect(card).toBeHidden();
  await expect(upcoming).toContainText('No upcoming consultations');
  await page.context().close();
});

test('a Free member sees the allowance and the upgrade path before any field', async ({ browser }) => {
  const { context } = await signedUp(browser, { prefix: 'free', password: 'secret-pass-123', email: true });
  const page = await context.newPage();
  await page.goto('/consultations');
  await expect(page.getByTestId('consultation-allowance')).toContainText('Your Free plan does not include consultations', FIRST_LOAD);

  await page.getByRole('button', { name: 'Schedule New Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule New Consultation' });
  await expect(dialog.getByText('Consultations are included from the Professional plan (1 a month); Premium has unlimited.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Request a free initial consultation' })).toHaveAttribute('href', '/contact#consultation');
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Schedule Consultation' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'booking dialog of a Free member');
  await dialog.getByRole('link', { name: 'Upgrade to Professional' }).click();
  await expect(page).toHaveURL(/\/premium\?plan=professional$/);
  await expect(page.getByRole('button', { name: 'Professional selected' })).toBeVisible(FIRST_LOAD);
  await context.close();
});

/** An open day (Mon, Wed or Thu) some weeks ahead that no other run of this test is likely to use. */
function farOpenDay(): string {
  const d = new Date(Date.now() + (40 + Math.floor(Math.random() * 200)) * 86_400_000);
  while (![1, 3, 4].includes(d.getUTCDay())) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

test("an operator's page shows a member's new booking and its cancellation without reload", async ({ browser }) => {
  const { context: operator, page: opPage } = await signedIn(browser, 'operator');
  await opPage.goto('/consultations');
  await expect(opPage.getByText('Live', { exact: true })).toBeVisible(FIRST_LOAD);
  await opPage.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  const member = await premiumMember(browser);
  const title = `Live check ${uniqueUsername('c')}`;
  let booked: { id: string } | null = null;
  for (let attempt = 0; attempt < 5 && !booked; attempt++) {
    const res = await member.request.post('/api/consultations', {
      data: { kind: 'booking', title, firstName: 'Casey', lastName: 'Morgan', email: 'casey@example.com', phone: '555-0188', serviceType: 'cfo-services', preferredDate: farOpenDay(), preferredTime: '13:00', duration: 60, message: 'Cash flow forecast for the next two quarters.' },
    });
    if (res.status() === 201) booked = (await res.json()) as { id: string };
    else expect(res.status(), await res.text()).toBe(409);
  }
  expect(booked).not.toBeNull();

  const card = opPage.getByRole('region', { name: 'Upcoming Consultations' }).getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('555-0188');
  await expect(card).toContainText('Cash flow forecast for the next two quarters.');
  await expect(card).toContainText('CFO Services');

  expect((await member.request.put(`/api/consultations/${booked!.id}/cancel`)).status()).toBe(200);
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Cancel ${title}` })).toHaveCount(0);
  await expectNoAxeViolations(opPage, "an operator's /consultations");
  expect(await opPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await member.context().close();
  await operator.close();
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

    const visitorContext = await browser.newContext({ viewport: { width, height: 900 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/consultations');
    await expect(visitor.getByRole('heading', { name: 'How to book' })).toBeVisible(FIRST_LOAD);
    await expect(visitor.getByRole('link', { name: 'Request a free initial consultation' })).toHaveAttribute('href', '/contact#consultation');
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(visitor, `/consultations signed out at ${width}px`);
    await visitorContext.close();
  });
}
