import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer';
import type { AddressPolicy, HostCheck } from './address-policy';
import { ScanFailure } from './scan-failure';

export type PageGuard = {
  /** Requests refused so far (subresources, frames, redirects, the page itself). */
  blocked: () => number;
  /** Set when the main frame was sent somewhere the policy refuses (a redirect, a form's target). */
  mainRefusal: () => ScanFailure | null;
};

/**
 * Checks every request of `page` against the address policy before it leaves: pages, redirect hops,
 * form posts, subresources and frames. The guard proxy enforces the same policy at the connection;
 * this is what tells the scan which request was refused and why. One verdict per host per page.
 */
export async function guardPage(page: Page, policy: AddressPolicy): Promise<PageGuard> {
  let blocked = 0;
  let mainRefusal: ScanFailure | null = null;
  const checks = new Map<string, Promise<HostCheck>>();
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    void guard(request).catch(() => request.abort('failed').catch(() => {}));
  });
  async function guard(request: HTTPRequest) {
    const requestUrl = new URL(request.url());
    if (requestUrl.protocol === 'data:' || requestUrl.protocol === 'blob:' || requestUrl.protocol === 'about:') return request.continue();
    if (requestUrl.protocol !== 'http:' && requestUrl.protocol !== 'https:') return request.abort('blockedbyclient');
    let check = checks.get(requestUrl.hostname);
    if (!check) checks.set(requestUrl.hostname, (check = policy.check(requestUrl.hostname)));
    const verdict = await check;
    if (verdict.ok) return request.continue();
    blocked++;
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) mainRefusal = refusal(verdict, requestUrl.hostname);
    return request.abort('blockedbyclient');
  }
  return { blocked: () => blocked, mainRefusal: () => mainRefusal };
}

export function refusal(check: Exclude<HostCheck, { ok: true }>, host: string): ScanFailure {
  if (check.reason === 'dns') return new ScanFailure('dns', `The address ${host} could not be found (DNS lookup failed).`);
  return new ScanFailure('blocked', `The address ${host} is not public (${check.range}) and cannot be scanned.`);
}

/**
 * Runs `work` on a new page of a fresh incognito context of the shared browser, every request of
 * the page under the policy's guard. The context is closed as soon as `signal` aborts (so the work
 * stops where it is), and in any case once the work is over.
 */
export async function inGuardedContext<T>(browser: Browser, policy: AddressPolicy, signal: AbortSignal, work: (context: BrowserContext, page: Page, guard: PageGuard) => Promise<T>): Promise<T> {
  const context = await browser.createBrowserContext();
  const onAbort = () => void context.close().catch(() => {});
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    const page = await context.newPage();
    const guard = await guardPage(page, policy);
    return await work(context, page, guard);
  } finally {
    signal.removeEventListener('abort', onAbort);
    await context.close().catch(() => {});
  }
}
