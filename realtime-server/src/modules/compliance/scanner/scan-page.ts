import { pa11y } from './pa11y';
import type { Browser, HTTPRequest } from 'puppeteer';
import type { TIssueKind, TIssueSeverity, TScanFailure, TScanPhase } from '@app/shared-types/compliance/model';
import type { AddressPolicy, HostCheck } from './address-policy';
import { section508Rule, wcagCriteria, wcagLevel } from './axe-tags';
import { signIn, type SignInRecipe } from './sign-in';

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

export class ScanFailure extends Error {
  constructor(
    readonly failure: TScanFailure,
    message: string,
  ) {
    super(message);
  }
}

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

const COMPLIANCE_SIGN_IN_PREFIX = 'The sign-in page could not be used:';
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
};

/** Scans one page with pa11y (axe runner) in a fresh incognito context of the shared browser. */
export async function scanPage(url: string, options: ScanPageOptions): Promise<PageResult> {
  const target = new URL(url);
  const first = await options.policy.check(target.hostname);
  if (!first.ok) throw refusal(first, target.hostname);

  const context = await options.browser.createBrowserContext();
  const onAbort = () => void context.close().catch(() => {});
  options.signal.addEventListener('abort', onAbort, { once: true });
  try {
    const page = await context.newPage();
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
      if (!check) checks.set(requestUrl.hostname, (check = options.policy.check(requestUrl.hostname)));
      const verdict = await check;
      if (verdict.ok) return request.continue();
      blocked++;
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) mainRefusal = refusal(verdict, requestUrl.hostname);
      return request.abort('blockedbyclient');
    }
    await page.evaluateOnNewDocument(AXE_TRAP);
    await page.setViewport({ width: 1280, height: 1024 });

    options.onPhase('loading');
    if (options.signIn) {
      try {
        await signIn(context, page, options.signIn, options.timeoutMs);
      } catch (err) {
        if (mainRefusal) throw mainRefusal;
        if (options.signal.aborted) throw new ScanFailure('timeout', 'The scan took too long and was stopped.');
        if (err instanceof ScanFailure) throw err;
        throw new ScanFailure('sign-in', `${COMPLIANCE_SIGN_IN_PREFIX} ${loadFailure(err).message}`);
      }
    }
    let response;
    try {
      response = await page.goto(url, { waitUntil: 'networkidle2', timeout: options.timeoutMs });
    } catch (err) {
      if (mainRefusal) throw mainRefusal;
      if (options.signal.aborted) throw new ScanFailure('timeout', 'The scan took too long and was stopped.');
      throw loadFailure(err);
    }
    if (mainRefusal) throw mainRefusal;
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
      blockedRequests: blocked,
      links,
    };
  } finally {
    options.signal.removeEventListener('abort', onAbort);
    await context.close().catch(() => {});
  }
}

export function refusal(check: Exclude<HostCheck, { ok: true }>, host: string): ScanFailure {
  if (check.reason === 'dns') return new ScanFailure('dns', `The address ${host} could not be found (DNS lookup failed).`);
  return new ScanFailure('blocked', `The address ${host} is not public (${check.range}) and cannot be scanned.`);
}

function loadFailure(err: unknown): ScanFailure {
  const message = err instanceof Error ? err.message : String(err);
  if (/timeout/i.test(message)) return new ScanFailure('timeout', 'The page took too long to load.');
  if (/ERR_NAME_NOT_RESOLVED/.test(message)) return new ScanFailure('dns', 'The address could not be found (DNS lookup failed).');
  if (/ERR_TUNNEL_CONNECTION_FAILED|ERR_BLOCKED_BY_CLIENT/.test(message)) return new ScanFailure('blocked', 'The page or a redirect points at an address that is not public.');
  return new ScanFailure('unreachable', 'The page could not be loaded (connection failed).');
}
