/**
 * Issue 26 §1, a whole run as one user: a site scan with a profile signs in ONCE, in a fresh browser
 * context, then scans every page as that user (and never visits its sign-out page); a failed sign-in
 * fails the whole run with the reason; every hop of the sign-in (the form's target, a redirect after
 * it) passes the address guard (127.0.0.2 is outside the allow-list and its canary must see nothing);
 * a sign-in that never finishes stops at the scan limit; schedules keep their profile, and a deleted
 * one fails the re-scan with the reason instead of scanning the public page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLIANCE_MESSAGES, type TIssue, type TScan, type TSchedule, type TSiteProfile } from '@app/shared-types/compliance/model';
import { appSuite, type TestServer } from '../helpers/test-app';
import { person, type Person } from '../helpers/people';
import { localServer, type LocalServer } from './fixture-server';
import { AUTH, authSite, formProfile, SIGNED_IN_PAGES } from './auth-fixture';
import { saveProfile, scanWith, siteScan } from './scan-helpers';

const TIMED_OUT = 'The scan took too long and was stopped.';
const REFUSED = 'The address 127.0.0.2 is not public (loopback) and cannot be scanned.';

let site: Awaited<ReturnType<typeof authSite>>;
let canary: LocalServer;
let server: TestServer;
beforeAll(async () => {
  canary = await localServer('127.0.0.2', (_req, res) => res.end('canary'));
  site = await authSite({ canary: canary.url });
});
afterAll(async () => Promise.all([site?.close(), canary?.close()]));
appSuite((app) => void (server = app), { env: () => ({ SCANNER_ALLOW_HOSTS: '127.0.0.1', SCAN_TIMEOUT_MS: '15000' }) });

const profileOf = (member: Person, overrides: Parameters<typeof formProfile>[1] = {}): Promise<TSiteProfile> => saveProfile(member, formProfile(site.url, overrides));
const signInPosts = () => site.counts.logins;

/** A page scan of /account signing in through `pageLogin`, then a site scan from /app/a signing in through `siteLogin`. */
async function signInScans(member: Person, pageLogin: string, siteLogin: string) {
  const forPage = await profileOf(member, { loginPath: pageLogin });
  const single = await scanWith(server, member, `${site.url}/account`, forPage.id);
  const forSite = await profileOf(member, { loginPath: siteLogin, startPath: '/app/a' });
  const run = await siteScan(member, `${site.url}/app/a`, forSite.id);
  return { single, run };
}

