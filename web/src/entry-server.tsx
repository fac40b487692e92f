/**
 * Build-time rendering of the public pages (see app/prerendered-routes.ts), bundled by
 * `vite build --ssr` and called by web/scripts/prerender.mjs. React's static prerender waits for
 * the lazily loaded route chunks, so the HTML holds the whole page; emotion's server helpers pull
 * the styles that HTML uses into <style> tags for the <head>, which the browser's emotion cache
 * (same key, see main.tsx) adopts when the page hydrates.
 *
 * The tree matches main.tsx's (StrictMode > CacheProvider > AppShell > router > AppRoutes), so
 * useId values and markup agree. Anything that differs per visitor (signed-in user, localStorage,
 * media queries, the connection state) renders its initial state here and in the browser's first
 * render, and updates after hydration.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AppShell } from './app/App';
import { AppRoutes } from './app/AppRoutes';
import { createEmotionCache } from './app/emotion-cache';
import { setPrerenderedViewer } from './lib/auth/user-store';
import { PageHeadContext, SITE_NAME, type TPageHead } from './lib/ui/usePageTitle';

export { PRERENDERED_ROUTES } from './app/prerendered-routes';

export type TRenderedPage = {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** <style data-emotion> tags with the styles that markup uses. */
  styleTags: string;
  /** The full document title the page set through usePageTitle. */
  title: string;
};

/**
 * Who the HTML is for: `unknown` (a request with a session: the page's frame and skeletons, filled
 * in once the session is known) or `visitor` (a request without one: the page as a signed-out
 * reader sees it, complete). The browser hydrates either with the same state (main.tsx).
 */
export type TViewer = 'unknown' | 'visitor';

export async function render(url: string, viewer: TViewer = 'unknown'): Promise<TRenderedPage> {
  setPrerenderedViewer(viewer);
  try {
    return await renderPage(url);
  } finally {
    setPrerenderedViewer('unknown');
  }
}

async function renderPage(url: string): Promise<TRenderedPage> {
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const head: TPageHead = {};
  const errors: unknown[] = [];

  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <PageHeadContext value={head}>
          <AppShell>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppShell>
        </PageHeadContext>
      </CacheProvider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Everything is ready when a prerender finishes, so every Suspense boundary can be inline.
      // Otherwise React moves large ones to the end of the document with inline <script>s to swap
      // them in, which the app's Content-Security-Policy (script-src 'self') rightly blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  // A page that throws while rendering would ship its client-side fallback: fail the build instead.
  if (errors.length) throw new AggregateError(errors, `Prerendering ${url} failed: ${String(errors[0])}`);
  if (/<script[\s>]/i.test(html)) throw new Error(`Prerendering ${url} produced an inline <script>, which the CSP blocks`);

  const styleTags = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  return { html, styleTags, title: head.title ?? SITE_NAME };
}
