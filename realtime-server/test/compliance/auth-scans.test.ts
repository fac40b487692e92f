/**
 * Issue 26 §1: scans behind a sign-in. A local fixture site (127.0.0.1) with an account page behind
 * a form sign-in and an area behind a cookie, each with known violations and a known "needs review"
 * item. Profiles keep the password and the cookie sealed: absent from the raw document and from
 * every response.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIssue, TScan, TSiteProfile, TSiteScan } from '@app/shared-types/compliance/model';
import { appSuite, type TestServer } from '../helpers/test-app';
import { person, type Person } from '../helpers/people';
import { localServer, type LocalServer } from './fixture-server';
import { connectSocket } from '../helpers/socket-client';
import { scanAndWait, watchScan } from './scan-helpers';

const PASSWORD = 'correct-horse-battery';
const TOKEN = 'tok-5f1e9a77';
const shell = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main>${body}</main></body></html>`;
const LOGIN = shell('Sign in', '<h1>Sign in</h1><form method="post" action="/login"><label for="u">Email address</label><input id="u" name="u"><label for="p">Password</label><input id="p" name="p" type="password"><button type="submit">Sign in</button></form>');
const ACCOUNT = shell('Account', '<h1 id="welcome">Welcome back</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10"><p style="background: linear-gradient(#fff, #000)">Over a gradient</p>');
const COOKIE_AREA = shell('Reports', '<h1>Reports</h1><a href="/account"></a>');

let site: LocalServer;
let server: TestServer;
const cookieOf = (req: { headers: { cookie?: string } }) => req.headers.cookie ?? '';

beforeAll(async () => {
  site = await localServer('127.0.0.1', (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
      res.end(body);
    };
    if (path === '/login' && req.method === 'POST') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        if (form.get('u') === 'auditor@firm.test' && form.get('p') === PASSWORD) send(302, '', { Location: '/account', 'Set-Cookie': 'sid=good; HttpOnly; Path=/' });
        else send(200, LOGIN.replace('<h1>Sign in</h1>', '<h1>Sign in</h1><p role="alert">Wrong email or password</p>'));
      });
      return;
    }
    if (path === '/login') return send(200, LOGIN);
    if (path === '/account') return cookieOf(req).includes('sid=good') ? send(200, ACCOUNT) : send(302, '', { Location: '/login' });
    if (path === '/reports') return cookieOf(req).includes(`token=${TOKEN}`) ? send(200, COOKIE_AREA) : send(403, shell('Forbidden', '<h1>Forbidden</h1>'));
    send(404, shell('Not found', '<h1>Not found</h1>'));
  });
});
afterAll(() => site?.close());
appSuite((app) => void (server = app), { env: () => ({ SCANNER_ALLOW_HOSTS: '127.0.0.1', SCAN_TIMEOUT_MS: '15000' }) });

const formProfile = (password = PASSWORD) => ({
  name: 'Client portal',
  startUrl: `${site.url}/account`,
  auth: { type: 'form', loginUrl: `${site.url}/login`, usernameSelector: 'label:Email address', passwordSelector: 'input[type=password]', submitSelector: 'form button', username: 'auditor@firm.test', password, successSelector: '#welcome' },
});
/** Starts a scan signed in with `profileId` and waits for it, watching its room as the page does. */
async function scanWith(client: Person, url: string, profileId: string): Promise<TScan> {
  const res = await client.post('/api/compliance/scan', { url, profileId });
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  const socket = await connectSocket(server.url, client.cookieHeader);
  try {
    return (await watchScan(socket, client, (res.json as TScan).id)).scan;
  } finally {
    socket.disconnect();
  }
}
const rawProfiles = () => server.database.connection.collection('compliance_profiles').find({}).toArray();

