import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, Router } from 'express';

/**
 * Serves the built SPA: hashed files under /assets are immutable for a year; index.html is always
 * revalidated; any other GET that wants HTML gets index.html so client-side routes work on reload.
 */
export function spaRouter(distDir: string): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    router.get(/^\/(?!api\/|socket\.io\/).*/, (_req, res) => {
      res.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
    });
    return router;
  }
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  const sendIndex: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!req.accepts('html')) return next();
    res.set('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };
  router.use(sendIndex);
  return router;
}
