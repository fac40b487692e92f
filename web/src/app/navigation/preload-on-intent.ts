/** The pointer, keyboard and touch signals that a link is about to be followed. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Starts loading a page's code when a link to it is about to be followed: the pointer is over it,
 * it has keyboard focus, or a finger is on it. The build emits no modulepreload links (see
 * vite.config.ts), so a page's chunks otherwise arrive one import level at a time after the click;
 * this gives them the moments before it (route-chunks.ts asks for them all at once). Each page is
 * asked for once; a failed load may be retried.
 */
export function preloadPagesOnIntent(preload: (pathname: string) => Promise<void>, doc: Document = document): () => void {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin) return;
    const { pathname } = link;
    if (asked.has(pathname) || pathname === doc.location.pathname) return;
    asked.add(pathname);
    preload(pathname).catch(() => asked.delete(pathname));
  };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent, { capture: true });
  };
}