describe('a signed-in site scan', () => {
  it('signs in once and scans every page as that user, finding exactly each page’s issues; never signs out; the session stays sealed', async () => {
    const member = await person(server);
    const profile = await profileOf(member, { startPath: '/app/a' });
    const before = signInPosts();
    const done = await siteScan(member, `${site.url}/app/a`, profile.id);
    expect(done).toMatchObject({ status: 'completed', source: 'sitemap', pages: 3, completedPages: 3, failedPages: 0, profileId: profile.id });
    expect(signInPosts() - before).toBe(1);
    expect(site.counts.signedOut).toBe(0);
    expect(site.requests.some((path) => path.startsWith('/app/logout'))).toBe(false);

    const scans = ((await member.get('/api/compliance/scans')).json as TScan[]).filter((s) => s.siteScanId === done.id);
    expect(scans.map((s) => [new URL(s.url).pathname, s.pageTitle, s.profileId]).sort()).toEqual([
      ['/app/a', 'App /app/a', profile.id],
      ['/app/b', 'App /app/b', profile.id],
      ['/app/c', 'App /app/c', profile.id],
    ]);
    for (const scan of scans) {
      const issues = (await member.get(`/api/compliance/scans/${scan.id}/issues`)).json as TIssue[];
      expect(issues.map((i) => [i.kind, i.ruleId]).sort(), scan.url).toEqual(SIGNED_IN_PAGES[new URL(scan.url).pathname]!.issues);
    }
    // The run's session is sealed while it runs and gone once it ended; no response carries it.
    const raw = await server.database.connection.collection('compliance_site_scans').findOne({ startUrl: `${site.url}/app/a` });
    expect(raw?.sessionSealed).toBeNull();
    for (const path of [`/api/compliance/site-scans/${done.id}`, '/api/compliance/site-scans', '/api/compliance/scans', '/api/compliance/profiles']) {
      const text = (await member.get(path)).text;
      expect(text).not.toContain(AUTH.password);
      expect(text).not.toMatch(/sid=s\d|sessionSealed/);
    }
  }, 180_000);

  it('fails the whole run with the reason when the sign-in does not reach the success check: no page is scanned', async () => {
    const member = await person(server);
    const profile = await profileOf(member, { password: 'wrong-password', startPath: '/app/a' });
    const done = await siteScan(member, `${site.url}/app/a`, profile.id);
    expect(done).toMatchObject({ status: 'failed', error: COMPLIANCE_MESSAGES.signInFailed, pages: 0, scanIds: [] });
    expect(((await member.get('/api/compliance/scans')).json as TScan[]).filter((s) => s.siteScanId === done.id)).toEqual([]);
  }, 90_000);

  it('applies the address guard to every hop of the sign-in: a form posting to 127.0.0.2 and a redirect there are refused, the canary sees nothing', async () => {
    const { single, run } = await signInScans(await person(server), '/login-offsite-form', '/login-redirect-form');
    expect(single).toMatchObject({ status: 'failed', failure: 'blocked', error: REFUSED });
    expect(run).toMatchObject({ status: 'failed', error: REFUSED, pages: 0 });
    expect(canary.requests).toEqual([]);
  }, 120_000);

  it('fails a page that leads back to the sign-in page instead of reporting the sign-in page as it', async () => {
    const member = await person(server);
    const scan = await scanWith(server, member, `${site.url}/admin`, (await profileOf(member)).id);
    expect(scan).toMatchObject({ status: 'failed', failure: 'sign-in', error: COMPLIANCE_MESSAGES.signedOut, pageTitle: null });
  }, 60_000);

  it('stops a sign-in that never finishes at the scan limit: a sign-in page that never answers, a form post that never answers', async () => {
    // The two hang side by side (the scanner runs two at once): one scan limit to wait, not two.
    const member = await person(server);
    const [forPage, forSite] = await Promise.all([profileOf(member, { loginPath: '/login-hang' }), profileOf(member, { loginPath: '/login-stall-form', startPath: '/app/a' })]);
    const [single, run] = await Promise.all([scanWith(server, member, `${site.url}/account`, forPage.id), siteScan(member, `${site.url}/app/a`, forSite.id)]);
    expect(single).toMatchObject({ status: 'failed', failure: 'timeout', error: TIMED_OUT });
    expect(run).toMatchObject({ status: 'failed', error: TIMED_OUT, pages: 0 });
  }, 120_000);
});

describe('schedules with a site profile', () => {
  const runDueNow = async (url: string) => {
    await server.database.connection.collection('compliance_schedules').updateOne({ url }, { $set: { nextRunAt: new Date(Date.now() - 1000) } });
    await server.jobs.agenda.now('compliance:schedules', {});
  };
  const scheduledScans = async (member: Person) => ((await member.get('/api/compliance/scans')).json as TScan[]).filter((s) => s.scanType === 'scheduled');

  it('re-scans as the profile’s user, and once the profile is deleted fails the re-scan with the reason instead of scanning the public page', async () => {
    const member = await person(server);
    const url = `${site.url}/account`;
    const refused = await member.request('PUT', '/api/compliance/schedules', { body: { url, frequency: 'daily', profileId: 'ffffffffffffffffffffffff' } });
    expect([refused.status, (refused.json.errors as { path: string }[]).map((e) => e.path)]).toEqual([400, ['profileId']]);
    expect((await member.get('/api/compliance/schedules')).json).toEqual([]);

    const profile = await profileOf(member);
    const created = await member.request('PUT', '/api/compliance/schedules', { body: { url, frequency: 'daily', profileId: profile.id } });
    expect([created.status, (created.json as TSchedule).profileId]).toEqual([201, profile.id]);

    await runDueNow(url);
    await expect.poll(async () => (await scheduledScans(member)).map((s) => [s.status, s.pageTitle]), { timeout: 60_000, interval: 300 }).toEqual([['completed', 'Account']]);

    expect((await member.request('DELETE', `/api/compliance/profiles/${profile.id}`)).status).toBe(204);
    expect(((await member.get('/api/compliance/schedules')).json as TSchedule[])[0]?.profileId).toBe(profile.id);
    await runDueNow(url);
    await expect
      .poll(async () => (await scheduledScans(member)).map((s) => [s.status, s.failure, s.error]), { timeout: 60_000, interval: 300 })
      .toEqual([
        ['failed', 'sign-in', COMPLIANCE_MESSAGES.profileDeleted],
        ['completed', null, null],
      ]);
  }, 150_000);
});
