import type { Connection } from 'mongoose';
import { ACR_CRITERIA, ACR_LIMITS, isWcagCriterion, type TAcrCriterionInfo, type TAcrEvidence, type TAcrLevel } from '@app/shared-types/compliance/acr/model';
import { ISSUE_SEVERITIES, type TIssueSeverity } from '@app/shared-types/compliance/model';
import { issueModel, type IIssue, type IScan } from '../compliance.model';
import type { Decisions } from '../decisions.service';

export type Proposal = { proposed: TAcrLevel; proposedNote: string; evidence: TAcrEvidence[] };

type Group = TAcrEvidence & { criteria: Set<string>; pageSet: Set<string>; weight: number };
type IssueFacts = Pick<IIssue, 'ownerId' | 'ruleId' | 'selector' | 'severity' | 'message' | 'url' | 'wcagCriteria' | 'fingerprint' | 'groupKey' | 'origin'>;

const WEIGHT: Record<TIssueSeverity, number> = { critical: 4, serious: 3, moderate: 2, minor: 1 };
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The levels the scans propose, criterion by criterion. Evidence is the scans' undecided violations
 * grouped as the site groups are (rule + normalised selector), each under the WCAG criteria its axe
 * rule is tagged with (wcag111 -> 1.1.1); a violation a decision holds now (a false positive, an
 * accepted risk before its expiry...) is not evidence. A criterion with evidence on most of the
 * scanned pages "does not support" it (OpenACR: "the majority of product functionality does not
 * meet the criterion"), on fewer "partially supports" it. Without evidence, and for every Section 508
 * provision, the proposal is "not evaluated": automation alone never establishes "supports".
 */
export async function proposeLevels(db: Connection, decisions: Decisions, scans: Pick<IScan, '_id' | 'ownerId' | 'url' | 'applicableRules' | 'failedRules'>[]): Promise<Map<string, Proposal>> {
  const Issues = issueModel(db);
  const issues = scans.length
    ? await Issues.find(
        { scanId: { $in: scans.map((s) => s._id) }, kind: 'violation' },
        { ownerId: 1, ruleId: 1, selector: 1, severity: 1, message: 1, url: 1, wcagCriteria: 1, fingerprint: 1, groupKey: 1, origin: 1 },
      ).lean<IssueFacts[]>()
    : [];
  const { lookup, any } = await decisions.lookup(scans.map((s) => s.ownerId));
  const groups = new Map<string, Group>();
  let decided = 0;
  for (const issue of issues) {
    if (any && lookup(issue)) {
      decided += 1;
      continue;
    }
    const key = `${issue.ruleId}|${issue.selector}`;
    let group = groups.get(key);
    if (!group) {
      group = { rule: issue.ruleId, selector: issue.selector, severity: issue.severity, message: issue.message, pages: 0, instances: 0, criteria: new Set(), pageSet: new Set(), weight: 0 };
      groups.set(key, group);
    }
    group.instances += 1;
    group.pageSet.add(issue.url);
    for (const num of issue.wcagCriteria) group.criteria.add(num);
    if (ISSUE_SEVERITIES.indexOf(issue.severity) < ISSUE_SEVERITIES.indexOf(group.severity as TIssueSeverity)) group.severity = issue.severity;
  }
  for (const group of groups.values()) {
    group.pages = group.pageSet.size;
    group.weight = group.pages * WEIGHT[group.severity as TIssueSeverity];
  }
  const checked = new Map<string, Set<string>>();
  for (const scan of scans)
    for (const rule of scan.applicableRules)
      for (const tag of rule.tags) {
        const m = /^wcag(\d)(\d)(\d{1,2})$/.exec(tag);
        if (!m) continue;
        const num = `${m[1]}.${m[2]}.${m[3]}`;
        if (!checked.has(num)) checked.set(num, new Set());
        checked.get(num)!.add(rule.id);
      }
  const totalPages = new Set(scans.map((s) => s.url)).size;
  const result = new Map<string, Proposal>();
  for (const criterion of ACR_CRITERIA) result.set(criterion.num, propose(criterion, [...groups.values()], checked, totalPages, decided));
  return result;
}

function propose(criterion: TAcrCriterionInfo, groups: Group[], checked: Map<string, Set<string>>, totalPages: number, decided: number): Proposal {
  if (!isWcagCriterion(criterion)) {
    return { proposed: 'not-evaluated', proposedNote: 'Automated page checks do not test this Section 508 provision; a manual evaluation is required.', evidence: [] };
  }
  if (totalPages === 0) return { proposed: 'not-evaluated', proposedNote: 'No completed scan yet; a manual evaluation is required.', evidence: [] };
  const mine = groups.filter((g) => g.criteria.has(criterion.num)).sort((a, b) => b.weight - a.weight || b.instances - a.instances || a.rule.localeCompare(b.rule) || a.selector.localeCompare(b.selector));
  if (mine.length) {
    const pages = new Set(mine.flatMap((g) => [...g.pageSet])).size;
    const instances = mine.reduce((n, g) => n + g.instances, 0);
    const rules = [...new Set(mine.map((g) => g.rule))].sort();
    return {
      proposed: pages * 2 > totalPages ? 'does-not-support' : 'partially-supports',
      proposedNote: `Automated checks found ${plural(instances, 'undecided violation')} (${rules.join(', ')}) in ${plural(mine.length, 'group')} on ${pages} of ${plural(totalPages, 'page')} scanned.`,
      evidence: mine.slice(0, ACR_LIMITS.evidencePerCriterion).map(({ rule, selector, severity, message, pages: p, instances: n }) => ({ rule, selector, severity, message, pages: p, instances: n })),
    };
  }
  const rules = [...(checked.get(criterion.num) ?? [])].sort();
  const parts = [
    rules.length ? `Automated checks (${rules.join(', ')}) found no undecided violation on ${plural(totalPages, 'page')}, which does not establish conformance.` : 'No automated check covers this criterion.',
    decided && rules.length ? 'Violations held by triage decisions are not counted.' : '',
    'A manual evaluation is required.',
  ];
  return { proposed: 'not-evaluated', proposedNote: parts.filter(Boolean).join(' '), evidence: [] };
}
