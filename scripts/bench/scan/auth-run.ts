// Issue 26 §1 benchmark section: the same 10 pages scanned as a site scan twice, once public and once
// behind a form sign-in (signed in once for the run), alternating A/B in the same run so the
// machine's load falls on both alike. Prints both times (median of the rounds) and their ratio.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** One origin serving /p1../pN (the given page) and its sitemap; behind a sign-in when `signIn`. */
async function origin(page: string, pages: number, signIn: boolean) {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const html = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
      res.end(body);
    };
    if (path === '/sitemap.xml') {
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      return res.end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Array.from({ length: pages }, (_, i) => `<url><loc>${base}/p${i + 1}</loc></url>`).join('')}</urlset>`);
    }
    if (signIn && path === '/login' && req.method === 'POST') {
      req.resume();
      return req.on('end', () => html(302, '', { Location: '/p1', 'Set-Cookie': 'sid=bench; HttpOnly; Path=/' }));
    }
    if (signIn && path === '/login')
      return html(200, '<!doctype html><html lang="en"><title>Sign in</title><main><h1>Sign in</h1><form method="post" action="/login"><label>Email <input name="u"></label><label>Password <input name="p" type="password"></label><button>Sign in</button></form></main></html>');
    if (signIn && !(req.headers.cookie ?? '').includes('sid=bench')) return html(302, '', { Location: '/login' });
    html(200, page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export async function benchAuthenticatedRun(options: { base: string; headers: Record<string, string>; page: string; pages: number; rounds: number }): Promise<void> {
  const { base, headers } = options;
  const [pub, auth] = await Promise.all([origin(options.page, options.pages, false), origin(options.page, options.pages, true)]);
  try {
    const profileRes = await fetch(`${base}/api/compliance/profiles`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Bench portal',
        startUrl: `${auth.base}/p1`,
        auth: { type: 'form', loginUrl: `${auth.base}/login`, usernameSelector: 'label:Email', passwordSelector: 'input[type=password]', username: 'bench@firm.test', password: 'bench-pass', successUrl: `${auth.base}/p1` },
      }),
    });
    if (profileRes.status !== 201) throw new Error(`profile: ${profileRes.status} ${await profileRes.text()}`);
    const profileId = ((await profileRes.json()) as { id: string }).id;

    async function run(url: string, profile?: string): Promise<number> {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/compliance/site-scans`, { method: 'POST', headers, body: JSON.stringify({ url, pageLimit: options.pages, profileId: profile }) });
      if (res.status !== 201) throw new Error(`site scan: ${res.status} ${await res.text()}`);
      const id = ((await res.json()) as { id: string }).id;
      for (const deadline = Date.now() + 10 * 60_000; ; ) {
        const site = (await (await fetch(`${base}/api/compliance/site-scans/${id}`, { headers })).json()) as { status: string; completedPages: number; failedPages: number; pages: number; error: string | null };
        if (site.status !== 'running') {
          if (site.status !== 'completed' || site.completedPages !== options.pages) throw new Error(`site scan of ${url}: ${site.status}, ${site.completedPages}/${site.pages} pages completed, ${site.failedPages} failed (${site.error ?? 'a page hit the scan limit? raise --timeout-ms'})`);
          return performance.now() - t0;
        }
        if (Date.now() > deadline) throw new Error('site scan did not finish in 10 minutes');
        await new Promise((r) => setTimeout(r, 100));
      }
    }

    const publicMs: number[] = [];
    const signedInMs: number[] = [];
    for (let round = 0; round < options.rounds; round++) {
      // Alternate which goes first, so neither always follows the other's warm-up.
      if (round % 2 === 0) {
        publicMs.push(await run(`${pub.base}/p1`));
        signedInMs.push(await run(`${auth.base}/p1`, profileId));
      } else {
        signedInMs.push(await run(`${auth.base}/p1`, profileId));
        publicMs.push(await run(`${pub.base}/p1`));
      }
    }
    const ratio = median(signedInMs) / median(publicMs);
    const list = (xs: number[]) => xs.map((x) => (x / 1000).toFixed(1)).join(', ');
    console.log(`${options.pages}-page site scan, public:    median ${(median(publicMs) / 1000).toFixed(2)} s (rounds: ${list(publicMs)} s)`);
    console.log(`${options.pages}-page site scan, signed in: median ${(median(signedInMs) / 1000).toFixed(2)} s (rounds: ${list(signedInMs)} s)`);
    console.log(`  signed in / public: ${ratio.toFixed(2)}x; target <= 1.3x: ${ratio <= 1.3 ? 'met' : 'NOT met'}`);
  } finally {
    pub.server.close();
    auth.server.close();
  }
}
