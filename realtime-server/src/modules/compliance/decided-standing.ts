import type { Connection, Types } from 'mongoose';
import { issueModel, type IIssue, type IScan } from './compliance.model';
import type { Decisions, DecisionLookup } from './decisions.service';

/** A scan's figures with the violations a decision holds now left out. */
export type Standing = { decided: number; score: number | null; total: number; critical: number; warning: number; info: number };
type ScanFigures = Pick<IScan, '_id' | 'ownerId' | 'status' | 'totalIssues' | 'totalChecks' | 'passedChecks' | 'overallScore' | 'criticalIssues' | 'warningIssues' | 'infoIssues'>;
type DecidedFacts = Pick<IIssue, 'scanId' | 'ownerId' | 'ruleId' | 'severity' | 'fingerprint' | 'groupKey' | 'origin'>;

export const scoreOf = (passed: number, total: number) => (total === 0 ? 100 : Math.round((passed / total) * 100));

/**
 * The score counts violations only (needs-review items never), and a rule stops failing once every
 * violation of it on the page is held by a decision: the page's score is then as if the rule passed.
 * Read at each request, since decisions change and acceptances expire after the scan.
 */
export function createStandings(deps: { db: Connection; decisions: Decisions }) {
  const Issues = issueModel(deps.db);

  return async function standings(scans: ScanFigures[]): Promise<Map<string, Standing>> {
    const result = new Map<string, Standing>();
    const candidates = scans.filter((s) => s.status === 'completed' && s.totalIssues > 0);
    if (!candidates.length) return result;
    const { any, lookup, fingerprints, groupKeys } = await deps.decisions.lookup(candidates.map((s) => s.ownerId));
    if (!any) return result;
    const decided = (
      await Issues.find(
        { scanId: { $in: candidates.map((s) => s._id) }, kind: 'violation', $or: [{ fingerprint: { $in: fingerprints } }, { groupKey: { $in: groupKeys } }] },
        { scanId: 1, ownerId: 1, ruleId: 1, severity: 1, fingerprint: 1, groupKey: 1, origin: 1 },
      ).lean<DecidedFacts[]>()
    ).filter((issue) => lookup(issue) !== null);
    if (!decided.length) return result;
    const affected = [...new Set(decided.map((i) => i.scanId.toString()))];
    // Violations per scan and rule, to tell which rules have none left undecided.
    const perRule = await Issues.aggregate<{ _id: { scanId: Types.ObjectId; ruleId: string }; n: number }>([
      { $match: { scanId: { $in: candidates.filter((s) => affected.includes(s._id.toString())).map((s) => s._id) }, kind: 'violation' } },
      { $group: { _id: { scanId: '$scanId', ruleId: '$ruleId' }, n: { $sum: 1 } } },
    ]);
    const ruleTotals = new Map(perRule.map((r) => [`${r._id.scanId.toString()}|${r._id.ruleId}`, r.n]));
    for (const scan of candidates) {
      const id = scan._id.toString();
      const mine = decided.filter((i) => i.scanId.toString() === id);
      if (!mine.length) continue;
      const perRuleDecided = new Map<string, number>();
      for (const issue of mine) perRuleDecided.set(issue.ruleId, (perRuleDecided.get(issue.ruleId) ?? 0) + 1);
      const cleared = [...perRuleDecided].filter(([rule, n]) => ruleTotals.get(`${id}|${rule}`) === n).length;
      const count = (...severities: string[]) => mine.filter((i) => severities.includes(i.severity)).length;
      result.set(id, {
        decided: mine.length,
        score: scan.overallScore === null ? null : scoreOf(scan.passedChecks + cleared, scan.totalChecks),
        total: scan.totalIssues - mine.length,
        critical: scan.criticalIssues - count('critical'),
        warning: scan.warningIssues - count('serious', 'moderate'),
        info: scan.infoIssues - count('minor'),
      });
    }
    return result;
  };
}

export type Standings = ReturnType<typeof createStandings>;
/** The lookup type, for callers that decorate issues with their decision. */
export type { DecisionLookup };
