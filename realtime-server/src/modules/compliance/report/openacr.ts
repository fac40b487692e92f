import { stringify } from 'yaml';
import { FIRM as FIRM_CONTACT } from '@app/shared-types/firm';
import type { CriterionResult } from './conformance';

export type ReportFacts = {
  title: string;
  productName: string;
  description: string;
  pages: string[];
  reportDate: Date;
  scanDates: { from: Date; to: Date };
  toolVersions: { pa11y: string; axe: string; browser: string };
  criteria: CriterionResult[];
  summary: { score: number | null; passedChecks: number; totalChecks: number; issues: number; critical: number };
};

export const OPENACR_CATALOG = '2.4-edition-wcag-2.1-en';
const FIRM = 'Accessibility scanner of the advisory firm’s member portal';

export const EVALUATION_METHODS = (facts: ReportFacts) =>
  `Automated testing only: pa11y ${facts.toolVersions.pa11y} with the axe-core ${facts.toolVersions.axe} runner (WCAG 2.1 A and AA rules) in ${facts.toolVersions.browser}, ` +
  `on ${facts.pages.length} ${facts.pages.length === 1 ? 'page' : 'pages'} scanned between ${facts.scanDates.from.toISOString().slice(0, 10)} and ${facts.scanDates.to.toISOString().slice(0, 10)}. ` +
  'Automated checks detect only part of the barriers WCAG describes, so criteria without a failing check are marked Not Evaluated, never Supports; a manual review must complete this report before it is used as a conformance claim.';

export const LEGAL_DISCLAIMER =
  'This draft report was generated from automated accessibility checks at the time of scanning. It is not a legally binding claim of conformance and must be completed by manual evaluation.';

/** The report in GSA OpenACR's YAML (VPAT 2.4, WCAG 2.1 edition: Tables 1 and 2). */
export function toOpenAcrYaml(facts: ReportFacts): string {
  const chapter = (level: 'A' | 'AA') => ({
    notes: `Level ${level} success criteria of WCAG 2.1, evaluated by automated checks on the pages listed in the report notes.`,
    criteria: facts.criteria
      .filter((c) => c.level === level)
      .map((c) => ({ num: c.num, components: [{ name: 'web', adherence: { level: c.adherence, notes: c.notes } }] })),
  });
  const doc = {
    title: facts.title,
    product: { name: facts.productName, description: facts.description },
    author: { name: FIRM, email: FIRM_CONTACT.accessibilityEmail },
    report_date: facts.reportDate.toISOString().slice(0, 10),
    notes:
      `Draft generated from automated checks. Pages evaluated: ${facts.pages.join(', ')}. ` +
      `Checks passed: ${facts.summary.passedChecks} of ${facts.summary.totalChecks}${facts.summary.score === null ? '' : ` (score ${facts.summary.score}%)`}; ` +
      `${facts.summary.issues} issues, ${facts.summary.critical} critical. Level AAA (Table 3) was not evaluated.`,
    evaluation_methods_used: EVALUATION_METHODS(facts),
    legal_disclaimer: LEGAL_DISCLAIMER,
    catalog: OPENACR_CATALOG,
    chapters: { success_criteria_level_a: chapter('A'), success_criteria_level_aa: chapter('AA') },
  };
  return stringify(doc, { lineWidth: 0 });
}
