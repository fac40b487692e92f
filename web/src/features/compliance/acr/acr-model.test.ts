import { describe, expect, it } from 'vitest';
import type { TAcrCriterion, TAcrVersionSummary } from '@app/shared-types/compliance/acr/model';
import { chapterSummary, criteriaOf, describeChange, exportHref, previousVersion } from './acr-model';

const criterion = (num: string, extra: Partial<TAcrCriterion> = {}): TAcrCriterion => ({
  num,
  handle: num,
  chapter: 'success_criteria_level_a',
  proposed: 'not-evaluated',
  proposedNote: '',
  evidence: [],
  recorded: null,
  level: 'not-evaluated',
  ...extra,
});
const version = (id: string, number: number) => ({ id, number }) as TAcrVersionSummary;

describe('ACR model', () => {
  it('lists a chapter’s criteria and says how many a person evaluated and how many have evidence', () => {
    const all = [
      criterion('1.1.1', { evidence: [{ rule: 'image-alt', selector: 'img', severity: 'critical', message: '', pages: 2, instances: 2 }] }),
      criterion('1.4.3', { chapter: 'success_criteria_level_aa', recorded: { level: 'supports', remarks: '', evaluatedBy: { id: 'u', name: 'Ann' }, evaluatedAt: '2026-11-27T00:00:00Z' } }),
      criterion('2.1.1', { recorded: { level: 'supports', remarks: '', evaluatedBy: { id: 'u', name: 'Ann' }, evaluatedAt: '2026-11-27T00:00:00Z' } }),
    ];
    expect(criteriaOf(all, 'success_criteria_level_a').map((c) => c.num)).toEqual(['1.1.1', '2.1.1']);
    expect(chapterSummary(criteriaOf(all, 'success_criteria_level_a'))).toBe('1 of 2 evaluated by a person, 1 with evidence from the scans');
  });

  it('finds the previous version whatever the list order, none for the first', () => {
    const list = [version('c', 3), version('a', 1), version('b', 2)];
    expect(previousVersion(list, list[0]!)?.id).toBe('b');
    expect(previousVersion(list, list[1]!)).toBeNull();
  });

  it('describes a change in words, and builds export addresses', () => {
    expect(describeChange({ num: '2.4.4', handle: 'Link Purpose', level: { before: 'partially-supports', after: 'supports' }, remarks: { before: 'a', after: 'b' } })).toBe('Level Partially Supports → Supports; remarks changed');
    expect(describeChange({ num: '1.1.1', handle: 'x', evidence: { before: ['a', 'b'], after: ['a'] } })).toBe('evidence 2 → 1 group');
    expect(exportHref('abc', 'yaml')).toBe('/api/compliance/acr/versions/abc/export?format=yaml');
  });
});
