import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Steps the compliance specs share: a whole-site scan started from the form and its card watched to
 * completion, and an issue group triaged by keyboard alone.
 */

/** Starts a whole-site scan of `url` (signed in as `profile` when given) and returns its card on Recent Scans. */
export async function startSiteScan(tab: Page, url: string, profile?: string): Promise<Locator> {
  if (profile) {
    await tab.getByRole('combobox', { name: 'Sign in as' }).click();
    await tab.getByRole('option', { name: profile }).click();
  }
  await tab.getByRole('checkbox', { name: /Scan the whole site/ }).check();
  await tab.getByRole('textbox', { name: 'Website URL' }).fill(url);
  await tab.getByRole('button', { name: 'Start Scan' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'Scan Started' }).last()).toBeVisible();
  await tab.getByRole('tab', { name: 'Recent Scans' }).click();
  return tab.getByRole('listitem').filter({ has: tab.getByRole('heading', { name: `Site: ${url}` }) });
}

/** Opens a finished site scan's issue groups (most impactful first). */
export async function showGroups(siteCard: Locator, url: string): Promise<Locator> {
  await siteCard.getByRole('button', { name: `Show issue groups of ${url}` }).click();
  return siteCard.getByRole('list', { name: `Issue groups of ${url}` });
}

/**
 * Decides the group of `rule` (on `pages` pages) for the whole site by keyboard alone: the triage
 * button, the decision list (arrow keys to `decision`), Save. Returns the group's card.
 */
export async function triageGroupByKeyboard(tab: Page, groups: Locator, rule: string, decision: string, pages: number): Promise<Locator> {
  const group = groups.locator(`[data-group^="${rule} "]`);
  await expect(group).toContainText(`${pages} instance${pages === 1 ? '' : 's'} on ${pages} page${pages === 1 ? '' : 's'}`);
  await group.getByRole('button', { name: new RegExp(`^Triage: ${rule} at .* \\(${pages} pages?\\)$`) }).focus();
  await tab.keyboard.press('Enter');
  const form = group.getByRole('form');
  await expect(form.getByRole('radio', { name: 'The whole site' })).toBeChecked();
  await form.getByRole('combobox', { name: 'Decision' }).focus();
  await tab.keyboard.press('ArrowDown');
  await tab.getByRole('option', { name: decision }).focus();
  await tab.keyboard.press('Enter');
  await expect(form.getByRole('combobox', { name: 'Decision' })).toHaveText(decision);
  await form.getByRole('button', { name: 'Save decision' }).focus();
  await tab.keyboard.press('Enter');
  await expect(group.getByText(`${decision} (site)`)).toBeVisible();
  await expect(group).toContainText(`${pages} decided`);
  return group;
}
