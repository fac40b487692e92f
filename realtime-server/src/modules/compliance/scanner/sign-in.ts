import type { BrowserContext, Page } from 'puppeteer';
import { COMPLIANCE_MESSAGES } from '@app/shared-types/compliance/model';
import { ScanFailure } from './scan-page';

/** How a scan signs in, secrets opened (never stored or logged from here). */
export type SignInRecipe =
  | { type: 'form'; loginUrl: string; usernameSelector: string; passwordSelector: string; submitSelector: string | null; username: string; password: string; successSelector: string | null; successUrl: string | null }
  | { type: 'cookie'; cookie: string; startUrl: string };

/** `label:<name>` finds a field by its accessible name (puppeteer's ARIA query); anything else is CSS. */
export const toSelector = (selector: string) => (selector.startsWith('label:') ? `::-p-aria(${selector.slice('label:'.length).trim()})` : selector);

/**
 * Signs the scan's fresh browser context in before it loads the page: a cookie header becomes
 * host cookies of the profile's start address (sent to that host only, never to third parties);
 * a form recipe loads the sign-in page (through the same request guard as the scan, so every hop
 * is checked), fills the fields, submits, and must reach its success check. The scan's hard time
 * limit bounds all of it.
 */
export async function signIn(context: BrowserContext, page: Page, recipe: SignInRecipe, timeoutMs: number): Promise<void> {
  if (recipe.type === 'cookie') {
    const { hostname, protocol } = new URL(recipe.startUrl);
    const cookies = recipe.cookie
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), domain: hostname, path: '/', secure: protocol === 'https:' };
      });
    await context.setCookie(...cookies);
    return;
  }
  await page.goto(recipe.loginUrl, { waitUntil: 'networkidle2', timeout: timeoutMs });
  const field = async (selector: string) => {
    const found = await page.waitForSelector(toSelector(selector), { timeout: Math.min(timeoutMs, 10_000) }).catch(() => null);
    if (!found) throw new ScanFailure('sign-in', `The sign-in page has no element matching ${selector}.`);
    return found;
  };
  const username = await field(recipe.usernameSelector);
  await username.type(recipe.username);
  const password = await field(recipe.passwordSelector);
  await password.type(recipe.password);
  const navigated = page.waitForNavigation({ waitUntil: 'networkidle2', timeout: timeoutMs }).catch(() => null);
  if (recipe.submitSelector) await (await field(recipe.submitSelector)).click();
  else await password.press('Enter');
  await navigated;
  const reached = recipe.successUrl
    ? page.url().startsWith(recipe.successUrl)
    : !!(await page.waitForSelector(toSelector(recipe.successSelector!), { timeout: Math.min(timeoutMs, 5_000) }).catch(() => null));
  if (!reached) throw new ScanFailure('sign-in', COMPLIANCE_MESSAGES.signInFailed);
}
