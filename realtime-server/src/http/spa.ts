import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler, Router } from 'express';
import { z } from 'zod';
import type { Logger } from '../logger';
import { SESSION_COOKIE } from './session';

/** Public first-screen data of a route, as a module offers it (ModuleParts.pageData). */
type PageDataProvider = { route: string; key: string; load: () => Promise<string | Buffer> };

/**
 * Serves the built web app (web/dist, see web/scripts/prerender.mjs):
 * - /assets: hashed files, immutable for a year;
 * - the prerendered pages (every route): `GET /services` (or `/services/`) gets
 *   dist/services/index.html, `GET /` gets dist/index.html, unless the address carries a search
 *   parameter that changes the page's first render (dist/prerendered.json: `/community?post=…`);
 *   a request without a session gets the page signed out (visitor.html beside it) where it differs;
 * - any other GET that wants HTML: the SPA shell, dist/spa.html, so client-side routes work on reload.
 * HTML is always revalidated (no-cache). A build without spa.html (no prerendered pages) has its
 * shell in index.html, which then serves every route. The prerendered pages are found once, at start.
 */
export function spaRouter(distDir: string, options: { pageData?: PageDataProvider[]; pageDataBudgetMs?: number; logger?: Logger } = {}): Router {
  const router = Router();
  const spaShell = path.join(distDir, 'spa.html');
  const hasPrerenderedPages = existsSync(spaShell);
  const shellFile = hasPrerenderedPages ? spaShell : path.join(distDir, 'index.html');
  if (!existsSync(shellFile)) {
    router.get(/^\/(?!api\/|socket\.io\/).*/, (_req, res) => {
      res.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
    });
    return router;
  }
  const pages = hasPrerenderedPages ? findPrerenderedPages(distDir) : new Map<string, string>();
  const renderInfo = hasPrerenderedPages ? readRenderInfo(distDir) : new Map<string, TRenderInfo>();
  /**
   * The prerendered file for this request, if its HTML is what the page renders for this address:
   * the signed-out page for a request without a session, where the route has one.
   */
  const prerenderedPage = (req: Parameters<RequestHandler>[0]): { file: string; varies: boolean } | undefined => {
    const route = routeOf(req.path);
    const page = pages.get(route);
    if (!page) return undefined;
    const info = renderInfo.get(route) ?? { query: [], visitor: false };
    const search = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    if (info.query.some((key) => search.has(key))) return undefined;
    const visitor = info.visitor && !hasSessionCookie(req.headers.cookie);
    return { file: visitor ? path.join(path.dirname(page), 'visitor.html') : page, varies: info.visitor };
  };

  const wantsHtml = (req: Parameters<RequestHandler>[0]) => (req.method === 'GET' || req.method === 'HEAD') && !!req.accepts('html');
  const sendHtml = (res: Parameters<RequestHandler>[1], file: string) => {
    res.set('Cache-Control', 'no-cache');
    // Relative to the root, so a dist folder below a dot folder (.cache/...) is still served.
    res.sendFile(path.relative(distDir, file), { root: distDir });
  };

  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  const pageData = groupByRoute(options.pageData ?? []);
  router.use((req, res, next) => {
    const page = wantsHtml(req) ? prerenderedPage(req) : undefined;
    if (!page) return next();
    const providers = pageData.get(routeOf(req.path));
    // What a page's HTML holds depends on whether the request has a session.
    if (page.varies || providers) res.set('Vary', 'Cookie');
    // Public data goes only to visitors: whoever sends a session gets none.
    if (!providers || hasSessionCookie(req.headers.cookie)) return sendHtml(res, page.file);
    withPageData(page.file, providers, options.pageDataBudgetMs ?? 250, options.logger).then(
      (html) => {
        res.set('Cache-Control', 'no-cache');
        res.type('html').send(html);
      },
      (error: unknown) => next(error),
    );
  });
  router.use(
    express.static(distDir, {
      index: false,
      // A page's folder (dist/services) must not answer /services with a redirect to /services/.
      redirect: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  router.use((req, res, next) => {
    if (wantsHtml(req)) sendHtml(res, shellFile);
    else next();
  });
  return router;
}

function groupByRoute(providers: PageDataProvider[]): Map<string, PageDataProvider[]> {
  const byRoute = new Map<string, PageDataProvider[]>();
  for (const provider of providers) byRoute.set(provider.route, [...(byRoute.get(provider.route) ?? []), provider]);
  return byRoute;
}

function hasSessionCookie(header: string | undefined): boolean {
  return !!header && header.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

/**
 * The page's HTML with each provider's JSON in a data block before </body> (web/src/lib/page-data.ts
 * reads them). A provider that fails or is slow is left out: the page then asks for it as usual.
 */
async function withPageData(file: string, providers: PageDataProvider[], budgetMs: number, logger?: Logger): Promise<string> {
  const [html, blocks] = await Promise.all([
    readFile(file, 'utf8'),
    Promise.all(
      providers.map(async ({ key, load }) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), budgetMs)));
        try {
          const json = await Promise.race([load(), late]);
          if (json === null) logger?.warn({ key }, 'page data took too long; the page will load it itself');
          // "<" never appears outside a JSON string, and inside one \u003c means the same: no </script> can end the block early.
          return json === null ? '' : `<script type="application/json" data-page-data="${key}">${json.toString().replace(/</g, '\\u003c')}</script>`;
        } catch (error) {
          logger?.warn({ err: error, key }, 'page data failed; the page will load it itself');
          return '';
        } finally {
          clearTimeout(timer);
        }
      }),
    ),
  ]);
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html : `${html.slice(0, at)}${blocks.join('')}${html.slice(at)}`;
}

/** "/services/" -> "/services"; "/" stays. */
function routeOf(requestPath: string): string {
  return requestPath.length > 1 ? requestPath.replace(/\/+$/, '') || '/' : requestPath;
}

type TRenderInfo = { query: readonly string[]; visitor: boolean };

/**
 * Route path -> the search parameters that change its first render, and whether it has a signed-out
 * page (visitor.html), as the prerender wrote them (web/scripts/prerender.mjs). A build without the
 * list (older) serves its pages for any address and to everyone.
 */
function readRenderInfo(distDir: string): Map<string, TRenderInfo> {
  const file = path.join(distDir, 'prerendered.json');
  if (!existsSync(file)) return new Map();
  const parsed = ZPrerenderedList.parse(JSON.parse(readFileSync(file, 'utf8')));
  return new Map(Object.entries(parsed));
}

const ZPrerenderedList = z.record(z.string(), z.object({ query: z.array(z.string()), visitor: z.boolean().default(false) }));

/** Route path -> file, for every index.html under distDir outside /assets and dot folders. */
function findPrerenderedPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string, route: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && entry.name === 'index.html') pages.set(route || '/', path.join(dir, entry.name));
      else if (entry.isDirectory() && !entry.name.startsWith('.') && !(route === '' && entry.name === 'assets')) {
        walk(path.join(dir, entry.name), `${route}/${entry.name}`);
      }
    }
  };
  walk(distDir, '');
  return pages;
}
