import { useLayoutEffect } from 'react';

/** The part of a zustand `persist` store this module uses. */
export type TPersistedStore = { persist: { hasHydrated: () => boolean; rehydrate: () => Promise<void> | void } };

/**
 * Stores kept in localStorage are created with `skipHydration: true`, so they hold their defaults
 * until a component that reads them has mounted. The public pages are prerendered at build time,
 * where there is no localStorage: the browser's first render must match that markup, and only then
 * show what this visitor stored. Call this in the components that read the store; the first one to
 * mount loads the stored state (once per page load), before the browser paints.
 */
export function useRestoredFromStorage(store: TPersistedStore): void {
  useLayoutEffect(() => {
    if (!store.persist.hasHydrated()) void store.persist.rehydrate();
  }, [store]);
}
