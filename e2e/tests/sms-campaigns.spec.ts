import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signedIn } from '../support/signed-in';
import { FIRST_LOAD } from '../support/waits';

/**
 * SMS campaigns against the real server (no SMS provider connected, so sends are simulated and
 * labelled so): an operator creates and sends a campaign and watches it progress, a second
 * operator's open page follows without reloading, members are refused, and the page is axe-clean.
 */
test.describe.configure({ timeout: 90_000 });

async function open(page: Page) {
  await page.goto('/sms-campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'SMS Campaigns' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText('Live', { exact: true })).toBeVisible(FIRST_LOAD);
}

/** Records in the page every progress line the card titled `campaign` draws, in order, from now on. */
async function recordProgress(page: Page, campaign: string): Promise<void> {
  await page.evaluate((name) => {
    const seen: string[] = [];
    (window as unknown as { __progress: string[] }).__progress = seen;
    const record = () => {
      const card = Array.from(document.querySelectorAll('article')).find((article) => article.textContent?.includes(name));
      const line = card?.textContent?.match(/\d+ simulated, \d+ delivered, \d+ failed, \d+ remaining/)?.[0];
      if (line && seen.at(-1) !== line) seen.push(line);
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, campaign);
}

test('an operator creates and sends a campaign; both operators watch it finish live', async ({ browser }) => {
  const first = await signedIn(browser, 'operator');
  const second = await signedIn(browser, 'operator');
  await open(first.page);
  await open(second.page);
  const sentBefore = await first.page.getByRole('region', { name: 'Campaign statistics' }).getByText(/^\d+$/).first().textContent();
  const name = `Filing deadline ${Date.now()}`;

  await first.page.getByRole('tab', { name: 'Create Campaign' }).click();
  await first.page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(first.page.getByText('Validation Error')).toBeVisible();
  await first.page.getByLabel('Campaign name').fill(name);
  // A reminder is not held for quiet hours, so the run does not depend on the time of day.
  await first.page.getByLabel('Campaign type').selectOption('reminder');
  const message = first.page.getByRole('textbox', { name: /^Message/ });
  await message.fill('x'.repeat(161));
  await expect(first.page.getByText('May be sent as multiple messages', { exact: false })).toBeVisible();
  await expect(first.page.getByText(/161\/160 characters · 2 segments · GSM-7/)).toBeVisible();
  await first.page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(first.page.getByText('Message Too Long')).toBeVisible();
  await message.fill('Form 941 is due Friday 😀');
  await expect(first.page.getByText(/1 segment · UCS-2/)).toBeVisible();
  await first.page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(first.page.getByText('Campaign Created')).toBeVisible();

  const card = (page: Page) => page.getByRole('article', { name });
  await expect(card(second.page).getByText('Draft')).toBeVisible();
  // Asked first with the audience counted now; no provider is connected, so the send is simulated and says so.
  await card(first.page).getByRole('button', { name: 'Send Now' }).click();
  const ask = first.page.getByRole('dialog', { name: `Send “${name}” now?` });
  await expect(ask).toContainText(/Its audience holds \d+ recipients who opted in to texts/);
  await expect(ask).toContainText('this send is simulated: nobody gets a text');
  await expectNoAxeViolations(first.page, 'send confirmation');
  await recordProgress(second.page, name);
  await ask.getByRole('button', { name: /^Simulate for \d+ recipients$/ }).click();
  await expect(first.page.getByText('Campaign Simulated')).toBeVisible();
  await expect(first.page.getByText('Your SMS campaign is being sent to recipients.')).toHaveCount(0);
  await expect(card(second.page).getByText('Completed')).toBeVisible({ timeout: 30_000 });
  await expect(card(first.page).getByText('Completed')).toBeVisible();
  // The demo subscribers at one text per second: the other operator's page showed the progress as it
  // happened (recorded as it was drawn: the run lasts a few seconds, so a later look could miss it).
  const seen = await second.page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
  expect(seen.filter((line) => /^\d+ simulated, 0 delivered, 0 failed, [1-9]\d* remaining$/.test(line)).length, seen.join(' | ')).toBeGreaterThan(0);
  await expect(card(second.page).getByText(/Simulated — no texts were sent/)).toBeVisible();
  // What happened, told truthfully: simulated texts, no delivery rate.
  await expect(card(second.page).getByText(/^Simulated: [1-9]\d* \(not sent\)$/)).toBeVisible();
  await expect(card(second.page).getByText(/Delivery rate/)).toHaveCount(0);
  await expect(card(second.page).getByRole('button', { name: 'Send Now' })).toHaveCount(0);
  await expect(second.page.getByRole('region', { name: 'Campaign statistics' }).getByText(/^\d+$/).first()).not.toHaveText(sentBefore ?? '');
  await first.context.close();
  await second.context.close();
});

test('a campaign whose audience has nobody says so before sending, and cannot be sent', async ({ browser }) => {
  const operator = await signedIn(browser, 'operator');
  const name = `Starter news ${Date.now()}`;
  // No demo account on the Starter plan has opted in to texts.
  const created = await operator.context.request.post('/api/sms-campaigns', { data: { name, message: 'New Starter lessons are up.', campaignType: 'announcement', targetAudience: 'tier-specific', tierTarget: 'starter' } });
  expect(created.status(), await created.text()).toBe(201);
  await open(operator.page);
  await operator.page.getByRole('article', { name }).getByRole('button', { name: 'Send Now' }).click();
  const ask = operator.page.getByRole('dialog', { name: `Send “${name}” now?` });
  await expect(ask).toContainText('This campaign has no recipients: nobody in its audience has opted in to texts.');
  await expect(ask.getByRole('button', { name: /^(Send to|Simulate for) 0 recipients$/ })).toBeDisabled();
  const refused = await operator.context.request.post(`/api/sms-campaigns/${((await created.json()) as { id: string }).id}/send`);
  expect(refused.status()).toBe(409);
  await operator.context.close();
});

test('an operator imports subscribers; an invalid number is named and nothing is half-imported', async ({ browser }) => {
  const operator = await signedIn(browser, 'operator');
  await open(operator.page);
  await operator.page.getByRole('tab', { name: 'Subscribers' }).click();
  const numbers = operator.page.getByLabel('Phone numbers');
  await numbers.fill('(312) 555-0177, Ada, Lovelace\n12');
  await operator.page.getByRole('button', { name: 'Import' }).click();
  await expect(operator.page.getByText('Invalid phone number in row 2')).toBeVisible();
  await expect(operator.page.getByRole('cell', { name: '+13125550177' })).toHaveCount(0);
  await numbers.fill('(312) 555-0177, Ada, Lovelace');
  await operator.page.getByRole('button', { name: 'Import' }).click();
  await expect(operator.page.getByText('Subscribers Imported')).toBeVisible();
  await expect(operator.page.getByRole('row', { name: /\+13125550177 Ada Lovelace import Subscribed/ })).toBeVisible();
  await operator.context.close();
});

test('members are refused on the page and by the API', async ({ browser }) => {
  const member = await signedIn(browser, 'member');
  await member.page.goto('/sms-campaigns');
  await expect(member.page.getByRole('heading', { level: 2, name: '403: Operators only' })).toBeVisible(FIRST_LOAD);
  expect((await member.context.request.get('/api/sms-campaigns')).status()).toBe(403);
  await member.context.close();
});

for (const width of [375, 1280]) {
  test(`/sms-campaigns has no axe violations at ${width} px`, async ({ browser }) => {
    const operator = await signedIn(browser, 'operator');
    await operator.page.setViewportSize({ width, height: 900 });
    await open(operator.page);
    await expect(operator.page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(operator.page, `/sms-campaigns at ${width}px`);
    await operator.page.getByRole('tab', { name: 'Create Campaign' }).click();
    await operator.page.getByLabel('Audience').selectOption('tier-specific');
    await operator.page.getByLabel('Schedule for later').check();
    await expectNoAxeViolations(operator.page, `/sms-campaigns create tab at ${width}px`);
    await operator.page.getByRole('tab', { name: 'Subscribers' }).click();
    await expect(operator.page.getByRole('table', { name: 'Subscribers' })).toBeVisible();
    await expectNoAxeViolations(operator.page, `/sms-campaigns subscribers tab at ${width}px`);
    await operator.context.close();
    for (const who of ['member', null] as const) {
      const other = await signedIn(browser, who);
      await other.page.setViewportSize({ width, height: 900 });
      await other.page.goto('/sms-campaigns');
      await expect(other.page.getByRole('heading', { level: 2, name: who ? '403: Operators only' : 'Sign in to manage SMS campaigns' })).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(other.page, `/sms-campaigns as ${who ?? 'a visitor'} at ${width}px`);
      await other.context.close();
    }
  });
}
