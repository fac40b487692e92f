import { Schema, type Types } from 'mongoose';
import {
  ALERT_SEVERITIES,
  ALERT_TYPES,
  COMPLIANCE_LIMITS as L,
  ISSUE_CHANGES,
  ISSUE_KINDS,
  ISSUE_SEVERITIES,
  ISSUE_STATUSES,
  REPORT_STATUSES,
  REPORT_TYPES,
  SCAN_FAILURES,
  SCAN_PHASES,
  SCAN_STATUSES,
  SCAN_TYPES,
  SCHEDULE_FREQUENCIES,
  WCAG_LEVELS,
  type TAlert,
  type TIssue,
  type TScan,
  type TScanStatus,
  type TScheduleFrequency,
} from '@app/shared-types/compliance/model';
import { defineModel } from '../../db/define-model';
import { limitedString, nullableString } from '../../db/text-limits';
import type { StoredShape } from '../../db/stored-shape';


export type RuleFacts = { id: string; tags: string[] };

/** compliance_scans (spec 000), plus the owner, the live phase, and the rule facts alerts and reports use. */
export type IScan = StoredShape<Omit<TScan, 'queuePosition' | 'score' | 'issuesFound' | 'scanDate' | 'decidedCount'>, 'completedAt' | 'createdAt', 'ownerId' | 'siteScanId' | 'profileId'> & {
  scheduleId: Types.ObjectId | null;
  failedRules: string[];
  applicableRules: RuleFacts[];
  incompleteRules: RuleFacts[];
  startedAt: Date | null;
};

const ruleFacts = new Schema<RuleFacts>({ id: limitedString(L.ruleIdMax, true), tags: [String] }, { _id: false });

const scanSchema = new Schema<IScan>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    url: limitedString(L.urlMax, true),
    scanType: { type: String, enum: SCAN_TYPES, default: 'manual' },
    status: { type: String, enum: SCAN_STATUSES, default: 'running' },
    phase: { type: String, enum: SCAN_PHASES, default: 'queued' },
    siteScanId: { type: Schema.Types.ObjectId, default: null },
    scheduleId: { type: Schema.Types.ObjectId, default: null },
    profileId: { type: Schema.Types.ObjectId, default: null },
    overallScore: { type: Number, default: null, min: 0, max: 100 },
    passedChecks: { type: Number, default: 0 },
    totalChecks: { type: Number, default: 0 },
    totalIssues: { type: Number, default: 0 },
    criticalIssues: { type: Number, default: 0 },
    warningIssues: { type: Number, default: 0 },
    infoIssues: { type: Number, default: 0 },
    needsReview: { type: Number, default: 0 },
    needsReviewIssues: { type: Number, default: 0 },
    newCount: { type: Number, default: 0 },
    existingCount: { type: Number, default: 0 },
    fixedCount: { type: Number, default: 0 },
    fixedFingerprints: [String],
    blockedRequests: { type: Number, default: 0 },
    scanDuration: { type: Number, default: null },
    userAgent: nullableString(L.titleMax),
    pageTitle: nullableString(L.titleMax),
    failure: { type: String, enum: [...SCAN_FAILURES, null], default: null },
    error: nullableString(L.errorMax),
    failedRules: [String],
    applicableRules: [ruleFacts],
    incompleteRules: [ruleFacts],
    startedAt: { type: Date, default: null },
    completedAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'compliance_scans' },
);
scanSchema.index({ ownerId: 1, createdAt: -1 });
scanSchema.index({ createdAt: -1 });
scanSchema.index({ phase: 1, createdAt: 1 });
scanSchema.index({ ownerId: 1, url: 1, completedAt: -1 });
scanSchema.index({ siteScanId: 1 });
// A fingerprint found fixed on a page earlier and back now is a regression.
scanSchema.index({ ownerId: 1, url: 1, fixedFingerprints: 1 });
export const scanModel = defineModel<IScan>('ComplianceScan', scanSchema);

/** compliance_issues (spec 000), with the owner and URL copied in so lists filter without a join. */
export type IIssue = StoredShape<Omit<TIssue, 'rule' | 'section508' | 'recommendation' | 'decision'>, 'createdAt', 'scanId'> & {
  ownerId: Types.ObjectId;
  /** Rule + normalised selector (the site group); `origin`: the page's, for site-wide decisions. */
  groupKey: string;
  origin: string;
  xpath: string | null;
  resolvedAt: Date | null;
  resolvedBy: Types.ObjectId | null;
};

const issueSchema = new Schema<IIssue>(
  {
    scanId: { type: Schema.Types.ObjectId, required: true },
    ownerId: { type: Schema.Types.ObjectId, required: true },
    url: limitedString(L.urlMax, true),
    ruleId: { ...limitedString(L.ruleIdMax, true), required: [true, 'Rule ID is required'] },
    severity: { type: String, enum: ISSUE_SEVERITIES, required: true },
    wcagLevel: { type: String, enum: [...WCAG_LEVELS, null], default: null },
    wcagCriteria: [String],
    section508Rule: nullableString(L.titleMax),
    element: limitedString(L.selectorMax),
    message: { ...limitedString(L.messageMax, true), required: [true, 'Message is required'] },
    description: limitedString(L.messageMax),
    helpUrl: limitedString(L.urlMax),
    xpath: nullableString(L.selectorMax),
    html: limitedString(L.htmlMax),
    status: { type: String, enum: ISSUE_STATUSES, default: 'open' },
    kind: { type: String, enum: ISSUE_KINDS, default: 'violation' },
    fingerprint: limitedString(16),
    groupKey: limitedString(16),
    origin: limitedString(L.urlMax),
    selector: limitedString(L.selectorMax),
    change: { type: String, enum: ISSUE_CHANGES, default: 'new' },
    regression: { type: Boolean, default: false },
    resolvedAt: { type: Date, default: null },
    resolvedBy: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'compliance_issues' },
);
issueSchema.index({ scanId: 1, kind: 1 });
issueSchema.index({ ownerId: 1, fingerprint: 1 });
issueSchema.index({ ownerId: 1, createdAt: -1 });
issueSchema.index({ createdAt: -1 });
export const issueModel = defineModel<IIssue>('ComplianceIssue', issueSchema);

