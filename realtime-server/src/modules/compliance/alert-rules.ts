import type { TAlertSeverity, TAlertType } from '@app/shared-types/compliance/model';
import { COMPLIANCE_LIMITS } from '@app/shared-types/compliance/model';
import type { IScan } from './compliance.model';

export type AlertDraft = { alertType: TAlertType; severity: TAlertSeverity; title: string; message: string };

type ScanFacts = Pick<IScan, 'url' | 'overallScore' | 'criticalIssues' | 'failedRules' | 'applicableRules'>;

/**
 * The alerts a completed scan raises (spec vocabularies): critical_issue when it found critical
 * issues; compliance_drop when the URL's score fell 5 points or more against its previous completed
 * scan; new_violations when rules that passed on the previous scan fail now.
 */
export function alertsFor(scan: ScanFacts, previous: ScanFacts | null): AlertDraft[] {
  const alerts: AlertDraft[] = [];
  if (scan.criticalIssues > 0) {
    alerts.push({
      alertType: 'critical_issue',
      severity: 'high',
      title: 'Critical accessibility issues found',
      message: `${scan.criticalIssues} critical ${scan.criticalIssues === 1 ? 'issue was' : 'issues were'} found on ${scan.url}.`,
    });
  }
  if (!previous || previous.overallScore === null || scan.overallScore === null) return alerts;
  const drop = previous.overallScore - scan.overallScore;
  if (drop >= COMPLIANCE_LIMITS.dropPoints) {
    alerts.push({
      alertType: 'compliance_drop',
      severity: drop >= 15 ? 'high' : 'medium',
      title: 'Compliance score dropped',
      message: `The compliance score of ${scan.url} fell from ${previous.overallScore}% to ${scan.overallScore}% (${drop} points).`,
    });
  }
  const previouslyFailed = new Set(previous.failedRules);
  const previouslyPassed = new Set(previous.applicableRules.map((r) => r.id).filter((id) => !previouslyFailed.has(id)));
  const newlyFailing = scan.failedRules.filter((id) => previouslyPassed.has(id)).sort();
  if (newlyFailing.length > 0) {
    alerts.push({
      alertType: 'new_violations',
      severity: 'medium',
      title: 'New accessibility violations',
      message: `Rules that passed on the previous scan of ${scan.url} now fail: ${newlyFailing.join(', ')}.`,
    });
  }
  return alerts;
}
