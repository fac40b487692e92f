import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server (the build's prerender) and while it hydrates that HTML in
 * the browser, true in every other render. What the HTML cannot know (the address's #hash, say)
 * waits for it, so hydration sees the markup it was given; a page rendered in the browser from the
 * start gets true at once and never shows the in-between state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