export type IAlert = StoredShape<TAlert, 'createdAt', 'scanId'> & {
  ownerId: Types.ObjectId;
  resolvedAt: Date | null;
  resolvedBy: Types.ObjectId | null;
};

const alertSchema = new Schema<IAlert>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    alertType: { type: String, enum: ALERT_TYPES, required: true },
    severity: { type: String, enum: ALERT_SEVERITIES, required: true },
    title: limitedString(L.titleMax, true),
    message: limitedString(L.messageMax, true),
    scanId: { type: Schema.Types.ObjectId, required: true },
    url: nullableString(L.urlMax),
    isRead: { type: Boolean, default: false },
    isResolved: { type: Boolean, default: false },
    resolvedAt: { type: Date, default: null },
    resolvedBy: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'compliance_alerts' },
);
alertSchema.index({ ownerId: 1, createdAt: -1 });
alertSchema.index({ createdAt: -1 });
// One alert of each type per scan, however many times its finishing step runs.
alertSchema.index({ scanId: 1, alertType: 1 }, { unique: true });
export const alertModel = defineModel<IAlert>('ComplianceAlert', alertSchema);

/** compliance_reports (spec 000): one per generated conformance report. */
export interface IReport {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  title: string;
  description: string;
  reportType: (typeof REPORT_TYPES)[number];
  status: (typeof REPORT_STATUSES)[number];
  complianceLevel: string;
  dateRange: { from: Date | null; to: Date | null };
  includedPages: string[];
  scanIds: Types.ObjectId[];
  generatedBy: Types.ObjectId;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const reportSchema = new Schema<IReport>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    title: limitedString(L.titleMax, true),
    description: limitedString(L.messageMax),
    reportType: { type: String, enum: REPORT_TYPES, default: 'vpat' },
    status: { type: String, enum: REPORT_STATUSES, default: 'draft' },
    complianceLevel: limitedString(L.ruleIdMax),
    dateRange: { from: { type: Date, default: null }, to: { type: Date, default: null } },
    includedPages: [String],
    scanIds: [Schema.Types.ObjectId],
    generatedBy: { type: Schema.Types.ObjectId, required: true },
    publishedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'compliance_reports' },
);
reportSchema.index({ ownerId: 1, createdAt: -1 });
export const reportModel = defineModel<IReport>('ComplianceReport', reportSchema);

/** A whole-site scan: the pages found (sitemap or same-origin links), one page scan each. */
export interface ISiteScan {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  startUrl: string;
  status: TScanStatus;
  source: 'sitemap' | 'links' | null;
  pageLimit: number;
  /** The site profile its pages sign in with, if any. */
  profileId: Types.ObjectId | null;
  /** The run's one sign-in (its cookies), sealed; null once the run has ended. */
  sessionSealed: string | null;
  scanIds: Types.ObjectId[];
  score: number | null;
  error: string | null;
  completedAt: Date | null;
  createdAt: Date;
}

const siteScanSchema = new Schema<ISiteScan>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    startUrl: limitedString(L.urlMax, true),
    status: { type: String, enum: SCAN_STATUSES, default: 'running' },
    source: { type: String, enum: ['sitemap', 'links', null], default: null },
    pageLimit: { type: Number, default: L.sitePagesMax, min: 1, max: L.sitePagesMax },
    profileId: { type: Schema.Types.ObjectId, default: null },
    sessionSealed: nullableString(64_000),
    scanIds: [Schema.Types.ObjectId],
    score: { type: Number, default: null },
    error: nullableString(L.errorMax),
    completedAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'compliance_site_scans' },
);
siteScanSchema.index({ ownerId: 1, createdAt: -1 });
export const siteScanModel = defineModel<ISiteScan>('ComplianceSiteScan', siteScanSchema);

/** A monitored URL re-scanned daily or weekly; one per member and URL. */
export interface ISchedule {
  _id: Types.ObjectId;
  ownerId: Types.ObjectId;
  url: string;
  frequency: TScheduleFrequency;
  /** The site profile its re-scans sign in with; a deleted one fails them with the reason. */
  profileId: Types.ObjectId | null;
  nextRunAt: Date;
  lastRunAt: Date | null;
  createdAt: Date;
}

const scheduleSchema = new Schema<ISchedule>(
  {
    ownerId: { type: Schema.Types.ObjectId, required: true },
    url: limitedString(L.urlMax, true),
    frequency: { type: String, enum: SCHEDULE_FREQUENCIES, required: true },
    profileId: { type: Schema.Types.ObjectId, default: null },
    nextRunAt: { type: Date, required: true },
    lastRunAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'compliance_schedules' },
);
scheduleSchema.index({ ownerId: 1, url: 1 }, { unique: true });
scheduleSchema.index({ nextRunAt: 1 });
export const scheduleModel = defineModel<ISchedule>('ComplianceSchedule', scheduleSchema);
