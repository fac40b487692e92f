import type { TComplianceCategory, TComplianceItem } from '../../../content/types';

/**
 * The visitor's own ticks: item id -> done. An item without an entry keeps its original
 * `completed` flag (spec: "an item counts complete if originally completed or toggled").
 */
export type TChecklistState = Record<string, boolean>;

export function isItemComplete(item: Pick<TComplianceItem, 'id' | 'completed'>, state: TChecklistState): boolean {
  return state[item.id] ?? item.completed;
}

/** Clicking an item flips its effective state. */
export function toggleItem(state: TChecklistState, item: Pick<TComplianceItem, 'id' | 'completed'>): TChecklistState {
  return { ...state, [item.id]: !isItemComplete(item, state) };
}

export type TChecklistCount = { completed: number; total: number };

/** 'n/total Complete' of one category tab. */
export function categoryCount(category: Pick<TComplianceCategory, 'items'>, state: TChecklistState): TChecklistCount {
  return {
    completed: category.items.filter((item) => isItemComplete(item, state)).length,
    total: category.items.length,
  };
}

export function formatCategoryCount({ completed, total }: TChecklistCount): string {
  return `${completed}/${total} Complete`;
}

/** Overall percent: rounded completed/total over every item of every category (0 with no items). */
export function overallPercent(categories: readonly Pick<TComplianceCategory, 'items'>[], state: TChecklistState): number {
  const counts = categories.map((c) => categoryCount(c, state));
  const total = counts.reduce((sum, c) => sum + c.total, 0);
  const completed = counts.reduce((sum, c) => sum + c.completed, 0);
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}

/** What an item shows under its text. */
export function itemNotice(item: TComplianceItem, state: TChecklistState): 'completed' | 'assistance' | null {
  if (isItemComplete(item, state)) return 'completed';
  return item.requiresAssistance ? 'assistance' : null;
}

/** Keeps only entries for items that exist (stored state from an older checklist is pruned). */
export function pruneChecklistState(state: unknown, categories: readonly Pick<TComplianceCategory, 'items'>[]): TChecklistState {
  if (!state || typeof state !== 'object') return {};
  const ids = new Set(categories.flatMap((c) => c.items.map((i) => i.id)));
  return Object.fromEntries(
    Object.entries(state as Record<string, unknown>).filter(([id, done]) => ids.has(id) && typeof done === 'boolean'),
  ) as TChecklistState;
}
