import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signedIn, signedUp } from '../support/signed-in';
import { FIRST_LOAD } from '../support/waits';

/**
 * Billing against the real server (demo data, Cash App): a member pays, an operator approves, and the
 * member downloads the receipt from /settings; an operator reconciles the month and exports the CSV.
 * Both pages are axe-clean at 375 and 1280 px.
 */
test.describe.configure({ timeout: 120_000 });
const month = () => new Date().toISOString().slice(0, 7);

test('a member downloads the receipt of a payment an operator approved; an operator reconciles the month', async ({ browser }) => {
  const { context: memberContext, username } = await signedUp(browser, { prefix: 'payer', password: 'billing-e2e-pass', email: true, fields: { firstName: 'Paula', lastName: 'Payer' } });
  const operator = await signedIn(browser, 'operator');
  const member = await memberContext.newPage();

  // Before paying: an honest empty state.
  await member.goto('/settings');
  const payments = member.getByRole('region', { name: 'Payments and receipts' });
  await expect(payments.getByText('No payments yet.', { exact: false })).toBeVisible(FIRST_LOAD);

  const subscribed = await memberContext.request.post('/api/subscribe', { data: { planId: 'starter', paymentMethod: 'cashapp', amount: 97 } });
  expect(subscribed.status(), await subscribed.text()).toBe(201);
  const { subscription } = (await subscribed.json()) as { subscription: { id: string } };
  await member.reload();
  await expect(payments.getByText('$97.00 by Cash App · Awaiting verification')).toBeVisible(FIRST_LOAD);
  await expect(payments.getByRole('link', { name: /Download PDF/ })).toHaveCount(0);

  const approved = await operator.context.request.post(`/api/payments/${subscription.id}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  // The account turns premium live; the list follows without a reload.
  await expect(payments.getByText('$97.00 by Cash App · Paid')).toBeVisible(FIRST_LOAD);
  // Starter's allowances, from the counters the server enforces, before any form.
  const usage = member.getByRole('region', { name: 'Plan usage this month' });
  await expect(usage.getByText(/^2 of 2 premium live sessions left this month, resets /)).toBeVisible(FIRST_LOAD);
  await expect(usage.getByText('No consultations on your plan')).toBeVisible();
  await expect(usage.getByText('Premium training content included')).toBeVisible();
  const pdfLink = payments.getByRole('link', { name: /^Download PDF of receipt R-\d{4}-\d{6}$/ });
  const receiptName = (await pdfLink.getAttribute('aria-label')) ?? (await pdfLink.textContent())!;
  const receiptNumber = /R-\d{4}-\d{6}/.exec(receiptName)![0];
  const download = member.waitForEvent('download');
  await pdfLink.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`receipt-${receiptNumber}.pdf`);
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // The printable page names the firm, the member and the receipt number.
  const htmlOpened = memberContext.waitForEvent('page');
  await payments.getByRole('link', { name: `View receipt ${receiptNumber} (opens in a new tab)` }).click();
  const receiptPage = await htmlOpened;
  await expect(receiptPage.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible(FIRST_LOAD);
  await expect(receiptPage.getByRole('row', { name: /Receipt number/ })).toContainText(receiptNumber);
  await expect(receiptPage.getByRole('row', { name: /Member/ })).toContainText(`Paula Payer (${username})`);
  await receiptPage.close();

  for (const width of [375, 1280]) {
    await member.setViewportSize({ width, height: 900 });
    await expect(payments.getByText('$97.00 by Cash App · Paid')).toBeVisible();
    await expectNoAxeViolations(member, `/settings billing at ${width}px`);
  }

  // The operator reaches reconciliation from their navigation.
  const page = operator.page;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('navigation').getByRole('link', { name: 'Reconciliation' }).first().click();
  await expect(page).toHaveURL(/\/billing\/reconciliation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Reconciliation' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByLabel('Month')).toHaveValue(month());
  const rails = page.getByRole('region', { name: /^By payment rail/ });
  const cashApp = rails.getByRole('row', { name: /^Cash App/ });
  await expect(cashApp).toBeVisible();
  // At least the member's payment was settled and granted this month.
  const settled = Number(/\((\d+)\)/.exec((await cashApp.getByRole('cell').nth(1).textContent())!)![1]);
  expect(settled).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('region', { name: 'Refused provider events' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for verification over 48 hours' })).toBeVisible();

  // The CSV of the month holds the member's payment.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export ledger CSV' }).click();
  const csv = await readFile((await (await csvDownload).path())!, 'utf8');
  expect(csv).toContain('Entry,Created,Member,Username');
  expect(csv).toContain(`Paula Payer,${username},starter,cashapp,${subscription.id},9700,USD,settled`);

  // Another month: nothing there, said plainly.
  await page.getByLabel('Month').fill('2020-01');
  await expect(page.getByRole('heading', { name: 'By payment rail, January 2020' })).toBeVisible();
  await expect(rails.getByRole('row', { name: /^Cash App/ })).toContainText('$0.00 (0)');
  await expect(page.getByText('No provider event was refused in January 2020.')).toBeVisible();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Reconciliation' })).toBeVisible();
    await expectNoAxeViolations(page, `/billing/reconciliation at ${width}px`);
  }
});

test('members are refused the reconciliation page; visitors are asked to sign in', async ({ browser }) => {
  const member = await signedIn(browser, 'member');
  await member.page.goto('/billing/reconciliation');
  await expect(member.page.getByRole('heading', { name: '403: Operators only' })).toBeVisible(FIRST_LOAD);
  const visitor = await signedIn(browser, null);
  await visitor.page.goto('/billing/reconciliation');
  await expect(visitor.page.getByRole('heading', { name: 'Sign in to reconcile payments' })).toBeVisible(FIRST_LOAD);
});

test('a member schedules a downgrade at the end of the paid period, sees both dates, and undoes it', async ({ browser }) => {
  const { context } = await signedUp(browser, { prefix: 'downgrader', password: 'billing-e2e-pass', email: true });
  const operator = await signedIn(browser, 'operator');
  const subscribed = await context.request.post('/api/subscribe', { data: { planId: 'professional', paymentMethod: 'cashapp', amount: 197 } });
  expect(subscribed.status(), await subscribed.text()).toBe(201);
  const { subscription } = (await subscribed.json()) as { subscription: { id: string } };
  const approved = await operator.context.request.post(`/api/payments/${subscription.id}/approve`, { data: {} });
  expect(approved.status(), await approved.text()).toBe(200);
  const end = new Date(((await approved.json()) as { expiresAt: string }).expiresAt);
  // The browser runs on this machine's time zone, as this process does.
  const shortEnd = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(end);
  const fullEnd = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(end);

  const member = await context.newPage();
  await member.setViewportSize({ width: 1280, height: 900 });
  await member.goto('/settings#billing');
  const billing = member.getByRole('region', { name: 'Billing' });
  await expect(billing.getByText('Professional plan')).toBeVisible(FIRST_LOAD);

  // The preview comes before anything is changed: the date, nothing due now, the new price.
  await billing.getByRole('button', { name: 'Change plan' }).click();
  const dialog = member.getByRole('dialog', { name: 'Change plan' });
  await dialog.getByRole('radio', { name: 'Starter, $97 per month' }).check();
  await expect(dialog.getByText(`${fullEnd}, at the end of your paid period`)).toBeVisible(FIRST_LOAD);
  await expect(dialog.getByText('Starter at $97 per month')).toBeVisible();
  await expectNoAxeViolations(member, '/settings change plan dialog at 1280px');
  await dialog.getByRole('button', { name: 'Confirm change' }).click();
  await expect(dialog).toBeHidden(FIRST_LOAD);

  // Both dates: the paid plan until the end of the period, the new one from then; access unchanged.
  await expect(billing.getByText(`Professional until ${shortEnd}, then Starter`)).toBeVisible(FIRST_LOAD);
  await expect(billing.getByText(`Starter starts on ${fullEnd} at $97 per month.`)).toBeVisible();
  await expect(billing.getByText('Professional plan')).toBeVisible();
  for (const width of [375, 1280]) {
    await member.setViewportSize({ width, height: 900 });
    await expect(billing.getByText(`Professional until ${shortEnd}, then Starter`)).toBeVisible();
    await expectNoAxeViolations(member, `/settings billing with a pending downgrade at ${width}px`);
  }
  // Still there after a reload: the server holds it.
  await member.reload();
  await expect(billing.getByText(`Professional until ${shortEnd}, then Starter`)).toBeVisible(FIRST_LOAD);

  // Undo by keyboard: the plan renews as it was.
  await billing.getByRole('button', { name: /^Undo/ }).focus();
  await member.keyboard.press('Enter');
  await expect(billing.getByText(`Professional until ${shortEnd}, then Starter`)).toBeHidden(FIRST_LOAD);
  await expect(billing.getByRole('button', { name: 'Change plan' })).toBeVisible();
  const mine = (await (await context.request.get('/api/subscriptions/mine')).json()) as { planType: string; pendingChange: unknown }[];
  expect(mine[0]).toMatchObject({ planType: 'professional', pendingChange: null });
});

test('the live training page says how many premium sessions the plan has left this month', async ({ browser }) => {
  const { context } = await signedUp(browser, { prefix: 'meter', password: 'billing-e2e-pass', email: true });
  const page = await context.newPage();
  await page.goto('/live-training');
  const meter = page.getByRole('region', { name: 'Premium live sessions this month' });
  await expect(meter.getByText('No premium live sessions on your plan')).toBeVisible(FIRST_LOAD);
  await expect(meter.getByRole('link', { name: 'Upgrade to Starter' })).toHaveAttribute('href', '/premium?plan=starter');

  const operator = await signedIn(browser, 'operator');
  const subscribed = await context.request.post('/api/subscribe', { data: { planId: 'starter', paymentMethod: 'cashapp', amount: 97 } });
  const { subscription } = (await subscribed.json()) as { subscription: { id: string } };
  expect((await operator.context.request.post(`/api/payments/${subscription.id}/approve`, { data: {} })).status()).toBe(200);
  // The same count GET /api/billing/entitlements gives (the one registration enforces).
  const sessions = ((await (await context.request.get('/api/billing/entitlements')).json()) as { key: string; remaining: number; limit: number }[]).find((m) => m.key === 'live-sessions')!;
  await page.reload();
  await expect(meter.getByText(new RegExp(`^${sessions.remaining} of 2 premium live sessions left this month, resets `))).toBeVisible(FIRST_LOAD);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(meter).toBeVisible();
    await expectNoAxeViolations(page, `/live-training with the plan meter at ${width}px`);
  }
});
