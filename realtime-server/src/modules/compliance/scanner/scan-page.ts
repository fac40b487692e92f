import { pa11y } from './pa11y';
import type { Browser, CookieData } from 'puppeteer';
import { COMPLIANCE_MESSAGES, type TIssueKind, type TIssueSeverity, type TScanPhase } from '@app/shared-types/compliance/model';
import type { AddressPolicy } from './address-policy';
import { section508Rule, wcagCriteria, wcagLevel } from './axe-tags';
import { inGuardedContext, refusal } from './page-guard';
import { loadFailure, ScanFailure, TIMED_OUT } from './scan-failure';
import { signInGuarded, type SignInRecipe } from './sign-in';

export { ScanFailure, refusal };

export type FoundIssue = {
  kind: TIssueKind;
  ruleId: string;
  severity: TIssueSeverity;
  message: string;
  description: string;
  helpUrl: string;
  element: string;
  html: string;
  tags: string[];
  wcagLevel: ReturnType<typeof wcagLevel>;
  wcagCriteria: string[];
  section508Rule: string | null;
};

export type PageResult = {
  pageTitle: string;
  finalUrl: string;
  userAgent: string;
  issues: FoundIssue[];
  passedChecks: number;
  totalChecks: number;
  score: number;
  /** Rules axe could not decide (needs a person's review); their instances are issues of kind 'needs-review'. */
  needsReview: number;
  /** Rule ids that failed, and every rule that applied, for alerts and reports. */
  failedRules: string[];
  applicableRules: { id: string; tags: string[] }[];
  incompleteRules: { id: string; tags: string[] }[];
  blockedRequests: number;
  /** Every link on the page (absolute), for site scans without a sitemap. */
  links: string[];
};

/** What the setter trap below keeps of axe's full result: pa11y passes on violations only. */
type AxeSummary = {
  passes: { id: string; tags: string[] }[];
  violations: { id: string; tags: string[] }[];
  incomplete: { id: string; tags: string[] }[];
};

/**
 * Runs in every document before its scripts: once pa11y's axe runner has installed `window.axe`, the
 * first read of it wraps `run` to keep the rule ids and tags of passes, violations and incomplete
 * checks, so the score (passed over applicable rules) comes from the same single axe run pa11y
 * reports on. (axe assigns `window.axe` before it has defined `run`, hence the wrap on read.)
 */
// A string, not a function: page scripts must not depend on how this file was compiled (tsx adds
// helpers such as __name that do not exist in the page).
const AXE_TRAP = `(() => {
  let installed;
  Object.defineProperty(window, 'axe', {
    configurable: true,
    set(value) { installed = value; },
    get() {
      if (installed && typeof installed.run === 'function' && !installed.__kept) {
        const run = installed.run;
        installed.__kept = true;
        installed.run = async function (...args) {
          const result = await run.apply(this, args);
          const pick = (list) => list.map((rule) => ({ id: rule.id, tags: rule.tags }));
          window.__axeSummary = { passes: pick(result.passes), violations: pick(result.violations), incomplete: pick(result.incomplete) };
          return result;
        };
      }
      return installed;
    },
  });
})();`;

const samePage = (a: string, b: string) => {
  const [x, y] = [new URL(a), new URL(b)];
  return x.origin === y.origin && x.pathname === y.pathname;
};
const SEVERITIES = new Set(['critical', 'serious', 'moderate', 'minor']);
const silent = { debug: () => {}, info: () => {}, error: () => {} };
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export type ScanPageOptions = {
  browser: Browser;
  policy: AddressPolicy;
  timeoutMs: number;
  onPhase: (phase: TScanPhase) => void;
  /** Aborted by the hard timeout: the caller closes the context. */
  signal: AbortSignal;
  /** Sign in first (a site profile), in this scan's fresh context. */
  signIn?: SignInRecipe | null;
  /**
   * The cookies of a sign-in done once for the whole run (a site scan): put into this page's fresh
   * context instead of signing in again. Chromium sends each only to its own host.
   */
  session?: CookieData[] | null;
};

