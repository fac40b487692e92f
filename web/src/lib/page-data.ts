/**
 * Public data the server put into this page's HTML for its first screen (realtime-server
 * http/spa.ts: only for visitors, only on the first load of a prerendered page). Each block is taken
 * once: a later visit to the page, or another filter, asks the API as usual.
 */
export function takePageData<T>(key: string, doc: Document | undefined = typeof document === 'undefined' ? undefined : document): T | undefined {
  const block = doc?.querySelector<HTMLScriptElement>(`script[type="application/json"][data-page-data="${key}"]`);
  if (!block) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '') as T;
  } catch {
    return undefined;
  }
}
