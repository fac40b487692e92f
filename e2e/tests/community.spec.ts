import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signedUp } from '../support/signed-in';
import { FIRST_LOAD } from '../support/waits';

/**
 * The community feed against the real server (demo data, in-memory store): what one member does
 * reaches another member's open page live, and the page passes axe signed in and signed out.
 */

const PASSWORD = 'community-e2e-pass';

/** A fresh member signed in in their own browser context. */
const signedInContext = (browser: Browser, prefix: string) => signedUp(browser, { prefix, password: PASSWORD });

/** Opens /community and waits until the first page is in and the live room is joined. */
async function openCommunity(page: Page): Promise<void> {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_LOAD);
  await expect(page.locator('main article').first()).toBeVisible(FIRST_LOAD);
  await expect(page.locator('section[data-live]')).toHaveAttribute('data-live', 'joined', FIRST_LOAD);
}

const postCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** The post now at the top, by title (other tests may post meanwhile, so never hold on to `.first()`). */
async function topPostTitle(page: Page, { readable = false } = {}): Promise<string> {
  let articles = page.locator('main article');
  // A locked premium post has no discussion to open.
  if (readable) articles = articles.filter({ has: page.getByRole('button', { name: /^Comments on / }) });
  const id = await articles.first().getAttribute('aria-labelledby');
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

/** True when the card titled `above` comes before the card titled `below` in the feed. */
async function isAbove(page: Page, above: string, below: string): Promise<boolean> {
  const [a, b] = [postCard(page, above), postCard(page, below)];
  return a.evaluate((el, other) => !!(el.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING), await b.elementHandle());
}
const likeButton = (card: ReturnType<typeof postCard>) => card.getByRole('button', { name: /^Like / });

test('a post and a like by one member appear live on another member’s page', async ({ browser }) => {
  const a = await signedInContext(browser, 'poster');
  const b = await signedInContext(browser, 'reader');
  const pageA = await a.context.newPage();
  const pageB = await b.context.newPage();
  await Promise.all([openCommunity(pageA), openCommunity(pageB)]);
  const previousTop = await topPostTitle(pageB);
  // Anything below must reach B without a reload: this marker would not survive one.
  await pageB.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // Member A opens the composer; the schema's messages show before anything is sent.
  await pageA.getByRole('button', { name: 'Share your government contracting insights...' }).click();
  const title = pageA.getByRole('textbox', { name: 'Title' });
  await expect(title).toBeFocused();
  await pageA.getByRole('button', { name: 'Share Insight' }).click();
  await expect(pageA.getByText('Title is required')).toBeVisible();
  await expect(pageA.getByText('Content must be at least 10 characters')).toBeVisible();

  const postTitle = `Live check ${a.username}`;
  await title.fill(postTitle);
  await pageA.getByRole('textbox', { name: 'Content' }).fill('Our CAGE code renewal went through in four days this time.');
  await pageA.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'SAM Registration' });
  await pageA.getByRole('button', { name: 'Share Insight' }).click();

  await expect(pageA.getByText('Post Created')).toBeVisible();
  await expect(pageA.getByText('Your insight has been shared with the community.')).toBeVisible();
  // Collapsed again, focus back on the prompt; the post is at the top exactly once.
  await expect(pageA.getByRole('button', { name: 'Share your government contracting insights...' })).toBeFocused();
  await expect(postCard(pageA, postTitle)).toHaveCount(1);
  expect(await isAbove(pageA, postTitle, previousTop)).toBe(true);

  // Member B sees it arrive at the top, announced politely.
  const cardB = postCard(pageB, postTitle);
  await expect(cardB).toBeVisible();
  expect(await isAbove(pageB, postTitle, previousTop)).toBe(true);
  await expect(cardB.getByText(a.username, { exact: true }).first()).toBeVisible();
  await expect(cardB.getByRole('button', { name: `Follow ${a.username}` })).toBeVisible();
  await expect(cardB.getByText('SAM Registration')).toBeVisible();
  // '1 new post' (or more, when other tests post at the same moment).
  await expect(pageB.getByRole('status').filter({ hasText: /^\d+ new posts?$/ })).toHaveCount(1);
  await expect(likeButton(cardB)).toHaveAccessibleName(/0 likes$/);

  // A likes it: pressed at once, and B's count follows.
  const cardA = postCard(pageA, postTitle);
  await likeButton(cardA).click();
  await expect(likeButton(cardA)).toHaveAttribute('aria-pressed', 'true');
  await expect(likeButton(cardA)).toHaveAccessibleName(/1 like$/);
  await expect(likeButton(cardB)).toHaveAccessibleName(/1 like$/);
  await expect(likeButton(cardB)).toHaveAttribute('aria-pressed', 'false');

  // B comments; A's comment count follows, and A's open thread shows the comment.
  const toggleA = cardA.getByRole('button', { name: /^Comments on / });
  await toggleA.click();
  await expect(toggleA).toHaveAttribute('aria-expanded', 'true');
  await expect(cardA.getByText('No comments yet. Start the discussion.')).toBeVisible();
  await cardB.getByRole('button', { name: /^Comments on / }).click();
  await cardB.getByRole('textbox', { name: 'Add a comment' }).fill('Same here, four business days.');
  await cardB.getByRole('button', { name: 'Post Comment' }).click();
  // The comment:created event may show the comment before the answer clears the box.
  await expect(cardB.getByRole('paragraph').filter({ hasText: 'Same here, four business days.' })).toBeVisible();
  await expect(cardB.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
  await expect(toggleA).toHaveAccessibleName(/: 1$/);
  await expect(cardA.getByText('Same here, four business days.')).toBeVisible();

  // A deletes the post: it disappears from B's page too.
  await cardA.getByRole('button', { name: /^Delete / }).first().click();
  await pageA.getByRole('dialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete Post' }).click();
  await expect(postCard(pageA, postTitle)).toHaveCount(0);
  await expect(cardB).toHaveCount(0);

  expect(await pageB.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await Promise.all([a.context.close(), b.context.close()]);
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('signed out: the feed passes axe, locked posts offer the upgrade, and posting leads to sign-in', async ({ page }) => {
      await openCommunity(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText('Premium Community')).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Community sidebar' }).getByText('Total Posts')).toBeVisible();
      await expect(page.getByRole('link', { name: /^Upgrade to (Starter|Professional|Premium) to read / }).first()).toBeVisible();
      await expectNoAxeViolations(page, `signed out at ${width}px`);

      const prompt = page.getByRole('link', { name: /^Share your government contracting insights\.\.\./ });
      await expect(prompt).toHaveAttribute('href', '/api/login?returnTo=%2Fcommunity');

      // Infinite scroll: nearing the end of the first 20 posts brings the older ones (the demo has 30+).
      await expect(page.locator('main article')).toHaveCount(20);
      await page.getByRole('button', { name: 'Load more posts' }).scrollIntoViewIfNeeded();
      await expect(page.getByText('You’re all caught up.')).toBeVisible();
      // The cards render from a deferred copy of the list, a moment after the store has them.
      await expect(page.locator('main article').nth(20)).toBeAttached();
    });

    test('signed in: the feed, the open composer and an open thread pass axe', async ({ browser }) => {
      const { context } = await signedInContext(browser, `axe${width}`);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await openCommunity(page);
      await expect(page.getByRole('complementary', { name: 'Community sidebar' }).getByText('Premium Members')).toBeVisible();
      await expectNoAxeViolations(page, `signed in at ${width}px`);

      await page.getByRole('button', { name: 'Share your government contracting insights...' }).click();
      await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
      await expect(page.getByRole('checkbox', { name: 'Premium Members Only' })).toBeDisabled();
      const firstCard = postCard(page, await topPostTitle(page, { readable: true }));
      await firstCard.getByRole('button', { name: /^Comments on / }).click();
      await expect(firstCard.getByRole('heading', { level: 4 })).toBeFocused();
      await expect(firstCard.getByRole('textbox', { name: 'Add a comment' })).toBeVisible();
      await expectNoAxeViolations(page, `signed in with the composer and a thread open at ${width}px`);
      await context.close();
    });
  });
}
