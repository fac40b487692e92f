import { describe, expect, it } from 'vitest';
import { COMPLIANCE_CATEGORIES } from '../../../content/government';
import type { TComplianceCategory, TComplianceItem } from '../../../content/types';
import { categoryCount, formatCategoryCount, isItemComplete, itemNotice, overallPercent, pruneChecklistState, toggleItem } from './checklist';

const item = (id: string, extra: Partial<TComplianceItem> = {}): TComplianceItem => ({
  id,
  title: id,
  description: '',
  urgency: 'Medium',
  timeframe: '1 day',
  completed: false,
  ...extra,
});

const category: TComplianceCategory = {
  id: 'c',
  title: 'C',
  description: '',
  items: [item('a', { completed: true }), item('b'), item('c', { requiresAssistance: true })],
};

describe('compliance checklist', () => {
  it('counts an item complete when it was originally completed or the visitor ticked it', () => {
    expect(isItemComplete(category.items[0]!, {})).toBe(true);
    expect(isItemComplete(category.items[1]!, {})).toBe(false);
    expect(isItemComplete(category.items[1]!, { b: true })).toBe(true);
  });

  it('toggles the effective state, so a ticked item can be unticked', () => {
    const once = toggleItem({}, category.items[1]!);
    expect(once).toEqual({ b: true });
    expect(toggleItem(once, category.items[1]!)).toEqual({ b: false });
    expect(toggleItem({}, category.items[0]!)).toEqual({ a: false });
  });

  it("shows 'n/total Complete' per category", () => {
    expect(formatCategoryCount(categoryCount(category, {}))).toBe('1/3 Complete');
    expect(formatCategoryCount(categoryCount(category, { b: true, c: true }))).toBe('3/3 Complete');
  });

  it('rounds the overall percent over every item of every category', () => {
    const other: TComplianceCategory = { ...category, id: 'd', items: [item('x'), item('y'), item('z')] };
    // 1 of 6 = 16.67 -> 17
    expect(overallPercent([category, other], {})).toBe(17);
    // 4 of 6 = 66.67 -> 67
    expect(overallPercent([category, other], { b: true, x: true, y: true })).toBe(67);
    expect(overallPercent([], {})).toBe(0);
  });

  it('starts the real checklist at 0% and reaches 100% when everything is ticked', () => {
    expect(overallPercent(COMPLIANCE_CATEGORIES, {})).toBe(0);
    const all = Object.fromEntries(COMPLIANCE_CATEGORIES.flatMap((c) => c.items.map((i) => [i.id, true])));
    expect(overallPercent(COMPLIANCE_CATEGORIES, all)).toBe(100);
  });

  it('recommends help only for incomplete items that need it, and praises completed ones', () => {
    expect(itemNotice(category.items[2]!, {})).toBe('assistance');
    expect(itemNotice(category.items[2]!, { c: true })).toBe('completed');
    expect(itemNotice(category.items[1]!, {})).toBeNull();
  });

  it('drops stored entries for items that no longer exist or are not booleans', () => {
    expect(pruneChecklistState({ a: true, gone: true, b: 'yes' }, [category])).toEqual({ a: true });
    expect(pruneChecklistState('garbage', [category])).toEqual({});
  });

  it('includes the examples the spec names with their urgency and timeframe', () => {
    const all = COMPLIANCE_CATEGORIES.flatMap((c) => c.items);
    const find = (title: string) => all.find((i) => i.title === title);
    expect(find('DUNS / UEI Verification')).toMatchObject({ urgency: 'Critical', timeframe: '1-2 days' });
    expect(find('Banking Setup')).toMatchObject({ urgency: 'Critical', timeframe: '1 day' });
    expect(find('SAM Registration')).toMatchObject({ urgency: 'Critical', timeframe: '3-5 days' });
    expect(find('Small Business Certifications')).toMatchObject({ urgency: 'Medium', timeframe: '4-8 weeks' });
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
  });
});
