import http from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

export type LocalServer = { url: string; port: number; requests: string[]; close: () => Promise<void> };

/** An HTTP server on a loopback address; `requests` lists every path it was asked for. */
export async function localServer(host: string, handler: (req: http.IncomingMessage, res: http.ServerResponse) => void, port = 0): Promise<LocalServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${hostPart}:${bound}`,
    port: bound,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const html = (res: http.ServerResponse, body: string, status = 200) => {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(body);
};

/**
 * The pages the scanner tests scan (served on 127.0.0.1 through the allow-list). `/page` is
 * mutable (`state.page`) so a second scan of one URL can find something else; `/flaky` answers 503
 * until `state.flakyUp`.
 */
export async function fixtureSite(options: { canary?: string; canaryV6?: string } = {}) {
  const state = { page: 'clean.html', sitemap: null as string | null, flakyUp: false };
  const server = await localServer('127.0.0.1', (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/page') return html(res, fixture(state.page));
    if (path === '/violations') return html(res, fixture('violations.html'));
    if (path === '/clean' || path === '/next') return html(res, fixture('clean.html'));
    if (path === '/links') return html(res, fixture('links.html'));
    if (path === '/subresources') return html(res, fixture('subresources.html').replaceAll('CANARY_V6', options.canaryV6 ?? '').replaceAll('CANARY', options.canary ?? ''));
    if (path === '/redirect') {
      res.writeHead(302, { Location: `${options.canary}/landing` });
      return res.end();
    }
    if (path === '/redirect-v6') {
      res.writeHead(302, { Location: `${options.canaryV6}/landing` });
      return res.end();
    }
    // Down (503) until `state.flakyUp`: a scan that failed can be retried once the site is back.
    if (path === '/flaky') return state.flakyUp ? html(res, fixture('clean.html')) : html(res, '<!doctype html><html lang="en"><title>Down</title><main><h1>Down for maintenance</h1></main></html>', 503);
    if (path === '/hang') return void 0; // never answers: the scan's hard timeout must end it
    if (path === '/sitemap.xml' && state.sitemap) {
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      return res.end(state.sitemap);
    }
    html(res, '<!doctype html><html lang="en"><title>Not found</title><main><h1>Not found</h1></main></html>', 404);
  });
  return Object.assign(server, { state });
}
