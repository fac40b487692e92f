import { ACR_CHAPTERS, ACR_LEVEL_LABELS, type TAcrChange, type TAcrChapterId, type TAcrCriterion, type TAcrVersionSummary } from '@app/shared-types/compliance/acr/model';

/** The criteria of one chapter, in the report's order. */
export const criteriaOf = (criteria: readonly TAcrCriterion[], chapter: TAcrChapterId) => criteria.filter((c) => c.chapter === chapter);

/** "3 of 30 evaluated, 2 with evidence": what a chapter's table holds, for its caption. */
export function chapterSummary(criteria: readonly TAcrCriterion[]): string {
  const evaluated = criteria.filter((c) => c.recorded).length;
  const withEvidence = criteria.filter((c) => c.evidence.length > 0).length;
  return `${evaluated} of ${criteria.length} evaluated by a person, ${withEvidence} with evidence from the scans`;
}

export const chapterLabel = (id: TAcrChapterId) => ACR_CHAPTERS.find((c) => c.id === id)!.label;

/** The version before `version` in a list sorted newest first, or null for the first. */
export function previousVersion(versions: readonly TAcrVersionSummary[], version: TAcrVersionSummary): TAcrVersionSummary | null {
  return versions.filter((v) => v.number < version.number).sort((a, b) => b.number - a.number)[0] ?? null;
}

/** One change as a sentence: "Level Partially Supports → Supports; remarks changed; evidence 2 → 0 groups". */
export function describeChange(change: TAcrChange): string {
  return [
    change.level ? `Level ${ACR_LEVEL_LABELS[change.level.before]} → ${ACR_LEVEL_LABELS[change.level.after]}` : '',
    change.remarks ? 'remarks changed' : '',
    change.evidence ? `evidence ${change.evidence.before.length} → ${change.evidence.after.length} ${change.evidence.after.length === 1 ? 'group' : 'groups'}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The export's address (the browser downloads the YAML, opens the HTML). */
export const exportHref = (versionId: string, format: 'yaml' | 'html') => `/api/compliance/acr/versions/${encodeURIComponent(versionId)}/export?format=${format}`;
