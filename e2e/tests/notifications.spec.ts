import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { uniqueUsername } from '../support/accounts';
import { FIRST_LOAD } from '../support/waits';

/**
 * The notification centre in the browser (issue 24, "How it is shown"): a member's bell counts up
 * live, on every open tab, when another member replies in a second browser; the bell's menu and the
 * /notifications page work by keyboard; both pass axe at 375 and 1280 px.
 */

const PASSWORD = 'notifications-e2e-pass';

async function memberContext(browser: Browser, prefix: string): Promise<{ context: BrowserContext; username: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const username = uniqueUsername(prefix);
  const res = await context.request.post('/api/register', { data: { username, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(201);
  return { context, username };
}

const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** Opens `path` and waits until the bell knows the count. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(bellOf(page)).toHaveAccessibleName(/^Notifications, /, FIRST_LOAD);
}

async function reply(replier: BrowserContext, postId: string, content: string): Promise<void> {
  const res = await replier.request.post(`/api/posts/${postId}/comments`, { data: { content } });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a reply in another browser counts up the bell on every tab; the menu and the page by keyboard; axe at 375 and 1280 px', async ({ browser }) => {
  test.setTimeout(180_000);
  const author = await memberContext(browser, 'author');
  const replier = await memberContext(browser, 'replier');
  const title = `Bell check ${author.username}`;
  const created = await author.context.request.post('/api/posts', { data: { title, content: 'Our SAM renewal went through in four days.', category: 'general' } });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as { id: string };

  // Two tabs of the author: the feed, and the notifications page.
  const feed = await author.context.newPage();
  const inbox = await author.context.newPage();
  await Promise.all([open(feed, '/community'), open(inbox, '/notifications')]);
  await expect(feed.locator('section[data-live]')).toHaveAttribute('data-live', 'joined', FIRST_LOAD);
  await expect(bellOf(feed)).toHaveAccessibleName('Notifications, none unread');
  await expect(inbox.getByRole('heading', { name: 'No notifications yet' })).toBeVisible();

  // The other member replies: both tabs count up, without a reload, and the page lists the row live.
  await reply(replier.context, post.id, 'Same for us, four business days.');
  for (const tab of [feed, inbox]) await expect(bellOf(tab)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(feed.getByRole('status').filter({ hasText: '1 unread notification' })).toHaveCount(1);
  const rowText = `${replier.username} replied to your post “${title}”`;
  await expect(inbox.getByRole('list', { name: 'Your notifications' }).getByRole('link', { name: `Unread: ${rowText}` })).toBeVisible();
  await expect(inbox.getByRole('status').filter({ hasText: '1 new notification' })).toHaveCount(1);

  // The menu by keyboard: focus stays where the reader put it until they open the menu.
  const bell = bellOf(feed);
  await bell.focus();
  await feed.keyboard.press('Enter');
  const menu = feed.getByRole('menu', { name: 'Latest notifications' });
  await expect(menu).toBeVisible();
  const row = menu.getByRole('menuitem', { name: new RegExp(`^Unread: ${rowText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await expect(row).toBeFocused();
  await feed.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Mark all as read' })).toBeFocused();
  await feed.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'See all notifications' })).toBeFocused();
  await expectNoAxeViolations(feed, 'bell menu at 1280 px');
  await feed.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(bell).toBeFocused();

  // Enter on the row: read, and its link followed; the other tab's count and row follow.
  await feed.keyboard.press('Enter');
  await expect(row).toBeFocused();
  await feed.keyboard.press('Enter');
  await expect(feed).toHaveURL(`/community?post=${post.id}`);
  for (const tab of [feed, inbox]) await expect(bellOf(tab)).toHaveAccessibleName('Notifications, none unread');
  await expect(inbox.getByRole('link', { name: rowText, exact: true })).toBeVisible();

  // The page by keyboard: a second reply arrives; Unread filter, mark it read, then the Preferences tab.
  await reply(replier.context, post.id, 'And the CAGE code came back the same week.');
  await expect(bellOf(inbox)).toHaveAccessibleName('Notifications, 1 unread');
  const unreadFilter = inbox.getByRole('button', { name: 'Unread', exact: true });
  await unreadFilter.focus();
  await inbox.keyboard.press('Enter');
  await expect(unreadFilter).toHaveAttribute('aria-pressed', 'true');
  const list = inbox.getByRole('list', { name: 'Your notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const markRead = list.getByRole('button', { name: `Mark as read: ${rowText}` });
  await markRead.focus();
  await inbox.keyboard.press('Enter');
  await expect(list.getByRole('link', { name: rowText, exact: true })).toBeFocused();
  await expect(bellOf(inbox)).toHaveAccessibleName('Notifications, none unread');
  await expect(bellOf(feed)).toHaveAccessibleName('Notifications, none unread');

  const tabs = inbox.getByRole('tablist', { name: 'Notifications' });
  await tabs.getByRole('tab', { name: 'Your notifications' }).focus();
  await inbox.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Preferences' })).toBeFocused();
  await inbox.keyboard.press('Enter');
  await expect(inbox).toHaveURL('/notifications?tab=preferences');
  await expect(inbox.getByRole('table')).toBeVisible();
  await expect(inbox.getByRole('switch', { name: 'Text message for Live session starting soon' })).toBeDisabled();
  await expect(inbox.getByRole('link', { name: 'Go to Settings' })).toBeVisible();

  // axe: the page (list and preferences) and the bell's menu at both widths.
  for (const width of [1280, 375]) {
    await inbox.setViewportSize({ width, height: 900 });
    await inbox.goto('/notifications');
    await expect(inbox.getByRole('list', { name: 'Your notifications' })).toBeVisible(FIRST_LOAD);
    await expectNoAxeViolations(inbox, `/notifications at ${width} px`);
    await expect.poll(() => inbox.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `/notifications scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await inbox.goto('/notifications?tab=preferences');
    await expect(inbox.getByRole('table')).toBeVisible(FIRST_LOAD);
    await expectNoAxeViolations(inbox, `/notifications?tab=preferences at ${width} px`);
    await expect.poll(() => inbox.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `preferences scroll sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
  await bellOf(inbox).click();
  await expect(inbox.getByRole('menu', { name: 'Latest notifications' }).getByRole('menuitem').first()).toBeVisible();
  await expectNoAxeViolations(inbox, 'bell menu at 375 px');
  await Promise.all([author.context.close(), replier.context.close()]);
});

test('a visitor gets the sign-in notice on /notifications, and neither the bell’s code nor its requests; axe clean at 375 and 1280 px', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (req) => loaded.push(new URL(req.url()).pathname));
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: 'Sign in to see your notifications' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
    await expectNoAxeViolations(page, `/notifications signed out at ${width} px`);
  }
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((path) => /NotificationsBell|NotificationsCentre|\/api\/notifications/.test(path))).toEqual([]);
});
