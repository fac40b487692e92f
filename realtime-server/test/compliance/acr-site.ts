import type { TSiteScan } from '@app/shared-types/compliance/model';
import type { Person } from '../helpers/people';
import { localServer, type LocalServer } from './fixture-server';

/** Tiny pages: a shell with a lang, a title and a main holding `body`. */
export const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture</title></head><body><main><h1>Filings</h1>${body}</main></body></html>`;
/** image-alt (wcag111), link-name (wcag244, wcag412), button-name (wcag412). */
export const IMG = '<img class="hero" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">';
export const LINK = '<a href="/next"></a>';
export const MENU = '<div><button class="account-menu"></button></div>';

/**
 * The ACR tests' site: /a has an image without alt and an empty link, /b the same image, /c an
 * unnamed button; its sitemap lists the three. So 1.1.1 fails on 2 of 3 pages, 2.4.4 on 1 of 3,
 * 4.1.2 on 2 of 3.
 */
export async function acrSite(): Promise<LocalServer> {
  const pages = new Map<string, string>([
    ['/a', page(IMG + LINK)],
    ['/b', page(IMG + '<p>Second page</p>')],
    ['/c', page(MENU)],
  ]);
  const site: LocalServer = await localServer('127.0.0.1', (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/sitemap.xml') {
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      return res.end(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[...pages.keys()].map((p) => `<url><loc>${site.url}${p}</loc></url>`).join('')}</urlset>`);
    }
    const body = pages.get(path);
    res.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ?? page('<p>Not found</p>'));
  });
  return site;
}

/** A site scan of the fixture site by `client`, finished. */
export async function scanSite(client: Person, site: LocalServer): Promise<TSiteScan> {
  const res = await client.post('/api/compliance/site-scans', { url: `${site.url}/a`, pageLimit: 3 });
  if (res.status !== 201) throw new Error(`site scan start failed: ${res.status} ${res.text}`);
  const id = (res.json as TSiteScan).id;
  // Polled by hand: it also runs in a suite's setup, where expect.poll is not available.
  const until = Date.now() + 150_000;
  for (;;) {
    const now = (await client.get(`/api/compliance/site-scans/${id}`)).json as TSiteScan;
    if (now.status === 'completed') return now;
    if (now.status === 'failed' || Date.now() > until) throw new Error(`site scan ${id} did not complete: ${JSON.stringify(now)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