/** Scans one page with pa11y (axe runner) in a fresh incognito context of the shared browser. */
export async function scanPage(url: string, options: ScanPageOptions): Promise<PageResult> {
  const target = new URL(url);
  const first = await options.policy.check(target.hostname);
  if (!first.ok) throw refusal(first, target.hostname);

  return inGuardedContext(options.browser, options.policy, options.signal, async (context, page, guard) => {
    await page.evaluateOnNewDocument(AXE_TRAP);
    await page.setViewport({ width: 1280, height: 1024 });

    options.onPhase('loading');
    if (options.session?.length) await context.setCookie(...options.session);
    else if (options.signIn) await signInGuarded(context, page, guard, options.signIn, options.timeoutMs, options.signal);
    let response;
    try {
      response = await page.goto(url, { waitUntil: 'networkidle2', timeout: options.timeoutMs });
    } catch (err) {
      if (guard.mainRefusal()) throw guard.mainRefusal()!;
      if (options.signal.aborted) throw new ScanFailure('timeout', TIMED_OUT);
      throw loadFailure(err);
    }
    if (guard.mainRefusal()) throw guard.mainRefusal()!;
    // Sent back to the sign-in page: scanning it would report the public sign-in page as the member's page.
    if (options.signIn?.type === 'form' && samePage(page.url(), options.signIn.loginUrl) && !samePage(url, options.signIn.loginUrl)) throw new ScanFailure('sign-in', COMPLIANCE_MESSAGES.signedOut);
    if (response && response.status() >= 400) throw new ScanFailure('http', `The page answered HTTP ${response.status()}.`);

    options.onPhase('checking');
    const results = await pa11y(page.url(), {
      browser: options.browser,
      page,
      ignoreUrl: true,
      runners: ['axe'],
      standard: 'WCAG2AA',
      includeWarnings: true,
      includeNotices: true,
      timeout: options.timeoutMs,
      log: silent,
    });
    const summary = (await page.evaluate('window.__axeSummary') as AxeSummary | undefined) ?? { passes: [], violations: [], incomplete: [] };
    const tagsOf = new Map<string, string[]>();
    for (const rule of [...summary.passes, ...summary.violations, ...summary.incomplete]) tagsOf.set(rule.id, rule.tags);

    const issues: FoundIssue[] = [];
    for (const issue of results.issues) {
      const extras = (issue.runnerExtras ?? {}) as { impact?: string; needsFurtherReview?: boolean; description?: string; help?: string; helpUrl?: string };
      // axe's `incomplete` results are kept apart as "needs review": never violations, never in the score.
      const kind: TIssueKind = extras.needsFurtherReview ? 'needs-review' : 'violation';
      const tags = tagsOf.get(issue.code) ?? [];
      issues.push({
        kind,
        ruleId: issue.code,
        severity: (SEVERITIES.has(extras.impact ?? '') ? extras.impact : 'serious') as TIssueSeverity,
        message: clip(extras.help ?? issue.message, 2_000),
        description: clip(extras.description ?? '', 2_000),
        helpUrl: clip(extras.helpUrl ?? '', 2_000),
        element: clip(issue.selector ?? '', 1_000),
        html: clip(issue.context ?? '', 2_000),
        tags,
        wcagLevel: wcagLevel(tags),
        wcagCriteria: wcagCriteria(tags),
        section508Rule: section508Rule(tags),
      });
    }
    const links = ((await page.evaluate('Array.from(document.links, (a) => a.href).slice(0, 2000)')) as string[]) ?? [];
    const failed = new Set(summary.violations.map((r) => r.id));
    const applicable = new Map<string, string[]>();
    for (const rule of [...summary.passes, ...summary.violations]) applicable.set(rule.id, rule.tags);
    const totalChecks = applicable.size;
    const passedChecks = totalChecks - failed.size;
    return {
      pageTitle: clip(results.documentTitle ?? '', 300),
      finalUrl: page.url(),
      userAgent: await options.browser.userAgent(),
      issues,
      passedChecks,
      totalChecks,
      score: totalChecks === 0 ? 100 : Math.round((passedChecks / totalChecks) * 100),
      needsReview: new Set(summary.incomplete.map((r) => r.id)).size,
      failedRules: [...failed],
      applicableRules: [...applicable].map(([id, tags]) => ({ id, tags })),
      incompleteRules: [...new Map(summary.incomplete.map((r) => [r.id, r.tags])).entries()].map(([id, tags]) => ({ id, tags })),
      blockedRequests: guard.blocked(),
      links,
    };
  });
}
