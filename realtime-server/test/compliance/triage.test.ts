/**
 * Issue 26 §2 and §5: results a person can work with. Local fixture pages on 127.0.0.1 whose content
 * the tests change between scans: violations kept apart from "needs review" items, fingerprints
 * recognised as new, still there or fixed across rescans, triage decisions that hold across scans
 * and leave the score (an accepted risk until its expiry, on a controlled clock), site groups, and
 * alerts that list only new fingerprints and flag regressions.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TAlert, TDecision, TIssue, TIssueGroup, TScan, TSiteScan } from '@app/shared-types/compliance/model';
import { appSuite, type TestServer } from '../helpers/test-app';
import { person, type Person } from '../helpers/people';
import { localServer, type LocalServer } from './fixture-server';
import { scanAndWait } from './scan-helpers';

/** Tiny pages: a shell with a lang, a title and a main holding `body`. */
const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture</title></head><body><main><h1>Filings</h1>${body}</main></body></html>`;
const IMG = '<img class="hero" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">';
const MENU = '<div><button class="account-menu css-1q2w3e"></button></div>';
const LINK = '<a href="/next"></a>';
const INPUT = '<form><input type="text" name="ein"></form>';
// Text over a gradient: axe cannot tell its contrast, so it is "needs review" (incomplete), not a violation.
const GRADIENT = '<p style="background: linear-gradient(#fff, #000)">Over a gradient</p>';

const pages = new Map<string, string>();
let site: LocalServer;
let server: TestServer;

beforeAll(async () => {
  site = await localServer('127.0.0.1', (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const body = path === '/sitemap.xml' ? pages.get(path) : pages.get(path);
    res.writeHead(body === undefined ? 404 : 200, { 'Content-Type': path === '/sitemap.xml' ? 'application/xml' : 'text/html; charset=utf-8' });
    res.end(body ?? page('<p>Not found</p>'));
  });
});
afterAll(() => site?.close());
appSuite((app) => void (server = app), { env: () => ({ SCANNER_ALLOW_HOSTS: '127.0.0.1', SCAN_TIMEOUT_MS: '15000', SCANS_PER_HOUR: '1000', SCAN_CONCURRENCY: '2' }) });

const issuesOf = async (client: Person, scanId: string, kind = 'all') => (await client.get(`/api/compliance/scans/${scanId}/issues?kind=${kind}`)).json as TIssue[];
const scanOf = async (client: Person, scanId: string) => (await client.get(`/api/compliance/scans/${scanId}`)).json as TScan;
const decide = (client: Person, body: Record<string, unknown>) => client.request('PUT', '/api/compliance/decisions', { body });

describe('rescans of a page', () => {
  it('keep needs-review apart, and count fixed, still-there and new fingerprints exactly; alerts name only the new ones and flag a regression', async () => {
    const member = await person(server);
    pages.set('/rescan', page(IMG + MENU + LINK + GRADIENT));
    const first = (await scanAndWait(server.url, member, `${site.url}/rescan`)).scan;
    const firstIssues = await issuesOf(member, first.id);
    const violations = firstIssues.filter((i) => i.kind === 'violation');
    expect(violations.map((i) => [i.ruleId, i.selector, i.change]).sort()).toEqual([
      ['button-name', 'html > body > main > div > button', 'new'],
      ['image-alt', 'html > body > main > img', 'new'],
      ['link-name', 'html > body > main > a', 'new'],
    ]);
    const review = firstIssues.filter((i) => i.kind === 'needs-review');
    expect(review.map((i) => i.ruleId)).toEqual(['color-contrast']);
    // The score and the totals count violations only; needs-review items have their own count.
    expect(first).toMatchObject({ totalIssues: 3, needsReviewIssues: 1, newCount: 3, existingCount: 0, fixedCount: 0, fixedFingerprints: [] });
    expect(first.score).toBe(Math.round(((first.totalChecks - 3) / first.totalChecks) * 100));
    expect((await issuesOf(member, first.id, 'needs-review')).map((i) => i.ruleId)).toEqual(['color-contrast']);
    expect((await member.get('/api/compliance/issues')).json).toHaveLength(3);

    // The image is fixed, the menu and link stay, an unlabelled field is new; the menu moves down a place.
    pages.set('/rescan', page(`<p>Intro</p>${MENU.replace('css-1q2w3e', 'css-9z8y7x')}${LINK}${INPUT}${GRADIENT}`));
    const second = (await scanAndWait(server.url, member, `${site.url}/rescan`)).scan;
    const image = violations.find((i) => i.ruleId === 'image-alt')!;
    expect(second).toMatchObject({ totalIssues: 3, newCount: 1, existingCount: 2, fixedCount: 1, fixedFingerprints: [image.fingerprint] });
    const secondIssues = await issuesOf(member, second.id, 'violation');
    expect(secondIssues.map((i) => [i.ruleId, i.change]).sort()).toEqual([['button-name', 'existing'], ['label', 'new'], ['link-name', 'existing']]);
    expect(secondIssues.find((i) => i.ruleId === 'button-name')!.fingerprint).toBe(violations.find((i) => i.ruleId === 'button-name')!.fingerprint);

    // The image comes back: new again, and a regression.
    pages.set('/rescan', page(IMG + MENU + LINK + INPUT + GRADIENT));
    const third = (await scanAndWait(server.url, member, `${site.url}/rescan`)).scan;
    expect(third).toMatchObject({ newCount: 1, existingCount: 3, fixedCount: 0 });
    const back = (await issuesOf(member, third.id, 'violation')).find((i) => i.ruleId === 'image-alt')!;
    expect(back).toMatchObject({ change: 'new', regression: true, fingerprint: image.fingerprint });

    await expect.poll(async () => ((await member.get('/api/compliance/alerts')).json as TAlert[]).filter((a) => a.alertType === 'new_violations').length).toBe(2);
    const news = ((await member.get('/api/compliance/alerts')).json as TAlert[]).filter((a) => a.alertType === 'new_violations');
    const byScan = Object.fromEntries(news.map((a) => [a.scanId, a]));
    expect(byScan[second.id]).toMatchObject({ severity: 'medium', title: 'New accessibility violations', message: `1 new violation on ${site.url}/rescan since the previous scan: label at html > body > main > form > input.` });
    expect(byScan[third.id]).toMatchObject({
      severity: 'high',
      title: 'Accessibility regressions (1)',
      message: `1 new violation on ${site.url}/rescan since the previous scan: image-alt at html > body > main > img (regression: fixed in an earlier scan).`,
    });
  }, 120_000);
});

describe('triage decisions', () => {
  it('a false positive holds across 3 rescans and leaves the score and totals; it is listed with who and when', async () => {
    const member = await person(server);
    pages.set('/false-positive', page(MENU));
    const first = (await scanAndWait(server.url, member, `${site.url}/false-positive`)).scan;
    expect(first.score).toBeLessThan(100);
    const [menu] = await issuesOf(member, first.id, 'violation');
    const res = await decide(member, { fingerprint: menu!.fingerprint, scope: 'page', decision: 'false-positive', reason: 'The menu is named by aria-labelledby in production.' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ decision: 'false-positive', scope: 'page', active: true, ruleId: 'button-name', appliesTo: `${site.url}/false-positive`, decidedBy: { id: member.user.id } });
    expect(await scanOf(member, first.id)).toMatchObject({ score: 100, totalIssues: 0, criticalIssues: 0, decidedCount: 1 });

    for (let i = 0; i < 3; i++) {
      const again = (await scanAndWait(server.url, member, `${site.url}/false-positive`)).scan;
      expect(again).toMatchObject({ score: 100, totalIssues: 0, decidedCount: 1, existingCount: 1 });
      const [held] = await issuesOf(member, again.id, 'violation');
      expect(held!.decision).toMatchObject({ id: (res.json as TDecision).id, decision: 'false-positive' });
    }
    const list = (await member.get('/api/compliance/decisions')).json as TDecision[];
    expect(list).toHaveLength(1);
    expect(Date.parse(list[0]!.decidedAt)).toBeGreaterThan(0);

    // Deciding again replaces it; deleting it makes the issue count again.
    const changed = await decide(member, { fingerprint: menu!.fingerprint, scope: 'page', decision: 'wont-fix' });
    expect([changed.status, (changed.json as TDecision).id, (changed.json as TDecision).decision]).toEqual([200, (res.json as TDecision).id, 'wont-fix']);
    const stranger = await person(server);
    expect((await stranger.request('DELETE', `/api/compliance/decisions/${list[0]!.id}`)).status).toBe(404);
    expect((await stranger.get('/api/compliance/decisions')).json).toEqual([]);
    expect((await member.request('DELETE', `/api/compliance/decisions/${list[0]!.id}`)).status).toBe(204);
    expect(await scanOf(member, first.id)).toMatchObject({ score: first.score, totalIssues: 1, decidedCount: 0 });
  }, 120_000);

  it('an accepted risk holds until its expiry, then the issue counts again', async () => {
    const member = await person(server);
    pages.set('/risk', page(LINK));
    const scan = (await scanAndWait(server.url, member, `${site.url}/risk`)).scan;
    const [link] = await issuesOf(member, scan.id, 'violation');
    const start = Date.now();
    const res = await decide(member, { fingerprint: link!.fingerprint, scope: 'site', decision: 'accepted-risk', reason: 'Replaced in the March release.', expiresAt: new Date(start + 10 * 60_000).toISOString() });
    expect(res.status).toBe(201);
    expect(await scanOf(member, scan.id)).toMatchObject({ score: 100, decidedCount: 1 });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(start + 11 * 60_000);
      expect(await scanOf(member, scan.id)).toMatchObject({ score: scan.score, totalIssues: 1, decidedCount: 0 });
      expect(((await member.get('/api/compliance/decisions')).json as TDecision[])[0]).toMatchObject({ decision: 'accepted-risk', active: false });
      expect((await issuesOf(member, scan.id, 'violation'))[0]!.decision).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it('refuses bad input with a 400 naming the field, and saves nothing', async () => {
    const member = await person(server);
    pages.set('/bad-input', page(LINK));
    const scan = (await scanAndWait(server.url, member, `${site.url}/bad-input`)).scan;
    const [link] = await issuesOf(member, scan.id, 'violation');
    const fingerprint = link!.fingerprint;
    const cases: [Record<string, unknown>, string][] = [
      [{ scope: 'page', decision: 'wont-fix' }, 'fingerprint'],
      [{ fingerprint: 'not-hex', scope: 'page', decision: 'wont-fix' }, 'fingerprint'],
      [{ fingerprint: '0123456789abcdef', scope: 'page', decision: 'wont-fix' }, 'fingerprint'],
      [{ fingerprint, scope: 'everywhere', decision: 'wont-fix' }, 'scope'],
      [{ fingerprint, scope: 'page', decision: 'ignore' }, 'decision'],
      [{ fingerprint, scope: 'page', decision: 'accepted-risk' }, 'reason'],
      [{ fingerprint, scope: 'page', decision: 'accepted-risk', reason: 'x'.repeat(1001) }, 'reason'],
      [{ fingerprint, scope: 'page', decision: 'false-positive', expiresAt: new Date(Date.now() + 60_000).toISOString() }, 'expiresAt'],
      [{ fingerprint, scope: 'page', decision: 'accepted-risk', reason: 'Later', expiresAt: 'next week' }, 'expiresAt'],
      [{ fingerprint, scope: 'page', decision: 'accepted-risk', reason: 'Later', expiresAt: new Date(Date.now() - 60_000).toISOString() }, 'expiresAt'],
    ];
    for (const [body, field] of cases) {
      const res = await decide(member, body);
      expect([res.status, (res.json.errors as { path: string }[]).map((e) => e.path)], JSON.stringify(body)).toEqual([400, [field]]);
    }
    // Another member's fingerprint is unknown to this one.
    expect((await decide(await person(server), { fingerprint, scope: 'page', decision: 'wont-fix' })).status).toBe(400);
    expect((await member.get('/api/compliance/decisions')).json).toEqual([]);
    expect((await member.get(`/api/compliance/scans/${scan.id}/issues?kind=some`)).status).toBe(400);
  }, 60_000);
});

describe('groups of a site scan', () => {
  it('one shared faulty component on 12 pages is one group of 12 pages, ahead of a page-local problem; a site decision clears it', async () => {
    const member = await person(server);
    // Twelve pages make the point (each a real browser scan, about a second apiece): one group, not twelve.
    const paths = Array.from({ length: 12 }, (_, i) => `/site/p${i + 1}`);
    // The same menu on every page, at a different place; an image without alt on two pages only.
    paths.forEach((path, i) => pages.set(path, page(`${'<p>Text</p>'.repeat(i % 3)}${MENU}${i < 2 ? IMG : ''}`)));
    pages.set('/sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map((p) => `<url><loc>${site.url}${p}</loc></url>`).join('')}</urlset>`);
    const started = await member.post('/api/compliance/site-scans', { url: `${site.url}/site/p1` });
    expect(started.status).toBe(201);
    const id = (started.json as TSiteScan).id;
    await expect.poll(async () => ((await member.get(`/api/compliance/site-scans/${id}`)).json as TSiteScan).status, { timeout: 150_000, interval: 500 }).toBe('completed');
    pages.delete('/sitemap.xml');
    const done = (await member.get(`/api/compliance/site-scans/${id}`)).json as TSiteScan;
    expect(done).toMatchObject({ pages: 12, completedPages: 12 });

    const groups = (await member.get(`/api/compliance/site-scans/${id}/groups`)).json as TIssueGroup[];
    expect(groups.map((g) => [g.rule, g.selector, g.pages, g.instances, g.fingerprints.length])).toEqual([
      ['button-name', 'html > body > main > div > button', 12, 12, 12],
      ['image-alt', 'html > body > main > img', 2, 2, 2],
    ]);
    expect(groups[0]).toMatchObject({ severity: 'critical', decidedInstances: 0, decision: null });

    const decided = await decide(member, { fingerprint: groups[0]!.fingerprints[0], scope: 'site', decision: 'fixed-pending' });
    expect(decided.status).toBe(201);
    const after = (await member.get(`/api/compliance/site-scans/${id}/groups`)).json as TIssueGroup[];
    expect(after[0]).toMatchObject({ rule: 'button-name', decidedInstances: 12, decision: { decision: 'fixed-pending', scope: 'site', appliesTo: site.url } });
    const rescored = (await member.get(`/api/compliance/site-scans/${id}`)).json as TSiteScan;
    expect(rescored.score).toBeGreaterThan(done.score!);
    expect((await (await person(server)).get(`/api/compliance/site-scans/${id}/groups`)).status).toBe(404);
  }, 200_000);
});
