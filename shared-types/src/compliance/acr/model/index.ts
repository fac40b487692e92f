/** Accessibility Conformance Reports built from scan evidence (issue 26 §3) and the site's own summary (§4). */
export * from './criteria';
import type { TAcrChapterId } from './criteria';

/** OpenACR's conformance levels (the catalog's terms), in its order. */
export const ACR_LEVELS = ['supports', 'partially-supports', 'does-not-support', 'not-applicable', 'not-evaluated'] as const;
export type TAcrLevel = (typeof ACR_LEVELS)[number];

export const ACR_LEVEL_LABELS: Record<TAcrLevel, string> = {
  supports: 'Supports',
  'partially-supports': 'Partially Supports',
  'does-not-support': 'Does Not Support',
  'not-applicable': 'Not Applicable',
  'not-evaluated': 'Not Evaluated',
};

export const ACR_LIMITS = { remarksMax: 2_000, evidencePerCriterion: 20, versionsListed: 100, siteMax: 2_048, sitesListed: 100 } as const;

// shared-types has neither DOM nor Node types; both platforms have the WHATWG URL class.
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => { protocol: string; hostname: string; origin: string } }).URL;

/**
 * The site an address belongs to: its origin (`https://example.com`, `http://127.0.0.1:8080`), the
 * same key site-wide triage decisions use; null for anything but an http(s) address with a host.
 */
export function acrSiteOf(address: string): string | null {
  try {
    const url = new WhatwgUrl(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url.origin : null;
  } catch {
    return null;
  }
}

export const ACR_FORMATS = ['yaml', 'html'] as const;
export type TAcrFormat = (typeof ACR_FORMATS)[number];

export const ACR_MESSAGES = {
  criterionUnknown: 'No criterion of the report has this number.',
  levelInvalid: `Level must be one of ${ACR_LEVELS.join(', ')}.`,
  remarksRequired: 'Remarks must be text.',
  remarksTooLong: `Remarks can be at most ${ACR_LIMITS.remarksMax} characters.`,
  versionNotFound: 'ACR version not found',
  noScan: 'There is no completed scan to build the report from yet.',
  diffOtherOwner: 'Both versions must belong to the same report.',
  selfNotRun: 'This site has not been scanned yet.',
  siteInvalid: 'Site must be an http(s) address, like https://example.com.',
  siteUnknown: 'None of the report’s completed scans is of this site.',
  siteMismatch: 'The site scan is of another site.',
  noSite: 'There is no completed scan yet, so no site to evaluate: run a scan first.',
} as const;

/** A group of undecided violations (one rule on one component) that counts against a criterion. */
export type TAcrEvidence = { rule: string; selector: string; severity: string; message: string; pages: number; instances: number };

export type TAcrEvaluation = { level: TAcrLevel; remarks: string; evaluatedBy: { id: string; name: string }; evaluatedAt: string };

export type TAcrCriterion = {
  num: string;
  handle: string;
  chapter: TAcrChapterId;
  /** From the scans: never "supports"; a person's evaluation decides that. */
  proposed: TAcrLevel;
  /** Why the scans propose it. */
  proposedNote: string;
  evidence: TAcrEvidence[];
  /** The reviewer's evaluation, if any; the report uses it over the proposal. */
  recorded: TAcrEvaluation | null;
  /** What the report says: the recorded level, else the proposal. */
  level: TAcrLevel;
};

export type TAcrScope = {
  ownerId: string;
  /** The site (an origin) the report is of: its pages, its evaluations; null before any completed scan. */
  site: string | null;
  siteScanId: string | null;
  productName: string | null;
  pages: string[];
  scanDates: { from: string; to: string } | null;
};

/** The report as it stands now (proposal from the latest scans + recorded evaluations). */
export type TAcr = TAcrScope & {
  criteria: TAcrCriterion[];
  /** The owner's sites with a completed scan (origins, sorted), for choosing which report to review. */
  sites: string[];
};

export type TAcrVersionSummary = TAcrScope & {
  id: string;
  number: number;
  createdAt: string;
  createdBy: { id: string; name: string };
  /** How many criteria the version puts at each level. */
  counts: Record<TAcrLevel, number>;
};

export type TAcrVersion = TAcrVersionSummary & { criteria: TAcrCriterion[] };

export type TAcrChange = {
  num: string;
  handle: string;
  level?: { before: TAcrLevel; after: TAcrLevel };
  remarks?: { before: string; after: string };
  evidence?: { before: string[]; after: string[] };
};

export type TAcrDiff = { from: { id: string; number: number }; to: { id: string; number: number }; changed: TAcrChange[] };

/**
 * Every public route of this site, as a visitor reaches it: the site's own scan (/accessibility) and
 * the dogfood e2e spec scan this same list.
 */
export const SITE_PUBLIC_ROUTES = [
  '/',
  '/services',
  '/government-contracting',
  '/client-portal',
  '/community',
  '/compliance-monitoring',
  '/premium',
  '/pricing',
  '/training',
  '/live-training',
  '/consultation',
  '/contact',
  '/privacy',
  '/terms',
  '/accessibility',
  '/sign-in',
  '/monitoring',
  '/sms-campaigns',
  '/settings',
] as const;

export const SELF_RUN_STATUSES = ['running', 'completed', 'failed'] as const;
export type TSelfRunStatus = (typeof SELF_RUN_STATUSES)[number];

export type TSelfRun = {
  status: TSelfRunStatus;
  startedAt: string;
  completedAt: string | null;
  /** Mean of the pages' scores, with decisions held now; null until completed. */
  score: number | null;
  /** Groups of undecided violations across the pages. */
  openGroups: number;
  pages: number;
  failedPages: number;
};

/** GET /api/accessibility/self: the last finished run (null before the first) and whether one runs now. */
export type TSelfSummary = { lastRun: TSelfRun | null; running: boolean; acrAvailable: boolean };
