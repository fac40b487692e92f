/**
 * Issue 26 §1: scans behind a sign-in. A local fixture site (127.0.0.1) with an account page behind
 * a form sign-in and an area behind a cookie, each with known violations and a known "needs review"
 * item. Profiles keep the password and the cookie sealed: absent from the raw document and from
 * every response.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIssue, TSiteProfile, TSiteScan } from '@app/shared-types/compliance/model';
import { appSuite, type TestServer } from '../helpers/test-app';
import { person, type Person } from '../helpers/people';
import { AUTH, authSite, formProfile as profileFor } from './auth-fixture';
import { scanAndWait, scanWith as scanAs } from './scan-helpers';

const PASSWORD = AUTH.password;
const TOKEN = AUTH.token;

let site: Awaited<ReturnType<typeof authSite>>;
let server: TestServer;
beforeAll(async () => {
  site = await authSite();
});
afterAll(() => site?.close());
appSuite((app) => void (server = app), { env: () => ({ SCANNER_ALLOW_HOSTS: '127.0.0.1', SCAN_TIMEOUT_MS: '15000' }) });

const formProfile = (password: string = PASSWORD) => profileFor(site.url, { password });
const scanWith = (client: Person, url: string, profileId: string) => scanAs(server, client, url, profileId);
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
      [{ ...good, auth: { ...good.auth, usernameSelector: 'label:' } }, 'auth.usernameSelector'],
      [{ ...good, auth: { ...good.auth, submitSelector: 'label:Sign in (now)' } }, 'auth.submitSelector'],
      [{ ...good, auth: { ...good.auth, successSelector: '#ok\n#welcome' } }, 'auth.successSelector'],
      [{ ...good, auth: { ...good.auth, successUrl: 'http://127.0.0.2/done' } }, 'auth.successUrl'],
      [{ ...good, auth: { ...good.auth, username: 'u'.repeat(5_000) } }, 'auth.username'],
      [{ ...good, auth: { type: 'cookie', cookie: `a=${'b'.repeat(20_000)}` } }, 'auth.cookie'],
      [{ ...good, auth: { ...good.auth, type: 'oauth' } }, 'auth.type'],
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
