import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to and focuses the element named by the URL hash (/services#tax), for the ids
 * this page owns. Runs when the page mounts - the route is lazy, so it may mount after the
 * navigation - and on every later hash change. Targets carry tabIndex={-1}.
 */
export function useHashFocus(ids: readonly string[]) {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id || !ids.includes(id)) return;
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      target.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
    // `key` changes when the same hash is followed again (e.g. a second footer click).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, key]);
}
