import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkOpenAcr } from './openacr-schema';
import { Types } from 'mongoose';
import type { TAlert, TIssue, TScan } from '@app/shared-types/compliance/model';
import type { TestServer } from '../helpers/test-app';
import { person } from '../helpers/live-training';
import { connectSocket, nextEvent } from '../helpers/socket-client';
import { scanAndWait, scannerSuite, type ScannerApp } from './scan-helpers';

let server: TestServer;
let site: ScannerApp['site'];
scannerSuite((app) => ({ server, site } = app), { SCAN_TIMEOUT_MS: '8000', SCAN_CONCURRENCY: '1' });

const FIXTURE_RULES = [
  ['html-has-lang', 'serious'],
  ['image-alt', 'critical'],
  ['label', 'critical'],
  ['link-name', 'serious'],
];

describe('a page scan', () => {
  it('finds the fixture’s known violations with axe’s severities, WCAG levels and 508 provisions, and scores passed over applicable checks', async () => {
    const member = await person(server);
    const { scan, phases } = await scanAndWait(server.url, member, `${site.url}/violations`);

    expect(scan).toMatchObject({ status: 'completed', phase: 'done', failure: null, pageTitle: 'Fixture with known violations' });
    expect(phases).toEqual(expect.arrayContaining(['loading', 'checking', 'saving', 'done']));
    expect(phases.indexOf('loading')).toBeLessThan(phases.indexOf('checking'));
    // 20 axe rules applied to the page; the four it breaks failed.
    expect({ passed: scan.passedChecks, total: scan.totalChecks, score: scan.score }).toEqual({ passed: 16, total: 20, score: 80 });
    expect({ critical: scan.criticalIssues, warning: scan.warningIssues, info: scan.infoIssues, total: scan.totalIssues }).toEqual({ critical: 2, warning: 2, info: 0, total: 4 });
    expect(scan.scanDuration).toBeGreaterThan(0);
    expect(scan.userAgent).toMatch(/HeadlessChrome/);

    const issues = (await member.get(`/api/compliance/scans/${scan.id}/issues`)).json as TIssue[];
    expect(issues.map((i) => [i.ruleId, i.severity]).sort()).toEqual(FIXTURE_RULES);
    const image = issues.find((i) => i.ruleId === 'image-alt')!;
    expect(image).toMatchObject({
      wcagLevel: 'A',
      wcagCriteria: ['1.1.1'],
      section508Rule: 'E205.4 (WCAG 2.0 1.1.1)',
      section508: true,
      element: 'html > body > main > img',
      status: 'open',
      helpUrl: expect.stringMatching(/^https:\/\/dequeuniversity\.com\/rules\/axe\/.+\/image-alt/),
    });
    expect(image.html).toContain('<img');

    const critical = (await member.get('/api/compliance/issues?severity=critical')).json as TIssue[];
    expect(critical.map((i) => i.ruleId).sort()).toEqual(['image-alt', 'label']);
    const minor = (await member.get('/api/compliance/issues?severity=minor')).json as TIssue[];
    expect(minor).toEqual([]);
    expect((await member.get('/api/compliance/issues?severity=severe')).status).toBe(400);
  });

  it('raises critical_issue, compliance_drop and new_violations when a second scan of a URL gets worse', async () => {
    const member = await person(server);
    const alertsTab = await connectSocket(server.url, member.cookieHeader);
    site.state.page = 'clean.html';
    const first = await scanAndWait(server.url, member, `${site.url}/page`);
    expect(first.scan).toMatchObject({ status: 'completed', score: 100, criticalIssues: 0 });
    expect((await member.get('/api/compliance/alerts')).json).toEqual([]);

    site.state.page = 'violations.html';
    const raised = nextEvent<TAlert>(alertsTab, 'compliance-alert:raised', 60_000);
    const second = await scanAndWait(server.url, member, `${site.url}/page`);
    expect(second.scan).toMatchObject({ status: 'completed', score: 80 });
    expect((await raised).scanId).toBe(second.scan.id);
    alertsTab.disconnect();

    const alerts = (await member.get('/api/compliance/alerts')).json as TAlert[];
    const byType = Object.fromEntries(alerts.map((a) => [a.alertType, a]));
    expect(Object.keys(byType).sort()).toEqual(['compliance_drop', 'critical_issue', 'new_violations']);
    expect(byType.critical_issue).toMatchObject({ severity: 'high', isRead: false, url: `${site.url}/page`, message: `2 critical issues were found on ${site.url}/page.` });
    expect(byType.compliance_drop).toMatchObject({ severity: 'high', message: `The compliance score of ${site.url}/page fell from 100% to 80% (20 points).` });
    // Only the fingerprints the previous scan did not have (issue 26 §5).
    expect(byType.new_violations!.message).toBe(
      `4 new violations on ${site.url}/page since the previous scan: html-has-lang at html, image-alt at html > body > main > img, label at html > body > main > form > input, link-name at html > body > main > a.`,
    );

    const read = await member.request('PUT', `/api/compliance/alerts/${byType.critical_issue!.id}/read`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id: byType.critical_issue!.id, isRead: true });
    const after = (await member.get('/api/compliance/alerts')).json as TAlert[];
    expect(after.filter((a) => !a.isRead)).toHaveLength(2);

    const history = (await member.get(`/api/compliance/history?url=${encodeURIComponent(`${site.url}/page`)}`)).json as { score: number }[];
    expect(history.map((h) => h.score)).toEqual([100, 80]);
  });

  it('fails with a clear reason on an HTTP error and on the hard timeout, and the scanner keeps working after', async () => {
    const member = await person(server);
    const missing = await scanAndWait(server.url, member, `${site.url}/missing`);
    expect(missing.scan).toMatchObject({ status: 'failed', phase: 'failed', failure: 'http', error: 'The page answered HTTP 404.', score: null });

    const hung = await scanAndWait(server.url, member, `${site.url}/hang`);
    expect(hung.scan).toMatchObject({ status: 'failed', failure: 'timeout' });
    expect(hung.scan.scanDuration).toBeLessThan(15);

    const after = await scanAndWait(server.url, member, `${site.url}/clean`);
    expect(after.scan).toMatchObject({ status: 'completed', score: 100 });
  });

  it('answers the spec’s URL messages before anything is queued', async () => {
    const member = await person(server);
    const missing = await member.post('/api/compliance/scan', {});
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('URL Required: Please enter a URL to scan for accessibility compliance.');
    for (const url of ['example.com', 'file:///etc/passwd', 'ftp://127.0.0.1/', 'javascript:alert(1)', '   ']) {
      const res = await member.post('/api/compliance/scan', { url });
      expect(res.status, url).toBe(400);
      expect(res.json.message, url).toMatch(/^(Invalid URL: Please enter a valid URL \(including http:\/\/ or https:\/\/\)\.|URL Required: .*)$/);
    }
    expect(((await member.get('/api/compliance/scans')).json as TScan[]).length).toBe(0);
  });

  it('exports a conformance report as OpenACR YAML and printable HTML that never claims Supports from automation', async () => {
    const member = await person(server);
    const stranger = await person(server);
    const { scan } = await scanAndWait(server.url, member, `${site.url}/violations`);

    const yaml = await member.get(`/api/compliance/scans/${scan.id}/export?format=yaml`);
    expect(yaml.status).toBe(200);
    expect(yaml.headers.get('content-type')).toMatch(/^application\/yaml/);
    expect(yaml.headers.get('content-disposition')).toBe(`attachment; filename="accessibility-report-${scan.id}.openacr.yaml"`);
    type Chapter = { criteria: { num: string; components: { name: string; adherence: { level: string; notes: string } }[] }[] };
    const acr = parse(yaml.text) as { title: string; catalog: string; report_date: string; evaluation_methods_used: string; chapters: Record<string, Chapter> };
    expect(acr.catalog).toBe('2.4-edition-wcag-2.1-en');
    // Valid against GSA's schema (it requires the author's email).
    expect(checkOpenAcr(yaml.text).errors).toEqual([]);
    expect(acr.title).toBe(`Accessibility Conformance Report: ${site.url}/violations`);
    expect(acr.evaluation_methods_used).toMatch(/^Automated testing only: pa11y 9\.\d+\.\d+ with the axe-core 4\.\d+\.\d+ runner/);
    expect(Object.keys(acr.chapters)).toEqual(['success_criteria_level_a', 'success_criteria_level_aa']);
    expect(acr.chapters.success_criteria_level_a!.criteria).toHaveLength(30);
    expect(acr.chapters.success_criteria_level_aa!.criteria).toHaveLength(20);
    const all = Object.values(acr.chapters).flatMap((c) => c.criteria);
    const level = (num: string) => all.find((c) => c.num === num)!.components[0]!.adherence;
    expect(all.every((c) => c.components.length === 1 && c.components[0]!.name === 'web')).toBe(true);
    expect(new Set(all.map((c) => c.components[0]!.adherence.level))).toEqual(new Set(['does-not-support', 'not-evaluated']));
    const failing = all.filter((c) => c.components[0]!.adherence.level === 'does-not-support').map((c) => c.num).sort();
    // image-alt (1.1.1), label (4.1.2), link-name (2.4.4, 4.1.2), html-has-lang (3.1.1).
    expect(failing).toEqual(['1.1.1', '2.4.4', '3.1.1', '4.1.2']);
    expect(level('1.1.1').notes).toContain('image-alt at html > body > main > img');
    expect(level('2.4.2').notes).toBe('Automated checks passed (document-title), which does not establish conformance. Manual evaluation is required.');
    expect(level('1.2.1').notes).toBe('No automated check covers this criterion. Manual evaluation is required.');

    const html = await member.get(`/api/compliance/scans/${scan.id}/export?format=html`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.text).toContain('<title>Accessibility Conformance Report: ');
    expect(html.text).toContain('Table 1: Success Criteria, Level A');
    expect(html.text.match(/>Does Not Support</g)).toHaveLength(4);
    expect(html.text.match(/>Not Evaluated</g)).toHaveLength(46);
    expect(html.text).not.toMatch(/>(Supports|Partially Supports)</);
    expect(html.text).not.toContain('<script');

    expect((await stranger.get(`/api/compliance/scans/${scan.id}/export?format=yaml`)).status).toBe(404);
    expect((await member.get(`/api/compliance/scans/${scan.id}/export?format=pdf`)).status).toBe(400);
    const reports = await server.database.connection.collection('compliance_reports').find({ scanIds: { $in: [new Types.ObjectId(scan.id)] } }).toArray();
    expect(reports.map((r) => [r.reportType, r.status, r.complianceLevel])).toEqual([
      ['vpat', 'draft', 'WCAG 2.1 AA'],
      ['vpat', 'draft', 'WCAG 2.1 AA'],
    ]);
  });
});
