/**
 * Issue 26 §1, a sitemap behind the sign-in: a signed-in site scan asks for the sitemap as its user
 * (the run's one session: a form profile's signed-in cookies, a cookie profile's cookie), on every
 * hop of its redirects, so it scans the pages the sitemap lists for that user instead of falling
 * back to the start page's links. The address guard still applies to every hop: a sitemap that
 * redirects to 127.0.0.2 (outside the allow-list) is not followed, and that host sees nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIssue, TScan, TSiteScan } from '@app/shared-types/compliance/model';
import { appSuite, type TestServer } from '../helpers/test-app';
import { person, type Person } from '../helpers/people';
import { localServer, type LocalServer } from './fixture-server';
import { AUTH, authSite, formProfile, SIGNED_IN_PAGES, TOKEN_PAGES } from './auth-fixture';
import { saveProfile, siteScan } from './scan-helpers';

let site: Awaited<ReturnType<typeof authSite>>;
let offsite: Awaited<ReturnType<typeof authSite>>;
let canary: LocalServer;
let server: TestServer;
beforeAll(async () => {
  canary = await localServer('127.0.0.2', (_req, res) => res.end('canary'));
  [site, offsite] = await Promise.all([authSite({ canary: canary.url, sitemap: 'signed-in' }), authSite({ canary: canary.url, sitemap: 'offsite' })]);
});
afterAll(async () => Promise.all([site?.close(), offsite?.close(), canary?.close()]));
appSuite((app) => void (server = app), { env: () => ({ SCANNER_ALLOW_HOSTS: '127.0.0.1', SCAN_TIMEOUT_MS: '15000', SCANS_PER_HOUR: '1000' }) });

/** The run's pages (paths, sorted) with the issues found on each. */
async function pagesOf(member: Person, run: TSiteScan) {
  const scans = ((await member.get('/api/compliance/scans')).json as TScan[]).filter((s) => s.siteScanId === run.id);
  const found: Record<string, [string, string][]> = {};
  for (const scan of scans) found[new URL(scan.url).pathname] = ((await member.get(`/api/compliance/scans/${scan.id}/issues`)).json as TIssue[]).map((i): [string, string] => [i.kind, i.ruleId]).sort();
  return found;
}

describe('a sitemap that needs the sign-in', () => {
  it('is read as the form profile’s signed-in user, through its redirect: the pages it lists are scanned, never the sign-out', async () => {
    const member = await person(server);
    const form = await saveProfile(member, formProfile(site.url, { startPath: '/app/a' }));
    const before = site.counts.logins;
    const done = await siteScan(member, `${site.url}/app/a`, form.id);
    expect(done).toMatchObject({ status: 'completed', source: 'sitemap', pages: 3, completedPages: 3, failedPages: 0 });
    expect(site.counts.logins - before).toBe(1);
    expect(site.requests).toContain('/private/sitemap.xml');
    expect(site.counts.signedOut).toBe(0);
    expect(await pagesOf(member, done)).toEqual({ '/app/a': SIGNED_IN_PAGES['/app/a']!.issues, '/app/b': SIGNED_IN_PAGES['/app/b']!.issues, '/app/c': SIGNED_IN_PAGES['/app/c']!.issues });
  }, 180_000);

  it('is read with the cookie profile’s cookie: its pages are the ones the cookie opens', async () => {
    const member = await person(server);
    const cookie = await saveProfile(member, { name: 'Reports', startUrl: `${site.url}/reports`, auth: { type: 'cookie', cookie: `token=${AUTH.token}` } });
    const done = await siteScan(member, `${site.url}/reports`, cookie.id);
    expect(done).toMatchObject({ status: 'completed', source: 'sitemap', pages: 2, completedPages: 2, failedPages: 0 });
    expect(await pagesOf(member, done)).toEqual({ '/reports': TOKEN_PAGES['/reports']!.issues, '/reports/2025': TOKEN_PAGES['/reports/2025']!.issues });
  }, 180_000);

  it('is not followed to an address the guard refuses: 127.0.0.2 sees nothing, and the run falls back to the start page’s links', async () => {
    const member = await person(server);
    const form = await saveProfile(member, formProfile(offsite.url, { startPath: '/app/b' }));
    const done = await siteScan(member, `${offsite.url}/app/b`, form.id);
    expect(done).toMatchObject({ status: 'completed', source: 'links' });
    expect(offsite.requests.filter((p) => p.endsWith('sitemap.xml'))).toEqual(['/sitemap.xml']);
    expect(canary.requests).toEqual([]);
  }, 180_000);
});