describe('authenticated scans', () => {
  it('sign in with a form recipe and find exactly the page’s issues behind it; the password stays sealed', async () => {
    const member = await person(server);
    const created = await member.post('/api/compliance/profiles', formProfile());
    expect(created.status).toBe(201);
    const profile = created.json as TSiteProfile;
    expect(profile.auth).toMatchObject({ type: 'form', username: 'auditor@firm.test', successSelector: '#welcome' });
    const scan = await scanWith(member, `${site.url}/account`, profile.id);
    expect(scan).toMatchObject({ status: 'completed', pageTitle: 'Account', profileId: profile.id, totalIssues: 1, needsReviewIssues: 1 });
    const issues = (await member.get(`/api/compliance/scans/${scan.id}/issues`)).json as TIssue[];
    expect(issues.map((i) => [i.kind, i.ruleId]).sort()).toEqual([['needs-review', 'color-contrast'], ['violation', 'image-alt']]);

    // Public, the same address is the sign-in page: not what was scanned above.
    const publicScan = (await scanAndWait(server.url, member, `${site.url}/account`)).scan;
    expect(publicScan.pageTitle).toBe('Sign in');

    const site2 = await member.post('/api/compliance/site-scans', { url: `${site.url}/account`, pageLimit: 1, profileId: profile.id });
    expect(site2.status).toBe(201);
    await expect.poll(async () => ((await member.get(`/api/compliance/site-scans/${(site2.json as TSiteScan).id}`)).json as TSiteScan).status, { timeout: 60_000, interval: 300 }).toBe('completed');

    const raw = (await rawProfiles()).find((p) => p._id.toString() === profile.id)!;
    expect(JSON.stringify(raw)).not.toContain(PASSWORD);
    expect(raw.auth.passwordSealed).toMatch(/^v1\./);
    for (const path of ['/api/compliance/profiles', `/api/compliance/scans/${scan.id}`, '/api/compliance/scans', `/api/compliance/scans/${scan.id}/issues`]) {
      expect((await member.get(path)).text).not.toContain(PASSWORD);
    }
    expect(created.text).not.toContain(PASSWORD);
  }, 120_000);

  it('fails a wrong password with the reason', async () => {
    const member = await person(server);
    const profile = (await member.post('/api/compliance/profiles', formProfile('wrong-password'))).json as TSiteProfile;
    const scan = await scanWith(member, `${site.url}/account`, profile.id);
    expect(scan).toMatchObject({ status: 'failed', failure: 'sign-in', error: 'Sign-in did not reach the success check.', score: null });
  }, 60_000);

  it('sends a cookie profile’s cookie to its site only; the cookie value never comes back', async () => {
    const member = await person(server);
    const res = await member.post('/api/compliance/profiles', { name: 'Reports', startUrl: `${site.url}/reports`, auth: { type: 'cookie', cookie: `token=${TOKEN}; theme=dark` } });
    expect(res.status).toBe(201);
    expect((res.json as TSiteProfile).auth).toEqual({ type: 'cookie', cookieNames: ['token', 'theme'] });
    const scan = await scanWith(member, `${site.url}/reports`, (res.json as TSiteProfile).id);
    expect(scan).toMatchObject({ status: 'completed', pageTitle: 'Reports', totalIssues: 1 });
    expect(((await member.get(`/api/compliance/scans/${scan.id}/issues`)).json as TIssue[]).map((i) => i.ruleId)).toEqual(['link-name']);
    expect(JSON.stringify(await rawProfiles())).not.toContain(TOKEN);
    expect((await member.get('/api/compliance/profiles')).text).not.toContain(TOKEN);
  }, 60_000);

  it('refuses bad profiles with a 400 naming the field and saves nothing; profiles are their owner’s', async () => {
    const member = await person(server);
    const good = formProfile();
    const cases: [unknown, string][] = [
      [{ ...good, name: '' }, 'name'],
      [{ ...good, startUrl: 'http://127.0.0.2/' }, 'startUrl'],
      [{ ...good, auth: { ...good.auth, loginUrl: 'http://[::1]:9/login' } }, 'auth.loginUrl'],
      [{ ...good, auth: { ...good.auth, usernameSelector: 'input'.repeat(61) } }, 'auth.usernameSelector'],
      [{ ...good, auth: { ...good.auth, passwordSelector: 'input { color: red }' } }, 'auth.passwordSelector'],
      [{ ...good, auth: { ...good.auth, successSelector: undefined } }, 'auth.successSelector'],
      [{ ...good, auth: { ...good.auth, password: '' } }, 'auth.password'],
      [{ ...good, auth: { type: 'cookie', cookie: 'no pairs here' } }, 'auth.cookie'],
    ];
    for (const [body, field] of cases) {
      const res = await member.post('/api/compliance/profiles', body);
      expect([res.status, (res.json.errors as { path: string }[]).map((e) => e.path)], field).toEqual([400, [field]]);
    }
    expect((await member.get('/api/compliance/profiles')).json).toEqual([]);
    expect(await rawProfiles().then((all) => all.filter((p) => p.ownerId.toString() === member.user.id))).toEqual([]);

    const mine = (await member.post('/api/compliance/profiles', good)).json as TSiteProfile;
    const stranger = await person(server);
    const refused = await stranger.post('/api/compliance/scan', { url: `${site.url}/account`, profileId: mine.id });
    expect([refused.status, (refused.json.errors as { path: string }[]).map((e) => e.path)]).toEqual([400, ['profileId']]);
    expect((await stranger.get('/api/compliance/scans')).json).toEqual([]);
    expect((await stranger.request('DELETE', `/api/compliance/profiles/${mine.id}`)).status).toBe(404);
    expect((await member.request('DELETE', `/api/compliance/profiles/${mine.id}`)).status).toBe(204);
    expect((await member.get('/api/compliance/profiles')).json).toEqual([]);
  }, 60_000);
});
