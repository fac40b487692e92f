import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Capitol Ledger Advisory';

/** What a page says about itself for the document's <head>, collected while prerendering. */
export type TPageHead = { title?: string };

/**
 * Provided only by the build-time prerender (entry-server.tsx): pages write their title into it
 * while rendering, so each prerendered HTML file ships with the right <title>. In the browser
 * there is no provider and the effect below sets document.title.
 */
export const PageHeadContext = createContext<TPageHead | null>(null);

export function fullPageTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Every route names itself in the document title so screen-reader users know where they landed. */
export function usePageTitle(title: string) {
  const head = useContext(PageHeadContext);
  const full = fullPageTitle(title);
  if (head) head.title = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
