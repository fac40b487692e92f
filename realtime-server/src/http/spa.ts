import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, Router } from 'express';

/**
 * Serves the built web app (web/dist, see web/scripts/prerender.mjs):
 * - /assets: hashed files, immutable for a year;
 * - the prerendered public pages: `GET /services` (or `/services/`) gets dist/services/index.html,
 *   `GET /` gets dist/index.html;
 * - any other GET that wants HTML: the SPA shell, dist/spa.html, so client-side routes work on reload.
 * HTML is always revalidated (no-cache). A build without spa.html (no prerendered pages) has its
 * shell in index.html, which then serves every route. The prerendered pages are found once, at start.
 */
export function spaRouter(distDir: string): Router {
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
  router.use((req, res, next) => {
    const page = wantsHtml(req) ? pages.get(routeOf(req.path)) : undefined;
    if (page) sendHtml(res, page);
    else next();
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

/** "/services/" -> "/services"; "/" stays. */
function routeOf(requestPath: string): string {
  return requestPath.length > 1 ? requestPath.replace(/\/+$/, '') || '/' : requestPath;
}

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
