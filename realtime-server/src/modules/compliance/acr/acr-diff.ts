import type { TAcrChange, TAcrCriterion, TAcrDiff, TAcrEvidence } from '@app/shared-types/compliance/acr/model';

type VersionLike = { _id: { toString(): string }; number: number; criteria: TAcrCriterion[] };

export const evidenceLine = (e: TAcrEvidence) => `${e.rule} at ${e.selector || 'page'}: ${e.pages} ${e.pages === 1 ? 'page' : 'pages'}, ${e.instances} ${e.instances === 1 ? 'instance' : 'instances'}`;
export const remarksOf = (c: Pick<TAcrCriterion, 'recorded' | 'proposedNote'>) => c.recorded?.remarks || c.proposedNote;

/** What changed per criterion from one version to another: its level, its remarks, its evidence (before -> after). */
export function diffVersions(from: VersionLike, to: VersionLike): TAcrDiff {
  const before = new Map(from.criteria.map((c) => [c.num, c]));
  const changed: TAcrChange[] = [];
  for (const after of to.criteria) {
    const old = before.get(after.num);
    if (!old) continue;
    const change: TAcrChange = { num: after.num, handle: after.handle };
    if (old.level !== after.level) change.level = { before: old.level, after: after.level };
    if (remarksOf(old) !== remarksOf(after)) change.remarks = { before: remarksOf(old), after: remarksOf(after) };
    const [was, now] = [old.evidence.map(evidenceLine), after.evidence.map(evidenceLine)];
    if (was.join('\n') !== now.join('\n')) change.evidence = { before: was, after: now };
    if (change.level || change.remarks || change.evidence) changed.push(change);
  }
  return { from: { id: from._id.toString(), number: from.number }, to: { id: to._id.toString(), number: to.number }, changed };
}
