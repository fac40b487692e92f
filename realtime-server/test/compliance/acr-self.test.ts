/**
 * Issue 26 §4: GET /api/accessibility/self, the site's own summary. Tests run with SELF_SCAN off (its
 * default outside production), so no run starts unasked; an operator starts one here. The site is
 * a local fixture standing in for this site's public routes (SELF_SCAN_BASE_URL, SELF_SCAN_ROUTES).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSelfSummary } from '@app/shared-types/compliance/acr/model';
import { HttpClient } from '../helpers/http-client';
import { person } from '../helpers/people';
import { appSuite, type TestServer } from '../helpers/test-app';
import { acrSite } from './acr-site';
import type { LocalServer } from './fixture-server';
import { checkOpenAcr } from './openacr-schema';
import { SELF_ACR_PER_ADDRESS } from '../../src/modules/compliance/acr/self.routes';

let site: LocalServer;
let server: TestServer;

beforeAll(async () => {
  site = await acrSite();
});
afterAll(() => site?.close());
appSuite((app) => void (server = app), {
  env: () => ({ SCANNER_ALLOW_HOSTS: '127.0.0.1', SCAN_TIMEOUT_MS: '20000', SELF_SCAN_BASE_URL: site.url, SELF_SCAN_ROUTES: '/a,/b,/c' }),
});

const summary = async () => (await new HttpClient(server.url).get('/api/accessibility/self')).json as TSelfSummary;

describe('the site’s own summary', () => {
  it('says there is no run before the first, runs when an operator asks (once at a time), then shows score, open groups, last run and the ACR', async () => {
    const visitor = new HttpClient(server.url);
    // Nothing ran by itself: the switch is off in tests.
    expect(await summary()).toEqual({ lastRun: null, running: false, acrAvailable: false });
    const noAcr = await visitor.get('/api/accessibility/self/acr?format=yaml');
    expect([noAcr.status, noAcr.json.message]).toEqual([404, 'This site has not been scanned yet.']);
    expect((await visitor.post('/api/accessibility/self/runs', {})).status).toBe(401);
    expect((await (await person(server)).post('/api/accessibility/self/runs', {})).status).toBe(403);

    const operator = await person(server, 'operator');
    const [first, second] = await Promise.all([operator.post('/api/accessibility/self/runs', {}), operator.post('/api/accessibility/self/runs', {})]);
    expect([first.json.started, second.json.started].sort()).toEqual([false, true]);
    expect((await summary()).running).toBe(true);

    await expect.poll(async () => (await summary()).lastRun?.status, { timeout: 150_000, interval: 500 }).toBe('completed');
    const done = await summary();
    // image-alt (2 pages), link-name and button-name: three groups, none decided.
    expect(done).toMatchObject({ running: false, acrAvailable: true, lastRun: { status: 'completed', pages: 3, failedPages: 0, openGroups: 3 } });
    expect(done.lastRun!.score).toEqual(expect.any(Number));
    expect(done.lastRun!.score).toBeLessThan(100);
    expect(Date.parse(done.lastRun!.completedAt!)).toBeGreaterThanOrEqual(Date.parse(done.lastRun!.startedAt));

    const yaml = await visitor.get('/api/accessibility/self/acr?format=yaml');
    expect(yaml.status).toBe(200);
    const { doc, errors } = checkOpenAcr(yaml.text);
    expect(errors).toEqual([]);
    expect(doc.title).toBe('Capitol Ledger Advisory Accessibility Conformance Report');
    const html = await visitor.get('/api/accessibility/self/acr?format=html');
    expect(html.text).toContain('<th scope="row">1.1.1 Non-text Content</th><td>Does Not Support</td>');

    // Triage holds on the public summary: the operator decides the link is a false positive.
    const scans = (await operator.get('/api/compliance/site-scans')).json as { id: string; startUrl: string }[];
    const own = scans.find((s) => s.startUrl === `${site.url}/`)!;
    const groups = (await operator.get(`/api/compliance/site-scans/${own.id}/groups`)).json as { rule: string; fingerprints: string[] }[];
    const link = groups.find((g) => g.rule === 'link-name')!;
    expect((await operator.request('PUT', '/api/compliance/decisions', { body: { fingerprint: link.fingerprints[0], scope: 'site', decision: 'false-positive' } })).status).toBe(201);
    expect((await summary()).lastRun!.openGroups).toBe(2);
  });

  it('lets one address download the report a few times per ten minutes, then answers 429 with Retry-After; a bad format does not count', async () => {
    const visitor = new HttpClient(server.url);
    // Three downloads above came from this address (127.0.0.1), as every client of this suite does.
    for (let i = 0; i < 5; i++) expect((await visitor.get('/api/accessibility/self/acr?format=pdf')).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 3; i <= SELF_ACR_PER_ADDRESS; i++) {
      const res = await visitor.get('/api/accessibility/self/acr?format=html');
      statuses.push(res.status);
      if (res.status === 200) expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const refused = await visitor.get('/api/accessibility/self/acr?format=yaml');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The summary is not limited.
    expect((await summary()).acrAvailable).toBe(true);
  });
});
