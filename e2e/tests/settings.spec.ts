import { expect, test } from '@playwright/test';
import { startRingCentralFake, type RingCentralFake } from '../../realtime-server/test/helpers/ringcentral-fake';
import { expectNoAxeViolations } from '../support/axe';
import { signedIn } from '../support/signed-in';
import { FIRST_LOAD } from '../support/waits';

/**
 * /settings against the real server and a local fake of RingCentral's API (on E2E_PORT + 7, where
 * the config points the server): an operator configures and connects SMS through the popup, a
 * member saves a meeting ID whose password never comes back, and the page is axe-clean.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });
const CLIENT_ID = 'e2e-rc-client';
const CLIENT_SECRET = 'e2e-rc-secret';

let fake: RingCentralFake;
test.beforeAll(async () => {
  fake = await startRingCentralFake({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, port: Number(process.env.E2E_PORT ?? 4310) + 7 });
});
test.afterAll(async () => {
  await fake?.close();
});

test('an operator configures RingCentral and connects it through the popup, then disconnects', async ({ browser }) => {
  const { context, page } = await signedIn(browser, 'operator');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(FIRST_LOAD);
  const card = page.getByRole('region', { name: 'SMS Integration' });
  await expect(card.getByText('Not configured')).toBeVisible();
  await expect(card.getByText(/simulated provider/)).toBeVisible();
  const save = card.getByRole('button', { name: 'Save' });
  await card.getByLabel('Client ID').fill(CLIENT_ID);
  await card.getByLabel('Client Secret').fill('   ');
  await expect(save).toBeDisabled();
  await card.getByLabel('Client Secret').fill(CLIENT_SECRET);
  await save.click();
  await expect(page.getByText('RingCentral Configured')).toBeVisible();
  await expect(card.getByText('Configured, needs authorization')).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Connect RingCentral' }).click();
  const popup = await popupOpened;
  await popup.waitForEvent('close');
  await expect(page.getByText('SMS Connected')).toBeVisible();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card.getByText(/from \+12025550199/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment Processing' }).getByText('an administrator must set them', { exact: false })).toBeVisible();

  // Connected, a campaign goes out through RingCentral: another operator's open campaigns page sees
  // it finish and its Messages Sent card grow by the texts the provider accepted, without reloading.
  const watcher = await signedIn(browser, 'operator');
  await watcher.page.goto('/sms-campaigns');
  await expect(watcher.page.getByText('Live', { exact: true })).toBeVisible(FIRST_LOAD);
  const messagesSent = watcher.page.getByRole('region', { name: 'Campaign statistics' }).locator('.MuiCard-root', { has: watcher.page.getByRole('heading', { name: 'Messages Sent' }) }).locator('p');
  await expect(messagesSent).toHaveText(/^\d[\d,]*$/);
  const sentBefore = Number((await messagesSent.textContent())!.replace(/,/g, ''));
  const name = `Through RingCentral ${Date.now()}`;
  const created = await context.request.post('/api/sms-campaigns', { data: { name, message: 'Your Q3 estimate is due Sep 15.', campaignType: 'reminder', targetAudience: 'all' } });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = watcher.page.getByRole('article', { name });
  await campaign.getByRole('button', { name: 'Send Now' }).click();
  // Asked first, with the count; a real send keeps the spec's toast.
  const ask = watcher.page.getByRole('dialog', { name: `Send “${name}” now?` });
  await ask.getByRole('button', { name: /^Send to \d+ recipients?$/ }).click();
  await expect(watcher.page.getByText('Your SMS campaign is being sent to recipients.')).toBeVisible();
  await expect(campaign.getByText('Completed')).toBeVisible({ timeout: 30_000 });
  const texts = fake.sent().filter((t) => t.text === 'Your Q3 estimate is due Sep 15.');
  expect(texts.length).toBeGreaterThan(0);
  await expect(messagesSent).toHaveText((sentBefore + texts.length).toLocaleString('en-US'));
  await expect(campaign.getByText(/Simulated/)).toHaveCount(0);
  await watcher.context.close();

  await card.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('SMS Disconnected')).toBeVisible();
  await expect(card.getByText('Configured, needs authorization')).toBeVisible();
  expect(fake.revoked).toHaveLength(1);
  await context.close();
});

test('a member saves a personal meeting ID; the password is kept but never shown again', async ({ browser }) => {
  const { context, page } = await signedIn(browser, 'member');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('region', { name: 'SMS Integration' })).toHaveCount(0);
  // One name for the membership everywhere (issue 23): the account card and Billing say the same.
  await expect(page.getByRole('region', { name: 'Account Information' }).getByText('Free plan')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Billing' }).getByText('Free plan')).toBeVisible();
  const form = page.getByRole('region', { name: 'Zoom Personal Meeting ID' });
  await form.getByLabel('Personal Meeting ID').fill('123 456 7890');
  await form.getByLabel('Meeting Password (optional)').fill('pmi-pass-e2e');
  await form.getByRole('button', { name: 'Save Meeting ID' }).click();
  await expect(page.getByText('Settings Updated')).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Personal Meeting ID')).toHaveValue('123 456 7890', FIRST_LOAD);
  await expect(form.getByLabel('Meeting Password (optional)')).toHaveValue('');
  await expect(form.getByText('A password is saved.', { exact: false })).toBeVisible();
  const me = await (await context.request.get('/api/user')).text();
  expect(me).not.toContain('pmi-pass-e2e');
  expect((await context.request.get('/api/sms/status')).status()).toBe(403);
  await context.close();
});

for (const width of [375, 1280]) {
  test(`/settings has no axe violations at ${width} px`, async ({ browser }) => {
    const { context, page } = await signedIn(browser, 'operator');
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('region', { name: 'SMS Integration' }).getByRole('button').first()).toBeVisible();
    await expectNoAxeViolations(page, `/settings at ${width}px`);
    await context.close();
    for (const who of ['member', null] as const) {
      const other = await signedIn(browser, who);
      await other.page.setViewportSize({ width, height: 900 });
      await other.page.goto('/settings');
      await expect(other.page.getByRole('heading', { level: who ? 1 : 2, name: who ? 'Settings' : 'Sign in to change your settings' })).toBeVisible(FIRST_LOAD);
      if (who) await expect(other.page.getByRole('region', { name: 'Text Messages' })).toBeVisible();
      await expectNoAxeViolations(other.page, `/settings as ${who ?? 'a visitor'} at ${width}px`);
      await other.context.close();
    }
  });
}
