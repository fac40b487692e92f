import { useSyncExternalStore } from 'react';

/** The year the app was built (vite.config.ts): what the prerendered pages say. */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();
const noSubscription = () => () => {};

/**
 * The copyright year: the build's while hydrating a prerendered page (so the markup matches), then
 * the visitor's current year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(noSubscription, () => new Date().getFullYear(), () => BUILD_YEAR);
}
