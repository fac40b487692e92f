import type http from 'node:http';
import { localServer } from './fixture-server';

/**
 * The local site behind a sign-in that the authenticated-scan tests scan (127.0.0.1, allow-listed):
 * a form sign-in that opens a server-side session (`logins` counts the sign-ins), pages behind it
 * with known violations and a known "needs review" item, an area behind a cookie, a sign-out page, a
 * page that always sends back to the sign-in page,
 * and sign-in pages that misbehave: one that never answers, one whose form post never answers, one
 * whose form posts to `canary`, one whose sign-in redirects to `canary`.
 * `sitemap`: 'public' (default) lists the app's pages to anyone; 'signed-in' sends a visitor to the
 * sign-in page and a signed-in user (session or cookie) on to `/private/sitemap.xml` (one redirect
 * hop), which lists the pages that user may see; 'offsite' sends a signed-in user on to `canary`.
 */
export const AUTH = { user: 'auditor@firm.test', password: 'correct-horse-battery', token: 'tok-5f1e9a77' } as const;

const shell = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main>${body}</main></body></html>`;
const loginPage = (action: string, extra = '') =>
  shell('Sign in', `<h1>Sign in</h1>${extra}<form method="post" action="${action}"><label for="u">Email address</label><input id="u" name="u"><label for="p">Password</label><input id="p" name="p" type="password"><button type="submit">Sign in</button></form>`);
const PIXEL = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">';
const GRADIENT = '<p style="background: linear-gradient(#fff, #000)">Over a gradient</p>';

/** Each page behind the sign-in and exactly what a scan of it finds: [kind, rule] sorted. */
export const SIGNED_IN_PAGES: Record<string, { body: string; issues: [string, string][] }> = {
  '/account': { body: `<h1 id="welcome">Welcome back</h1>${PIXEL}${GRADIENT}`, issues: [['needs-review', 'color-contrast'], ['violation', 'image-alt']] },
  '/app/a': { body: `<h1 id="welcome">Dashboard</h1>${PIXEL}${GRADIENT}`, issues: [['needs-review', 'color-contrast'], ['violation', 'image-alt']] },
  '/app/b': { body: '<h1>Invoices</h1><a href="/app/a"></a>', issues: [['violation', 'link-name']] },
  '/app/c': { body: `<h1>Settings</h1><button type="button"></button>${GRADIENT}`, issues: [['needs-review', 'color-contrast'], ['violation', 'button-name']] },
};

/** The pages behind the profile cookie (`token`), each with what a scan of it finds. */
export const TOKEN_PAGES: Record<string, { body: string; issues: [string, string][] }> = {
  '/reports': { body: '<h1>Reports</h1><a href="/account"></a>', issues: [['violation', 'link-name']] },
  '/reports/2025': { body: `<h1>Reports of 2025</h1>${PIXEL}`, issues: [['violation', 'image-alt']] },
};

const urlset = (base: string, pages: string[]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${pages.map((p) => `<url><loc>${base}${p}</loc></url>`).join('')}</urlset>`;

export async function authSite(options: { canary?: string; sitemap?: 'public' | 'signed-in' | 'offsite' } = {}) {
  const sessions = new Set<string>();
  const counts = { logins: 0, signedOut: 0 };
  const server = await localServer('127.0.0.1', (req, res) => {
    const [path, query = ''] = (req.url ?? '/').split('?') as [string, string?];
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
      res.end(body);
    };
    const sid = /(?:^|;\s*)sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const signedIn = !!sid && sessions.has(sid);
    const hasToken = (req.headers.cookie ?? '').includes(`token=${AUTH.token}`);
    const xml = (pages: string[]) => {
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      res.end(urlset(server.url, pages));
    };
    if (path === '/login' && req.method === 'POST') return void signInPost(req, query, send);
    if (path === '/login') return send(200, loginPage('/login'));
    if (path === '/login-hang') return; // never answers
    if (path === '/login-stall-form') return send(200, loginPage('/stall'));
    if (path === '/stall') return; // the form post never answers
    if (path === '/login-offsite-form') return send(200, loginPage(`${options.canary}/login`));
    if (path === '/login-redirect-form') return send(200, loginPage('/login?next=canary'));
    if (path === '/admin') return send(302, '', { Location: '/login' }); // beyond this user: back to the sign-in page
    if (path === '/app/logout') {
      if (sid) sessions.delete(sid);
      counts.signedOut++;
      return send(302, '', { Location: '/login' });
    }
    if (path === '/sitemap.xml' && (options.sitemap ?? 'public') === 'public') return xml(['/app/a', '/app/b', '/app/c', '/app/logout']);
    if (path === '/sitemap.xml' || path === '/private/sitemap.xml') {
      if (!signedIn && !hasToken) return send(302, '', { Location: '/login' });
      if (path === '/sitemap.xml') return send(302, '', { Location: options.sitemap === 'offsite' ? `${options.canary}/sitemap.xml` : '/private/sitemap.xml' });
      return xml(signedIn ? ['/app/a', '/app/b', '/app/c', '/app/logout'] : Object.keys(TOKEN_PAGES));
    }
    const page = SIGNED_IN_PAGES[path];
    if (page) return signedIn ? send(200, shell(path === '/account' ? 'Account' : `App ${path}`, page.body)) : send(302, '', { Location: '/login' });
    const reports = TOKEN_PAGES[path];
    if (reports) return hasToken ? send(200, shell(path === '/reports' ? 'Reports' : `Reports ${path}`, reports.body)) : send(403, shell('Forbidden', '<h1>Forbidden</h1>'));
    send(404, shell('Not found', '<h1>Not found</h1>'));
  });

  function signInPost(req: http.IncomingMessage, query: string, send: (status: number, body: string, headers?: Record<string, string>) => void) {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      if (form.get('u') !== AUTH.user || form.get('p') !== AUTH.password) return send(200, loginPage('/login', '<p role="alert">Wrong email or password</p>'));
      counts.logins++;
      const sid = `s${counts.logins}-${Math.random().toString(36).slice(2)}`;
      sessions.add(sid);
      const next = new URLSearchParams(query).get('next') === 'canary' ? `${options.canary}/account` : '/account';
      send(302, '', { Location: next, 'Set-Cookie': `sid=${sid}; HttpOnly; Path=/` });
    });
  }

  return Object.assign(server, { counts, sessions });
}

/** A form profile of the fixture site (`loginPath`: which of its sign-in pages). */
export const formProfile = (base: string, overrides: { password?: string; loginPath?: string; startPath?: string } = {}) => ({
  name: 'Client portal',
  startUrl: `${base}${overrides.startPath ?? '/account'}`,
  auth: {
    type: 'form',
    loginUrl: `${base}${overrides.loginPath ?? '/login'}`,
    usernameSelector: 'label:Email address',
    passwordSelector: 'input[type=password]',
    submitSelector: 'form button',
    username: AUTH.user,
    password: overrides.password ?? AUTH.password,
    successSelector: '#welcome',
  },
});
