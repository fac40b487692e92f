import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { demo } from './accounts';

type Account = { username: string; password: string };

/** A fresh browser context that can reach only the app under test (requests to any other host are aborted). */
export async function localContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
  return context;
}

/**
 * A page in its own context, signed in as a demo account (by name) or any account, or signed out
 * (null): each context is one person, so a test can put several side by side.
 */
export async function signedIn(browser: Browser, who: keyof typeof demo | Account | null): Promise<{ context: BrowserContext; page: Page }> {
  const context = await localContext(browser);
  if (who) {
    const res = await context.request.post('/api/login', { data: typeof who === 'string' ? demo[who] : who });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return { context, page: await context.newPage() };
}
