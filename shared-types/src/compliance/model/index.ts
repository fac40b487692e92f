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
export const SCAN_FAILURES = ['timeout', 'dns', 'http', 'blocked', 'unreachable', 'browser'] as const;
export type TScanFailure = (typeof SCAN_FAILURES)[number];

/** Issue severities are axe's impacts (the page's filter values). */
export const ISSUE_SEVERITIES = ['critical', 'serious', 'moderate', 'minor'] as const;
export type TIssueSeverity = (typeof ISSUE_SEVERITIES)[number];
export const ISSUE_SEVERITY_FILTERS = ['all', ...ISSUE_SEVERITIES] as const;
export type TIssueSeverityFilter = (typeof ISSUE_SEVERITY_FILTERS)[number];
export const WCAG_LEVELS = ['A', 'AA', 'AAA'] as const;
export type TWcagLevel = (typeof WCAG_LEVELS)[number];
export const ISSUE_STATUSES = ['open', 'resolved'] as const;

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
  needsReview: number;
  blockedRequests: number;
  /** Seconds, one decimal. */
  scanDuration: number | null;
  userAgent: string | null;
  pageTitle: string | null;
  failure: TScanFailure | null;
  error: string | null;
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
};

export type TSchedule = {
  id: string;
  url: string;
  frequency: TScheduleFrequency;
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
}
