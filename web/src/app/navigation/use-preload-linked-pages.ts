import { useEffect } from 'react';
import { preloadPageAt } from '../routes';
import { preloadPagesOnIntent } from './preload-on-intent';
import { createRouteChunkPreloader } from './route-chunks';

/** The route table's chunks arrive this long after the app starts: out of the page's start, ready for a first tap. */
const TABLE_AFTER_MS = 1_000;

/** A page whose link is about to be followed starts loading: its chunk, and all the chunks it needs at once. */
export function usePreloadLinkedPages(): void {
  useEffect(() => {
    const chunks = createRouteChunkPreloader();
    const timer = setTimeout(() => void chunks.load(), TABLE_AFTER_MS);
    const stop = preloadPagesOnIntent((pathname) => Promise.all([chunks.preload(pathname), preloadPageAt(pathname)]).then(() => undefined));
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);
}
