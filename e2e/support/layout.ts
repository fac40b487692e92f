import { expect, type Page } from '@playwright/test';

/** Wider than the window means the page scrolls sideways (late content included: polled). */
export async function expectNoSidewaysScroll(page: Page, context: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${context} scrolls sideways`).toBeLessThanOrEqual(0);
}
