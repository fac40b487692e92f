import { wcagCriteria } from '../scanner/axe-tags';
import type { IIssue, IScan } from '../compliance.model';
import { WCAG21_CRITERIA, type Criterion } from './wcag21-criteria';

/**
 * OpenACR's adherence levels. Automated checks alone decide only failures: a criterion with a failing
 * check "does-not-support" (with the issues cited); every other criterion is "not-evaluated", even
 * when every check on it passed, because automation cannot establish conformance. "supports" is
 * never produced here; a person's review turns a report into a conformance claim.
 */
export type Adherence = 'does-not-support' | 'not-evaluated';

export type CriterionResult = Criterion & { adherence: Adherence; notes: string };

export type ConformanceInput = {
  scans: Pick<IScan, 'url' | 'applicableRules' | 'failedRules' | 'incompleteRules'>[];
  issues: Pick<IIssue, 'ruleId' | 'wcagCriteria' | 'url' | 'element' | 'message'>[];
};

const MAX_CITED = 5;

export function evaluateCriteria({ scans, issues }: ConformanceInput): CriterionResult[] {
  const passedRules = new Map<string, Set<string>>();
  const reviewRules = new Map<string, Set<string>>();
  const note = (map: Map<string, Set<string>>, rule: { id: string; tags: string[] }) => {
    for (const num of wcagCriteria(rule.tags)) {
      if (!map.has(num)) map.set(num, new Set());
      map.get(num)!.add(rule.id);
    }
  };
  for (const scan of scans) {
    const failed = new Set(scan.failedRules);
    for (const rule of scan.applicableRules) if (!failed.has(rule.id)) note(passedRules, rule);
    for (const rule of scan.incompleteRules ?? []) note(reviewRules, rule);
  }

  return WCAG21_CRITERIA.map((criterion) => {
    const failing = issues.filter((i) => i.wcagCriteria.includes(criterion.num));
    if (failing.length > 0) {
      const rules = [...new Set(failing.map((i) => i.ruleId))].sort();
      const pages = new Set(failing.map((i) => i.url)).size;
      const cited = failing.slice(0, MAX_CITED).map((i) => `${i.ruleId} at ${i.element || 'page'} (${i.url}): ${i.message}`);
      const more = failing.length > MAX_CITED ? ` and ${failing.length - MAX_CITED} more` : '';
      return {
        ...criterion,
        adherence: 'does-not-support' as const,
        notes: `Automated checks found ${failing.length} ${failing.length === 1 ? 'failure' : 'failures'} of ${rules.join(', ')} on ${pages} ${pages === 1 ? 'page' : 'pages'}: ${cited.join('; ')}${more}.`,
      };
    }
    const passed = [...(passedRules.get(criterion.num) ?? [])].sort();
    const review = [...(reviewRules.get(criterion.num) ?? [])].sort();
    const parts = [
      passed.length ? `Automated checks passed (${passed.join(', ')}), which does not establish conformance.` : 'No automated check covers this criterion.',
      review.length ? `Checks needing a person's review: ${review.join(', ')}.` : '',
      'Manual evaluation is required.',
    ];
    return { ...criterion, adherence: 'not-evaluated' as const, notes: parts.filter(Boolean).join(' ') };
  });
}
