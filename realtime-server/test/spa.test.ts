import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaRouter } from '../src/http/spa';
import { createPost } from './helpers/community';
import { HttpClient } from './helpers/http-client';
import { appSuite, startTestApp, type TestServer } from './helpers/test-app';

/** A small built web app as web/scripts/prerender.mjs lays it out: prerendered pages and the shell. */
function fakeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const page = (marker: string) => `<!doctype html><html><body><div id="root">${marker}</div></body></html>`;

const htmlGet = (url: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') => fetch(url, { headers: { Accept: accept }, redirect: 'manual' });

describe('web app serving with prerendered pages', () => {
  let server: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    const dist = fakeDist({
      'index.html': page('prerendered home'),
      'spa.html': page('spa shell'),
      'services/index.html': page('prerendered services'),
      'government-contracting/index.html': page('prerendered government contracting'),
      'community/index.html': page('prerendered community'),
      'community/visitor.html': page('prerendered community signed out'),
      'prerendered.json': JSON.stringify({ '/community': { query: ['category', 'post'], visitor: true }, '/services': { query: [] } }),
      'assets/index-abc123.js': 'console.log("app")',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    server = await startTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => server?.stop());

  it('answers a prerendered route with its own page, with or without a trailing slash, revalidated every time', async () => {
    for (const [route, marker] of [
      ['/', 'prerendered home'],
      ['/services', 'prerendered services'],
      ['/services/', 'prerendered services'],
      ['/government-contracting?utm=mail', 'prerendered government contracting'],
      ['/community', 'prerendered community signed out'],
      ['/community/?utm_source=mail', 'prerendered community signed out'],
    ] as const) {
      const res = await htmlGet(server.url + route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type'), route).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(await res.text(), route).toContain(marker);
    }
  });

  it('answers a request with a session with the page that waits for it, and says the page varies with the cookie', async () => {
    const member = new HttpClient(server.url);
    await member.register('spa-signed-in');
    const res = await fetch(`${server.url}/community`, { headers: { Accept: 'text/html', Cookie: member.cookieHeader } });
    const html = await res.text();
    expect(html).toContain('prerendered community');
    expect(html).not.toContain('signed out');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    // A page without a signed-out version is the same for everyone.
    const services = await fetch(`${server.url}/services`, { headers: { Accept: 'text/html', Cookie: member.cookieHeader } });
    expect(await services.text()).toContain('prerendered services');
  });

  it('answers every other page with the SPA shell, revalidated every time', async () => {
    // A search parameter that changes the page's first render: the HTML was made without it.
    for (const route of ['/community?post=abc', '/community?utm=x&category=compliance', '/services/unknown', '/contact?service=tax', '/no-such-page']) {
      const res = await htmlGet(server.url + route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(await res.text(), route).toContain('spa shell');
    }
  });

  it('serves hashed assets as immutable and other files as they are', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("app")');

    expect((await fetch(`${server.url}/assets/missing-000000.js`)).status).toBe(404);

    const icon = await htmlGet(`${server.url}/favicon.svg`, '*/*');
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('keeps JSON 404s for unknown API routes, even for a client that accepts HTML', async () => {
    const res = await htmlGet(`${server.url}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await res.json()) as unknown).toMatchObject({ code: expect.any(String) });
  });
});

describe("a page's public first-screen data in its HTML", () => {
  let server: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    const dist = fakeDist({ 'spa.html': page('spa shell'), 'community/index.html': page('prerendered community'), 'prerendered.json': JSON.stringify({ '/community': { query: ['post'] } }) });
    server = await startTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => server?.stop());

  /** The JSON of each data block in the HTML, by key. */
  const blocks = (html: string) =>
    Object.fromEntries([...html.matchAll(/<script type="application\/json" data-page-data="([^"]+)">([^<]*)<\/script>/g)].map((m) => [m[1], JSON.parse(m[2]!) as unknown]));

  it("gives a visitor the feed's first page and the sidebar's figures with the page, exactly as the API answers them", async () => {
    const writer = new HttpClient(server.url);
    await writer.register('page-data-writer');
    // A title that would end the block early if it were not escaped.
    await createPost(writer, { title: 'Closing tags </script><script>alert(1)</script> stay text' });

    const res = await htmlGet(`${server.url}/community`);
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('prerendered community');
    expect(html).not.toContain('<script>alert(1)');
    const data = blocks(html);
    const visitor = new HttpClient(server.url);
    expect(data['community-feed']).toEqual((await visitor.get('/api/posts?limit=20')).json);
    expect(data['community-stats']).toEqual((await visitor.get('/api/community/stats')).json);
    expect((data['community-feed'] as { posts: { title: string }[] }).posts[0]!.title).toBe('Closing tags </script><script>alert(1)</script> stay text');
  });

  it('gives no data to anyone who sends a session, nor on a page address the HTML does not show', async () => {
    const member = new HttpClient(server.url);
    await member.register('page-data-member');
    const signedIn = await (await fetch(`${server.url}/community`, { headers: { Accept: 'text/html', Cookie: member.cookieHeader } })).text();
    expect(signedIn).toContain('prerendered community');
    expect(blocks(signedIn)).toEqual({});
    const linked = await (await htmlGet(`${server.url}/community?post=abc`)).text();
    expect(linked).toContain('spa shell');
    expect(blocks(linked)).toEqual({});
  });
});

describe('a page whose data is slow or fails', () => {
  it('is sent without that data once the budget is spent, and with the data that did arrive', async () => {
    const dist = fakeDist({ 'spa.html': page('spa shell'), 'community/index.html': page('prerendered community') });
    const app = express();
    app.use(
      spaRouter(dist, {
        pageDataBudgetMs: 50,
        pageData: [
          { route: '/community', key: 'never', load: () => new Promise<string>(() => {}) },
          { route: '/community', key: 'broken', load: () => Promise.reject(new Error('database down')) },
          { route: '/community', key: 'quick', load: async () => '{"ok":true}' },
        ],
      }),
    );
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      // A provider that never answers would hold the page forever without the budget.
      const html = await (await htmlGet(`http://127.0.0.1:${(server.address() as AddressInfo).port}/community`)).text();
      expect(html).toContain('prerendered community');
      expect(html).toContain('<script type="application/json" data-page-data="quick">{"ok":true}</script>');
      expect(html).not.toContain('data-page-data="never"');
      expect(html).not.toContain('data-page-data="broken"');
    } finally {
      server.close();
    }
  });
});

describe('web app serving without prerendered pages', () => {
  let server: TestServer;
  appSuite((app) => (server = app), { env: () => ({ WEB_DIST_DIR: fakeDist({ 'index.html': page('client shell'), 'assets/a-1.js': '' }) }) });

  it('answers every page with index.html as the shell', async () => {
    for (const route of ['/', '/services', '/community']) {
      const res = await htmlGet(server.url + route);
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(await res.text(), route).toContain('client shell');
    }
  });
});
