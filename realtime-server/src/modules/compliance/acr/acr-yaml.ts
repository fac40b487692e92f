import { stringify } from 'yaml';
import { ACR_CHAPTERS, ACR_LEVEL_LABELS, isWcagCriterion, type TAcrChange, type TAcrCriterion } from '@app/shared-types/compliance/acr/model';
import type { IAcrVersion } from './acr.model';
import { evidenceLine, remarksOf } from './acr-diff';

export type AcrExportInput = { version: IAcrVersion; previous: IAcrVersion | null; changes: TAcrChange[] | null };

export const ACR_CATALOG = '2.4-edition-wcag-2.1-508-en';
const day = (d: Date) => d.toISOString().slice(0, 10);

export const acrTitle = (v: IAcrVersion) => `${v.productName ?? 'Product'} Accessibility Conformance Report`;

export const evaluationMethods = (v: IAcrVersion) =>
  `Automated testing with pa11y and the axe-core runner (WCAG 2.1 A and AA rules) in Chromium on ${v.pages.length} ${v.pages.length === 1 ? 'page' : 'pages'} ` +
  `scanned between ${day(v.scanDates.from)} and ${day(v.scanDates.to)}, with triage decisions on the findings; manual evaluation by the reviewers named per criterion. ` +
  'Automation proposes "Does Not Support" or "Partially Supports" where violations stand and "Not Evaluated" elsewhere, never "Supports": only a reviewer records that.';

export const LEGAL = 'This report describes the product as tested on the dates given. Criteria marked Not Evaluated have not been evaluated by a person.';

export function changeLine(change: TAcrChange): string {
  const parts = [
    change.level ? `level ${ACR_LEVEL_LABELS[change.level.before]} -> ${ACR_LEVEL_LABELS[change.level.after]}` : '',
    change.remarks ? 'remarks changed' : '',
    change.evidence ? `evidence ${change.evidence.before.length} -> ${change.evidence.after.length} groups` : '',
  ];
  return parts.filter(Boolean).join('; ');
}

/** The criterion's remarks as the report prints them: remarks, evidence, who evaluated it, what changed. */
export function criterionNotes(c: TAcrCriterion, change: TAcrChange | undefined, previous: number | null): string {
  return [
    remarksOf(c),
    c.recorded ? `Evaluated by ${c.recorded.evaluatedBy.name} on ${c.recorded.evaluatedAt.slice(0, 10)} (scans proposed ${ACR_LEVEL_LABELS[c.proposed]}).` : `Proposed from automated checks (${ACR_LEVEL_LABELS[c.proposed]}); not yet evaluated by a person.`,
    c.evidence.length ? `Evidence: ${c.evidence.map(evidenceLine).join('; ')}.` : '',
    change && previous !== null ? `Changed since version ${previous}: ${changeLine(change)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The version in GSA OpenACR's YAML (schema openacr-0.1.0, catalog VPAT 2.4 WCAG 2.1 and Revised Section 508). */
export function toAcrYaml({ version: v, previous, changes }: AcrExportInput): string {
  const byNum = new Map((changes ?? []).map((c) => [c.num, c]));
  const chapters = Object.fromEntries(
    ACR_CHAPTERS.map((chapter) => [
      chapter.id,
      {
        notes: chapter.standard === 'wcag-2.1' ? `${chapter.label} of WCAG 2.1.` : `${chapter.label} of the Revised Section 508 standards.`,
        criteria: v.criteria
          .filter((c) => c.chapter === chapter.id)
          .map((c) => ({ num: c.num, components: [{ name: isWcagCriterion(c) ? 'web' : 'none', adherence: { level: c.level, notes: criterionNotes(c, byNum.get(c.num), previous?.number ?? null) } }] })),
      },
    ]),
  );
  const doc = {
    title: acrTitle(v),
    product: { name: v.productName ?? 'Product', description: `The web pages scanned: ${v.pages.join(', ')}.` },
    author: { name: v.createdByName, email: v.createdByEmail },
    report_date: day(v.createdAt),
    version: v.number,
    notes:
      `Version ${v.number}. Scans from ${day(v.scanDates.from)} to ${day(v.scanDates.to)}. ` +
      (previous ? `Changed since version ${previous.number}: ${changes?.length ? changes.map((c) => c.num).join(', ') : 'nothing'}.` : 'First version.') +
      ' Level AAA (Table 3) is outside this report.',
    evaluation_methods_used: evaluationMethods(v),
    legal_disclaimer: LEGAL,
    catalog: ACR_CATALOG,
    chapters,
  };
  return stringify(doc, { lineWidth: 0 });
}
