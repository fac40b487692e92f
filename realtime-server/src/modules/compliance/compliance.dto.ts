import type { TAlert, TDecision, TIssue, TScan, TSchedule, TSiteScan } from '@app/shared-types/compliance/model';
import { toIso } from '../../db/define-model';
import type { IAlert, IIssue, IScan, ISchedule, ISiteScan } from './compliance.model';
import type { Standing } from './decided-standing';

/** A scan; with `standing`, its score and totals leave out the violations a decision holds now. */
export function toScanDTO(scan: IScan, queuePosition: number | null = null, standing?: Standing): TScan {
  const score = standing ? standing.score : scan.overallScore;
  const total = standing ? standing.total : scan.totalIssues;
  return {
    id: scan._id.toString(),
    url: scan.url,
    scanType: scan.scanType,
    status: scan.status,
    phase: scan.phase,
    queuePosition: scan.phase === 'queued' ? queuePosition : null,
    siteScanId: scan.siteScanId?.toString() ?? null,
    score,
    overallScore: score,
    passedChecks: scan.passedChecks,
    totalChecks: scan.totalChecks,
    totalIssues: total,
    issuesFound: total,
    criticalIssues: standing ? standing.critical : scan.criticalIssues,
    warningIssues: standing ? standing.warning : scan.warningIssues,
    infoIssues: standing ? standing.info : scan.infoIssues,
    needsReview: scan.needsReview,
    needsReviewIssues: scan.needsReviewIssues ?? 0,
    newCount: scan.newCount ?? 0,
    existingCount: scan.existingCount ?? 0,
    fixedCount: scan.fixedCount ?? 0,
    fixedFingerprints: scan.fixedFingerprints ?? [],
    decidedCount: standing?.decided ?? 0,
    blockedRequests: scan.blockedRequests,
    scanDuration: scan.scanDuration,
    userAgent: scan.userAgent,
    pageTitle: scan.pageTitle,
    failure: scan.failure,
    error: scan.error,
    profileId: scan.profileId?.toString() ?? null,
    scanDate: scan.createdAt.toISOString(),
    createdAt: scan.createdAt.toISOString(),
    completedAt: toIso(scan.completedAt),
    ownerId: scan.ownerId.toString(),
  };
}

export function toIssueDTO(issue: IIssue, decision: TDecision | null = null): TIssue {
  return {
    id: issue._id.toString(),
    scanId: issue.scanId.toString(),
    url: issue.url,
    ruleId: issue.ruleId,
    rule: issue.ruleId,
    description: issue.description || issue.message,
    message: issue.message,
    severity: issue.severity,
    wcagLevel: issue.wcagLevel,
    wcagCriteria: issue.wcagCriteria,
    section508Rule: issue.section508Rule,
    section508: issue.section508Rule !== null,
    element: issue.element,
    html: issue.html,
    helpUrl: issue.helpUrl,
    recommendation: issue.message,
    status: issue.status,
    createdAt: issue.createdAt.toISOString(),
    kind: issue.kind ?? 'violation',
    fingerprint: issue.fingerprint ?? '',
    selector: issue.selector ?? issue.element,
    change: issue.change ?? 'new',
    regression: issue.regression ?? false,
    decision,
  };
}

export function toAlertDTO(alert: IAlert): TAlert {
  return {
    id: alert._id.toString(),
    alertType: alert.alertType,
    severity: alert.severity,
    title: alert.title,
    message: alert.message,
    scanId: alert.scanId.toString(),
    url: alert.url,
    isRead: alert.isRead,
    isResolved: alert.isResolved,
    createdAt: alert.createdAt.toISOString(),
  };
}

/** A site scan; `score`, when given, is its score with decisions applied (the mean of its pages'). */
export function toSiteScanDTO(site: ISiteScan, pages: Pick<IScan, 'status'>[], score: number | null = site.score): TSiteScan {
  return {
    id: site._id.toString(),
    startUrl: site.startUrl,
    status: site.status,
    source: site.source,
    pageLimit: site.pageLimit,
    pages: site.scanIds.length,
    completedPages: pages.filter((p) => p.status === 'completed').length,
    failedPages: pages.filter((p) => p.status === 'failed').length,
    score: site.status === 'completed' ? score : site.score,
    error: site.error,
    createdAt: site.createdAt.toISOString(),
    completedAt: toIso(site.completedAt),
    scanIds: site.scanIds.map(String),
    profileId: site.profileId?.toString() ?? null,
  };
}

export function toScheduleDTO(schedule: ISchedule): TSchedule {
  return {
    id: schedule._id.toString(),
    url: schedule.url,
    frequency: schedule.frequency,
    profileId: schedule.profileId?.toString() ?? null,
    nextRunAt: toIso(schedule.nextRunAt),
    lastRunAt: toIso(schedule.lastRunAt),
    createdAt: schedule.createdAt.toISOString(),
  };
}
