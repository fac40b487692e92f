import { create } from '../../lib/store';
import { createJSONStorage, persist } from 'zustand/middleware';
import { COMPLIANCE_CATEGORIES } from '../../content/government';
import type { TComplianceItem, TServiceId, TTierId } from '../../content/types';
import { pruneChecklistState, toggleItem, type TChecklistState } from './model/checklist';
import {
  clearCompareTier,
  sanitiseCompareSelections,
  sanitisePackageSelection,
  selectCompareTier,
  selectPackage,
  type TCompareSelections,
  type TPackageSelection,
} from './model/tier-selection';

/**
 * The services page's choices: the picked package, the compared tiers and the compliance
 * checklist. Stored in this browser only (spec: "Selection is stored locally only").
 */
type TServicesState = {
  packageSelection: TPackageSelection;
  compareSelections: TCompareSelections;
  checklist: TChecklistState;
  selectPackage: (serviceId: TServiceId, tierId: TTierId) => void;
  clearPackage: () => void;
  selectCompareTier: (serviceId: TServiceId, tierId: TTierId) => void;
  clearCompareTier: (serviceId: TServiceId) => void;
  toggleChecklistItem: (item: Pick<TComplianceItem, 'id' | 'completed'>) => void;
  resetChecklist: () => void;
};

export const SERVICES_STORAGE_KEY = 'cla.services-selections';

export const useServicesStore = create<TServicesState>()(
  persist(
    (set) => ({
      packageSelection: null,
      compareSelections: {},
      checklist: {},
      selectPackage: (serviceId, tierId) => set((s) => ({ packageSelection: selectPackage(s.packageSelection, serviceId, tierId) })),
      clearPackage: () => set({ packageSelection: null }),
      selectCompareTier: (serviceId, tierId) =>
        set((s) => ({ compareSelections: selectCompareTier(s.compareSelections, serviceId, tierId) })),
      clearCompareTier: (serviceId) => set((s) => ({ compareSelections: clearCompareTier(s.compareSelections, serviceId) })),
      toggleChecklistItem: (item) => set((s) => ({ checklist: toggleItem(s.checklist, item) })),
      resetChecklist: () => set({ checklist: {} }),
    }),
    {
      name: SERVICES_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Restored after mount (useRestoredFromStorage): /services is prerendered without storage.
      skipHydration: true,
      partialize: (s) => ({ packageSelection: s.packageSelection, compareSelections: s.compareSelections, checklist: s.checklist }),
      // Whatever is in storage is checked: unknown services, tiers or checklist items are dropped.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Record<string, unknown>;
        return {
          ...current,
          packageSelection: sanitisePackageSelection(p.packageSelection),
          compareSelections: sanitiseCompareSelections(p.compareSelections),
          checklist: pruneChecklistState(p.checklist, COMPLIANCE_CATEGORIES),
        };
      },
    },
  ),
);
