import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { demo, uniqueUsername } from './accounts';

/**
 * Browser contexts for the specs, signed in through the API: a context's `request` shares its cookie
 * jar, so the session cookie the server sets on /api/login or /api/register is the browser's own.
 * Every context refuses requests to any other host (the app never needs one; a spec must not reach out).
 */

export type Account = { username: string; password: string };
export type DemoName = keyof typeof demo;
/** A demo account by name, an account's credentials, or null for a visitor (signed out). */
export type Who = DemoName | Account | null;

/** A browser context that reaches only this app. */
export async function localContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
  return context;
}

/** Signs `context` in as `who` (a demo account's name or credentials). */
export async function signIn(context: BrowserContext, who: DemoName | Account): Promise<void> {
  const res = await context.request.post('/api/login', { data: typeof who === 'string' ? demo[who] : who });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A context signed in as `who` (signed out for null), and a page of it. */
export async function signedIn(browser: Browser, who: Who, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await localContext(browser, options);
  if (who) await signIn(context, who);
  return { context, page: await context.newPage() };
}

/**
 * A new account: its username is made unique from `prefix`; `email` gives it `<username>@example.com`;
 * `fields` are the rest of what /api/register takes (names, company).
 */
export type NewAccount = { prefix: string; password: string; email?: boolean; fields?: Record<string, string> };

/** A context signed in as a brand-new account, registered through the API (201). */
export async function signedUp(browser: Browser, { prefix, password, email, fields }: NewAccount): Promise<{ context: BrowserContext; username: string }> {
  const context = await localContext(browser);
  const username = uniqueUsername(prefix);
  const data = { username, password, ...(email ? { email: `${username}@example.com` } : {}), ...fields };
  const res = await context.request.post('/api/register', { data });
  expect(res.status(), await res.text()).toBe(201);
  return { context, username };
}

/** A new account made from a throwaway context (closed again), so the test's own browser starts signed out. */
export async function newAccount(browser: Browser, account: NewAccount): Promise<string> {
  const { context, username } = await signedUp(browser, account);
  await context.close();
  return username;
}
