import type { TAlertSeverity, TAlertType } from '@app/shared-types/compliance/model';
import { COMPLIANCE_LIMITS } from '@app/shared-types/compliance/model';
import type { IScan } from './compliance.model';

export type AlertDraft = { alertType: TAlertType; severity: TAlertSeverity; title: string; message: string };

type ScanFacts = Pick<IScan, 'url' | 'overallScore' | 'criticalIssues'>;
/** A violation whose fingerprint the previous scan of the page did not have (and no decision holds). */
export type NewViolation = { ruleId: string; selector: string; regression: boolean };

/**
 * The alerts a completed scan raises (spec vocabularies): critical_issue when it found critical
 * issues; compliance_drop when the URL's score fell 5 points or more against its previous completed
 * scan; new_violations listing only the fingerprints that scan did not have (not every failing rule
 * again), each regression (a problem an earlier scan had found fixed) flagged as such.
 */
export function alertsFor(scan: ScanFacts, previous: ScanFacts | null, fresh: NewViolation[] = []): AlertDraft[] {
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
  const unique = [...new Map(fresh.map((v) => [`${v.ruleId}|${v.selector}`, v])).values()].sort((a, b) => a.ruleId.localeCompare(b.ruleId) || a.selector.localeCompare(b.selector));
  if (unique.length > 0) {
    const regressions = unique.filter((v) => v.regression).length;
    const named = unique.map((v) => `${v.ruleId} at ${v.selector || 'the page'}${v.regression ? ' (regression: fixed in an earlier scan)' : ''}`);
    const list = clipList(named, COMPLIANCE_LIMITS.messageMax - 200);
    alerts.push({
      alertType: 'new_violations',
      severity: regressions > 0 ? 'high' : 'medium',
      title: regressions > 0 ? `Accessibility regressions (${regressions})` : 'New accessibility violations',
      message: `${unique.length} new ${unique.length === 1 ? 'violation' : 'violations'} on ${scan.url} since the previous scan: ${list}.`,
    });
  }
  return alerts;
}

/** Names joined by commas, the tail cut to "and N more" so the text stays within `max` characters. */
function clipList(names: string[], max: number): string {
  let text = '';
  for (let i = 0; i < names.length; i++) {
    const next = text ? `${text}, ${names[i]}` : names[i]!;
    if (next.length > max) return `${text} and ${names.length - i} more`;
    text = next;
  }
  return text;
}
