/** Element ids from a location hash: "#business-development" -> "business-development". */
export function idFromHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Resolves with the element once `find` returns it. Pages are loaded lazily, so the target of a
 * link such as /services#tax may not exist yet when the route changes.
 */
export function waitForElement<T extends Element>(
  find: () => T | null,
  { timeoutMs = 3000, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<T | null> {
  const found = find();
  if (found || signal?.aborted) return Promise.resolve(found);
  return new Promise((resolve) => {
    const finish = (value: T | null) => {
      observer.disconnect();
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(value);
    };
    const onAbort = () => finish(null);
    const observer = new MutationObserver(() => {
      const el = find();
      if (el) finish(el);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => finish(find()), timeoutMs);
    signal?.addEventListener('abort', onAbort);
  });
}

/**
 * Moves keyboard and screen-reader focus to `el` as well as the viewport, so "skip to section"
 * links (footer -> /services#tax) land the user where a sighted mouse user would look.
 * Non-interactive targets get tabindex=-1 so they can take focus without joining the tab order.
 */
export function focusElement(el: HTMLElement, { scroll = true }: { scroll?: boolean } = {}): void {
  if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1');
  if (scroll) {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    el.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }
  el.focus({ preventScroll: true });
}

/** Scrolls to and focuses the element a hash names, waiting for it to render. Resolves true if found. */
export async function scrollToHashTarget(hash: string, options: { signal?: AbortSignal } = {}): Promise<boolean> {
  const id = idFromHash(hash);
  if (!id) return false;
  const el = await waitForElement(() => document.getElementById(id), options);
  if (!el || options.signal?.aborted) return false;
  focusElement(el);
  return true;
}
