/**
 * Compliance scanning constants, wire types and real-time event maps, without zod: the browser's
 * compliance page imports only these at first load. Schemas are in ../index.ts.
 */

export const SCAN_STATUSES = ['running', 'completed', 'failed'] as const;
export type TScanStatus = (typeof SCAN_STATUSES)[number];
export const SCAN_TYPES = ['manual', 'automated', 'scheduled'] as const;
export type TScanType = (typeof SCAN_TYPES)[number];

/** Where a running scan is; `queued` carries its place in the queue (1 = next). */
export const SCAN_PHASES = ['queued', 'loading', 'checking', 'saving', 'done', 'failed'] as const;
export type TScanPhase = (typeof SCAN_PHASES)[number];
export const SCAN_PHASE_LABELS: Record<TScanPhase, string> = {
  queued: 'Queued',
  loading: 'Loading the page',
  checking: 'Running accessibility checks',
  saving: 'Saving results',
  done: 'Done',
  failed: 'Failed',
};

/** Why a scan failed; the scan's `error` says it in words. */
export const SCAN_FAILURES = ['timeout', 'dns', 'http', 'blocked', 'unreachable', 'browser', 'sign-in'] as const;
export type TScanFailure = (typeof SCAN_FAILURES)[number];

/** Issue severities are axe's impacts (the page's filter values). */
export const ISSUE_SEVERITIES = ['critical', 'serious', 'moderate', 'minor'] as const;
export type TIssueSeverity = (typeof ISSUE_SEVERITIES)[number];
export const ISSUE_SEVERITY_FILTERS = ['all', ...ISSUE_SEVERITIES] as const;
export type TIssueSeverityFilter = (typeof ISSUE_SEVERITY_FILTERS)[number];
export const WCAG_LEVELS = ['A', 'AA', 'AAA'] as const;
export type TWcagLevel = (typeof WCAG_LEVELS)[number];
export const ISSUE_STATUSES = ['open', 'resolved'] as const;

/** axe's violations, and its `incomplete` results: checks a person must decide ("needs review"). */
export const ISSUE_KINDS = ['violation', 'needs-review'] as const;
export type TIssueKind = (typeof ISSUE_KINDS)[number];
export const ISSUE_KIND_FILTERS = ['all', ...ISSUE_KINDS] as const;
export type TIssueKindFilter = (typeof ISSUE_KIND_FILTERS)[number];
/** Against the previous completed scan of the same page (same member and URL). */
export const ISSUE_CHANGES = ['new', 'existing'] as const;
export type TIssueChange = (typeof ISSUE_CHANGES)[number];

/** Triage of an issue's fingerprint, on one page or across the site (same origin). */
export const DECISION_SCOPES = ['page', 'site'] as const;
export type TDecisionScope = (typeof DECISION_SCOPES)[number];
export const DECISION_KINDS = ['false-positive', 'accepted-risk', 'fixed-pending', 'wont-fix'] as const;
export type TDecisionKind = (typeof DECISION_KINDS)[number];
export const DECISION_LABELS: Record<TDecisionKind, string> = {
  'false-positive': 'False positive',
  'accepted-risk': 'Accepted risk',
  'fixed-pending': 'Fixed, awaiting rescan',
  'wont-fix': "Won't fix",
};

export const ALERT_TYPES = ['critical_issue', 'compliance_drop', 'new_violations'] as const;
export type TAlertType = (typeof ALERT_TYPES)[number];
export const ALERT_SEVERITIES = ['high', 'medium', 'low'] as const;
export type TAlertSeverity = (typeof ALERT_SEVERITIES)[number];

export const REPORT_TYPES = ['vpat', 'section508', 'wcag', 'audit'] as const;
export const REPORT_STATUSES = ['draft', 'published', 'archived'] as const;

export const SCHEDULE_FREQUENCIES = ['daily', 'weekly'] as const;
export type TScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

