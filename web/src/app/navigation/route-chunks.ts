import { matchPath } from 'react-router';

/** Route path -> the chunks its page needs beyond the app's entry (written by web/scripts/prerender.mjs). */
export type TRouteChunks = Record<string, string[]>;

/**
 * The build emits no modulepreload links while a page starts (vite.config.ts), so a page reached in
 * the browser would arrive one import level at a time after the click. For a link about to be
 * followed, this asks for all of that page's chunks at once instead, from the table the prerender
 * names on #root (a page served without it, the SPA shell, keeps the module loader's own pace).
 */
export function createRouteChunkPreloader(doc: Document = document, fetchJson: (url: string) => Promise<unknown> = defaultFetchJson) {
  let table: Promise<TRouteChunks | null> | null = null;
  const asked = new Set<string>();

  function load(): Promise<TRouteChunks | null> {
    if (!table) {
      const root = doc.getElementById('root');
      const url = root?.dataset.routeChunks;
      table = url
        ? fetchJson(url)
            .then((json) => {
              const chunks = isRouteChunks(json) ? json : null;
              // The page the app started on has all its chunks already.
              const here = chunks && patternFor(chunks, doc.location.pathname);
              if (here) for (const href of chunks[here]!) asked.add(href);
              return chunks;
            })
            .catch(() => null)
        : Promise.resolve(null);
    }
    return table;
  }

  async function preload(pathname: string): Promise<void> {
    const chunks = await load();
    const pattern = chunks && patternFor(chunks, pathname);
    if (!pattern) return;
    for (const href of chunks[pattern]!) {
      if (asked.has(href)) continue;
      asked.add(href);
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
  }

  return { load, preload };
}

const patternFor = (chunks: TRouteChunks, pathname: string) => Object.keys(chunks).find((pattern) => matchPath(pattern, pathname));

function isRouteChunks(value: unknown): value is TRouteChunks {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((list) => Array.isArray(list) && list.every((href) => typeof href === 'string' && href.startsWith('/assets/')))
  );
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}
