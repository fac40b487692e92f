import { useEffect } from 'react';

export const SITE_NAME = 'Capitol Ledger Advisory';

/** Every route names itself in the document title so screen-reader users know where they landed. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
