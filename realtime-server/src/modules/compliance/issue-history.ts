import type { Connection } from 'mongoose';
import type { TIssueChange } from '@app/shared-types/compliance/model';
import { issueModel, scanModel, type IIssue, type IScan } from './compliance.model';
import { fingerprintOf, groupKeyOf, normaliseSelector } from './scanner/fingerprint';
import type { FoundIssue } from './scanner/scan-page';

export type IssueRow = Omit<IIssue, '_id' | 'createdAt' | 'resolvedAt' | 'resolvedBy' | 'xpath' | 'status' | 'id' | 'scanId'> & { scanId: IScan['_id'] };

/** What a scan found, against the previous completed scan of the same page (member and URL). */
export type Comparison = { rows: IssueRow[]; newCount: number; existingCount: number; fixed: string[] };

/**
 * Gives each found issue its fingerprint and tells new from still there; the previous scan's
 * violations not found again are fixed. A new violation that an earlier scan of the page had
 * found fixed is a regression. Counts are of distinct fingerprints (one problem, however many
 * elements share its normalised selector).
 */
export function createIssueHistory(db: Connection) {
  const Scans = scanModel(db);
  const Issues = issueModel(db);

  return async function compare(scan: IScan, found: FoundIssue[]): Promise<Comparison> {
    const origin = new URL(scan.url).origin;
    const keyed = found.map((issue) => {
      const selector = normaliseSelector(issue.element);
      return { issue, selector, fingerprint: fingerprintOf(issue.ruleId, selector, scan.url), groupKey: groupKeyOf(issue.ruleId, selector) };
    });
    const previous = await Scans.findOne({ ownerId: scan.ownerId, url: scan.url, status: 'completed', _id: { $ne: scan._id } }, { _id: 1 }).sort({ completedAt: -1 }).lean();
    const before = previous ? await Issues.find({ scanId: previous._id }, { fingerprint: 1, kind: 1 }).lean() : [];
    const seen = new Set(before.map((i) => `${i.kind}|${i.fingerprint}`));
    const change = (kind: string, fingerprint: string): TIssueChange => (seen.has(`${kind}|${fingerprint}`) ? 'existing' : 'new');

    const violations = keyed.filter((k) => k.issue.kind === 'violation');
    const nowViolating = new Set(violations.map((k) => k.fingerprint));
    const newOnes = [...new Set(violations.filter((k) => change('violation', k.fingerprint) === 'new').map((k) => k.fingerprint))];
    const fixedBefore = newOnes.length
      ? new Set((await Scans.find({ ownerId: scan.ownerId, url: scan.url, fixedFingerprints: { $in: newOnes } }, { fixedFingerprints: 1 }).lean()).flatMap((s) => s.fixedFingerprints))
      : new Set<string>();
    const fixed = [...new Set(before.filter((i) => i.kind === 'violation' && !nowViolating.has(i.fingerprint)).map((i) => i.fingerprint))];

    const rows: IssueRow[] = keyed.map(({ issue, selector, fingerprint, groupKey }) => ({
      scanId: scan._id,
      ownerId: scan.ownerId,
      url: scan.url,
      origin,
      kind: issue.kind,
      ruleId: issue.ruleId,
      severity: issue.severity,
      wcagLevel: issue.wcagLevel,
      wcagCriteria: issue.wcagCriteria,
      section508Rule: issue.section508Rule,
      element: issue.element,
      selector,
      fingerprint,
      groupKey,
      change: change(issue.kind, fingerprint),
      regression: issue.kind === 'violation' && change('violation', fingerprint) === 'new' && fixedBefore.has(fingerprint),
      message: issue.message,
      description: issue.description,
      helpUrl: issue.helpUrl,
      html: issue.html,
    }));
    return { rows, newCount: newOnes.length, existingCount: nowViolating.size - newOnes.length, fixed };
  };
}