export const COMPLIANCE_LIMITS = {
  urlMax: 2_000,
  titleMax: 300,
  messageMax: 2_000,
  selectorMax: 1_000,
  htmlMax: 2_000,
  ruleIdMax: 100,
  errorMax: 500,
  /** Pages a site scan visits at most (and the default). */
  sitePagesMax: 25,
  /** Scans a member may start per hour (site scan pages count one each). */
  scansPerHour: 20,
  decisionReasonMax: 1_000,
  /** A sign-in recipe's selectors (CSS, or `label:<accessible name>`). */
  authSelectorMax: 300,
  authSecretMax: 500,
  cookieHeaderMax: 4_000,
  profileNameMax: 100,
  profilesMax: 50,
  /** A URL's score falling this many points against its previous scan raises compliance_drop. */
  dropPoints: 5,
} as const;

export const COMPLIANCE_MESSAGES = {
  urlRequired: 'URL Required: Please enter a URL to scan for accessibility compliance.',
  urlInvalid: 'Invalid URL: Please enter a valid URL (including http:// or https://).',
  scanStarted: 'Scan Started',
  scanFailed: 'Scan Failed',
  startFailed: 'Failed to start accessibility scan.',
  rateLimited: (perHour: number) => `Scan Limit Reached: You can start ${perHour} scans an hour. Please try again later.`,
  queueFull: 'Scanner Busy: Too many scans are waiting. Please try again in a few minutes.',
  scanNotFound: 'Scan not found',
  alertNotFound: 'Alert not found',
  scheduleNotFound: 'Schedule not found',
  siteScanNotFound: 'Site scan not found',
  decisionNotFound: 'Decision not found',
  profileNotFound: 'Site profile not found',
  profileUnknown: 'No site profile of yours has this id.',
  signInFailed: 'Sign-in did not reach the success check.',
  profileDeleted: 'The site profile of this scan was deleted.',
  signedOut: 'The page led back to the sign-in page: the session ended.',
  successCheckRequired: 'Give a success selector or a success URL that proves the sign-in worked.',
  profilesFull: 'You have the most site profiles allowed; delete one first.',
  fingerprintUnknown: 'No issue of yours has this fingerprint.',
  reasonRequired: 'An accepted risk needs a reason.',
  expiryOnlyForRisk: 'Only an accepted risk can expire.',
  expiryInPast: 'The expiry must be in the future.',
  signInToScan: 'Sign in to scan a web page for accessibility compliance.',
  deleteRunning: 'A running scan cannot be deleted; wait for it to finish.',
  retryNotFailed: 'Only a failed scan can be retried.',
  retryStarted: 'Scan Restarted',
  retryFailed: 'Retry Failed',
  deleted: 'Scan Deleted',
  deleteFailed: 'Delete Failed',
} as const;

export type TScan = {
  id: string;
  url: string;
  scanType: TScanType;
  status: TScanStatus;
  phase: TScanPhase;
  /** Place in the queue while queued (1 = next), else null. */
  queuePosition: number | null;
  siteScanId: string | null;
  score: number | null;
  overallScore: number | null;
  passedChecks: number;
  totalChecks: number;
  totalIssues: number;
  issuesFound: number;
  criticalIssues: number;
  warningIssues: number;
  infoIssues: number;
  /** Rules axe could not decide on the page. */
  needsReview: number;
  /** Needs-review items (instances) kept apart from the violations; the score never counts them. */
  needsReviewIssues: number;
  /** Violations that are new against the previous scan of the page, still there, and gone since it. */
  newCount: number;
  existingCount: number;
  fixedCount: number;
  fixedFingerprints: string[];
  /** Violations a triage decision holds now: they do not count in `score`, `overallScore` nor the totals. */
  decidedCount: number;
  blockedRequests: number;
  /** Seconds, one decimal. */
  scanDuration: number | null;
  userAgent: string | null;
  pageTitle: string | null;
  failure: TScanFailure | null;
  error: string | null;
  /** The site profile it signed in with, if any. */
  profileId: string | null;
  scanDate: string;
  createdAt: string;
  completedAt: string | null;
  ownerId: string;
};

