import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { focusElement, scrollToHashTarget, waitForElement } from '../../lib/ui/scroll-to-hash';
import { visuallyHidden } from '../../lib/ui/visually-hidden';
import { MAIN_CONTENT_ID } from '../layout/main-content';

/** Scroll positions by history entry, so Back returns to where the reader was. */
const scrollPositions = new Map<string, number>();

/** Focuses the new page's h1 (or main when it has none) once the lazily loaded page renders it. */
async function focusPageHeading(signal: AbortSignal): Promise<void> {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const heading = await waitForElement(() => main?.querySelector<HTMLElement>('h1') ?? null, { signal });
  if (signal.aborted) return;
  const target = heading ?? main;
  if (target) focusElement(target, { scroll: false });
}

/**
 * What a full page load would do for free, redone for client-side navigation:
 * - scroll to the top of a new page, back to the old position on Back/Forward, or to the #target;
 * - move keyboard focus to the new page's h1 (or the #target), so the next Tab continues from the
 *   new content instead of the link that was pressed;
 * - announce the new page's title to screen readers.
 * Nothing moves on the first load (the browser starts at the top) except for a #target, and nothing
 * when a page only changes its own query string (filters, tabs).
 */
export function RouteChangeEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<{ pathname: string; search: string; hash: string } | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember the current entry's scroll position as the reader scrolls.
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => scrollPositions.set(location.key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key]);

  useEffect(() => {
    const before = previous.current;
    const { pathname, search, hash } = location;
    previous.current = { pathname, search, hash };
    if (before && before.pathname === pathname && before.hash === hash && before.search !== search) return;

    const pageChanged = before !== null && before.pathname !== pathname;
    // Same page, no hash before or now: e.g. the current page's nav link pressed again.
    if (!hash && (!before || (!pageChanged && !before.hash))) return;

    const controller = new AbortController();
    const { signal } = controller;
    const announce = () => {
      if (pageChanged && !signal.aborted) setAnnouncement(`Navigated to ${document.title}`);
    };

    if (hash) {
      if (pageChanged) window.scrollTo(0, 0);
      void scrollToHashTarget(hash, { signal }).then(async (found) => {
        if (!found && pageChanged) await focusPageHeading(signal);
        announce();
      });
    } else {
      const restoreTo = navigationType === 'POP' ? (scrollPositions.get(location.key) ?? 0) : 0;
      window.scrollTo(0, restoreTo);
      void focusPageHeading(signal).then(() => {
        // A lazily loaded page may have been too short to scroll to before it rendered.
        if (restoreTo && !signal.aborted) window.scrollTo(0, restoreTo);
        announce();
      });
    }
    return () => controller.abort();
    // `location` changes identity on every navigation: following the same #link twice still scrolls.
  }, [location, navigationType]);

  return (
    <div aria-live="polite" aria-atomic="true" style={visuallyHidden}>
      {announcement}
    </div>
  );
}
