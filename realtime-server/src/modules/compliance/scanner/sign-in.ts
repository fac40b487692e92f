import type { Browser, BrowserContext, CookieData, Page } from 'puppeteer';
import { COMPLIANCE_MESSAGES } from '@app/shared-types/compliance/model';
import type { AddressPolicy } from './address-policy';
import { inGuardedContext, type PageGuard } from './page-guard';
import { loadFailure, ScanFailure, TIMED_OUT } from './scan-failure';

/** How a scan signs in, secrets opened (never stored or logged from here). */
export type SignInRecipe =
  | { type: 'form'; loginUrl: string; usernameSelector: string; passwordSelector: string; submitSelector: string | null; username: string; password: string; successSelector: string | null; successUrl: string | null }
  | { type: 'cookie'; cookie: string; startUrl: string };

/** `label:<name>` finds a field by its accessible name (puppeteer's ARIA query); anything else is CSS. */
export const toSelector = (selector: string) => (selector.startsWith('label:') ? `::-p-aria(${selector.slice('label:'.length).trim()})` : selector);

/** A cookie header as host cookies of the profile's start address (sent to that host only, never to third parties). */
function headerCookies(recipe: Extract<SignInRecipe, { type: 'cookie' }>): CookieData[] {
  const { hostname, protocol } = new URL(recipe.startUrl);
  return recipe.cookie
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), domain: hostname, path: '/', secure: protocol === 'https:' };
    });
}

/**
 * Signs the scan's fresh browser context in: a cookie header becomes host cookies; a form recipe
 * loads the sign-in page (through the page's request guard and the guard proxy, so every hop, the
 * form's target and every redirect is checked), fills the fields, submits, and must reach its
 * success check. The caller's hard time limit bounds all of it.
 */
async function signIn(context: BrowserContext, page: Page, recipe: SignInRecipe, timeoutMs: number): Promise<void> {
  if (recipe.type === 'cookie') return context.setCookie(...headerCookies(recipe));
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

/** Signs in and turns whatever stopped it into the reason a person reads (a refused hop, the time limit, a failed check). */
export async function signInGuarded(context: BrowserContext, page: Page, guard: PageGuard, recipe: SignInRecipe, timeoutMs: number, signal: AbortSignal): Promise<void> {
  try {
    await signIn(context, page, recipe, timeoutMs);
  } catch (err) {
    if (guard.mainRefusal()) throw guard.mainRefusal()!;
    if (signal.aborted) throw new ScanFailure('timeout', TIMED_OUT);
    if (err instanceof ScanFailure) throw err;
    const load = loadFailure(err);
    // The sign-in page's own load limit is the scan's: it ran out of the scan's time.
    if (load.failure === 'timeout') throw new ScanFailure('timeout', TIMED_OUT);
    throw new ScanFailure('sign-in', `The sign-in page could not be used: ${load.message}`);
  }
}

/**
 * Signs in ONCE for a whole scan run (a site scan), in a fresh browser context of its own, and
 * returns that user's cookies for every page of the run to start from. The context is closed after;
 * the cookies go only to the hosts that set them.
 */
export async function openSession(options: { browser: Browser; policy: AddressPolicy; recipe: SignInRecipe; timeoutMs: number; signal: AbortSignal }): Promise<CookieData[]> {
  if (options.recipe.type === 'cookie') return headerCookies(options.recipe);
  try {
    return await inGuardedContext(options.browser, options.policy, options.signal, async (context, page, guard) => {
      await signInGuarded(context, page, guard, options.recipe, options.timeoutMs, options.signal);
      return (await context.cookies()).map((c) => ({
        name: c.name,
        value: c.value,
        domain: c.domain,
        path: c.path,
        secure: c.secure,
        httpOnly: c.httpOnly,
        ...(c.sameSite ? { sameSite: c.sameSite } : {}),
        ...(c.expires > 0 ? { expires: c.expires } : {}),
      }));
    });
  } catch (err) {
    if (options.signal.aborted && !(err instanceof ScanFailure)) throw new ScanFailure('timeout', TIMED_OUT);
    throw err;
  }
}