export type TIssue = {
  id: string;
  scanId: string;
  url: string;
  ruleId: string;
  rule: string;
  description: string;
  message: string;
  severity: TIssueSeverity;
  wcagLevel: TWcagLevel | null;
  wcagCriteria: string[];
  section508Rule: string | null;
  section508: boolean;
  element: string;
  html: string;
  helpUrl: string;
  recommendation: string;
  status: string;
  createdAt: string;
  kind: TIssueKind;
  /** Rule + normalised target selector + page (origin and path): the same problem in later scans. */
  fingerprint: string;
  /** The normalised selector the fingerprint and the site groups use. */
  selector: string;
  change: TIssueChange;
  /** New again after a scan of the page had found it fixed. */
  regression: boolean;
  /** The triage decision that holds for it now, if any. */
  decision: TDecision | null;
};

export type TDecision = {
  id: string;
  fingerprint: string;
  scope: TDecisionScope;
  decision: TDecisionKind;
  reason: string | null;
  expiresAt: string | null;
  /** False once an acceptance has expired: the issue counts again. */
  active: boolean;
  ruleId: string;
  selector: string;
  /** The page (scope page) or the origin (scope site) it applies to. */
  appliesTo: string;
  decidedBy: { id: string; name: string };
  decidedAt: string;
};

/** Issues of a site scan with the same rule and normalised selector: one fix, most impactful first. */
export type TIssueGroup = {
  rule: string;
  selector: string;
  severity: TIssueSeverity;
  message: string;
  pages: number;
  instances: number;
  fingerprints: string[];
  /** Instances a triage decision holds now. */
  decidedInstances: number;
  /** The site-wide decision on this group, if one holds. */
  decision: TDecision | null;
};

export type TAlert = {
  id: string;
  alertType: TAlertType;
  severity: TAlertSeverity;
  title: string;
  message: string;
  scanId: string;
  url: string | null;
  isRead: boolean;
  isResolved: boolean;
  createdAt: string;
};

export type TSiteScan = {
  id: string;
  startUrl: string;
  status: TScanStatus;
  source: 'sitemap' | 'links' | null;
  pageLimit: number;
  pages: number;
  completedPages: number;
  failedPages: number;
  score: number | null;
  error: string | null;
  createdAt: string;
  completedAt: string | null;
  scanIds: string[];
  /** The site profile its pages were scanned as (signed in once for the run), if any. */
  profileId: string | null;
};

/** A saved site to scan as a signed-in user; secrets (password, cookie values) are never returned. */
export type TSiteProfile = {
  id: string;
  name: string;
  startUrl: string;
  auth:
    | { type: 'form'; loginUrl: string; usernameSelector: string; passwordSelector: string; submitSelector: string | null; username: string; successSelector: string | null; successUrl: string | null }
    | { type: 'cookie'; cookieNames: string[] };
  createdAt: string;
};

export type TSchedule = {
  id: string;
  url: string;
  frequency: TScheduleFrequency;
  /** The site profile its re-scans sign in with, if any. */
  profileId: string | null;
  nextRunAt: string | null;
  lastRunAt: string | null;
  createdAt: string;
};

export type THistoryPoint = {
  scanId: string;
  scanDate: string;
  score: number;
  criticalIssues: number;
  totalIssues: number;
};

export type TScanProgress = { scanId: string; phase: TScanPhase; queuePosition: number | null };

/** Server -> client events of compliance scanning. */
export interface ComplianceEvents {
  /** High-frequency, volatile: a scan moved to another phase or queue place (its `scan:<id>` room). */
  'scan:progressed': (progress: TScanProgress) => void;
  /** A scan finished (completed or failed): its room and its owner's `user:<id>` room. */
  'scan:finished': (scan: TScan) => void;
  'compliance-alert:raised': (alert: TAlert) => void;
  /** A running site scan changed (started, pages found, a page done): its owner's `user:<id>` room. */
  'site-scan:updated': (site: TSiteScan) => void;
  /** A site scan completed or failed (all its pages done): its owner's `user:<id>` room. */
  'site-scan:finished': (site: TSiteScan) => void;
}
