import { startTransition, useEffect, useState } from 'react';

/** True from the build's prerender (no document) and from beginHydration until the app's first commit. */
let hydrating = typeof document === 'undefined';

/** main.tsx: the page's HTML is about to be hydrated. */
export function beginHydration(): void {
  hydrating = true;
}

/** App's first effect: hydration has committed; what mounts from now on is rendered in the browser. */
export function finishHydration(): void {
  hydrating = false;
}

/**
 * False while React renders on the server (the build's prerender) and while it hydrates that HTML in
 * the browser, true in every other render. What the HTML cannot know (the address's #hash, say)
 * waits for it, so hydration sees the markup it was given; a component mounted after hydration gets
 * true at once and never shows the in-between state.
 *
 * After hydration the switch is a transition: a store-style switch (useSyncExternalStore with a
 * server snapshot) re-rendered every such component synchronously in the task that committed the
 * hydration, one of the long tasks Lighthouse counted on every page.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
