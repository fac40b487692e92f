import type { Express } from 'express';

export type RouteInfo = { method: string; path: string; params: string[] };

type ListedRoute = { path: string | RegExp; methods?: string[]; router?: ListingRouter };
type ListingRouter = { listRoutes?: () => ListedRoute[] };

/**
 * Every `/api` route the app really serves, read from Express's own router at run time (router 2's
 * listRoutes, recursing into mounted routers), so a route a module adds later is fuzzed without an
 * edit here. Regular-expression paths (the SPA fallback) are not API routes and are skipped.
 */
export function listApiRoutes(app: Express): RouteInfo[] {
  const found: RouteInfo[] = [];
  const walk = (router: ListingRouter, prefix: string) => {
    if (typeof router.listRoutes !== 'function') throw new Error('Express router without listRoutes(): the fuzz suite cannot enumerate routes');
    for (const entry of router.listRoutes()) {
      if (typeof entry.path !== 'string') continue;
      const path = joinPaths(prefix, entry.path);
      if (entry.router) walk(entry.router, path);
      for (const method of entry.methods ?? []) {
        // HEAD is answered by the GET handler (and has no body to check); `all()` routes get the usual verbs.
        const verbs = method === '*' ? ['GET', 'POST', 'PATCH', 'DELETE'] : method === 'HEAD' ? [] : [method];
        for (const verb of verbs) found.push({ method: verb, path, params: paramNames(path) });
      }
    }
  };
  walk(app.router as unknown as ListingRouter, '');
  const unique = new Map(found.filter((r) => r.path === '/api' || r.path.startsWith('/api/')).map((r) => [`${r.method} ${r.path}`, r]));
  return [...unique.values()];
}

function joinPaths(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/** `/posts/:id/comments` -> ['id'] (path-to-regexp 8 names: letters, digits, `_`, `$`). */
function paramNames(path: string): string[] {
  return [...path.matchAll(/[:*]([A-Za-z_$][\w$]*)/g)].map((m) => m[1]!);
}

/** The path with each parameter replaced by its (already encoded) value. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/([:*])([A-Za-z_$][\w$]*)/g, (_m, _kind: string, name: string) => values[name] ?? 'x');
}
