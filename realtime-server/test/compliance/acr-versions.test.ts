/**
 * Issue 26 §3: an ACR built from evidence. A member's site scan of a local fixture site with known
 * violations proposes levels per criterion (never "Supports"; a decided false positive is no
 * evidence), a reviewer's evaluation is carried into the stored version and its OpenACR YAML (valid
 * against GSA's schema) and HTML, and the diff between two versions names the changed criteria.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAcr, TAcrCriterion, TAcrDiff, TAcrVersion, TAcrVersionSummary } from '@app/shared-types/compliance/acr/model';
import type { TIssueGroup, TSiteScan } from '@app/shared-types/compliance/model';
import { HttpClient } from '../helpers/http-client';
import { person, type Person } from '../helpers/people';
import { appSuite, type TestServer } from '../helpers/test-app';
import { acrSite, scanSite } from './acr-site';
import type { LocalServer } from './fixture-server';
import { adherenceOf, checkOpenAcr } from './openacr-schema';

let site: LocalServer;
let server: TestServer;
let owner: Person;
let siteScan: TSiteScan;

beforeAll(async () => {
  site = await acrSite();
});
afterAll(() => site?.close());
appSuite(
  async (app) => {
    server = app;
    owner = await person(server);
    siteScan = await scanSite(owner, site);
  },
  { env: () => ({ SCANNER_ALLOW_HOSTS: '127.0.0.1', SCAN_TIMEOUT_MS: '20000', SCANS_PER_HOUR: '1000', SCAN_CONCURRENCY: '2' }) },
);

const acrOf = async (client: Person, query = '') => (await client.get(`/api/compliance/acr${query}`)).json as TAcr;
const criterion = (acr: TAcr, num: string) => acr.criteria.find((c) => c.num === num)!;
const evaluate = (client: HttpClient, num: string, body: Record<string, unknown>) => client.request('PUT', `/api/compliance/acr/criteria/${num}`, { body });
const createVersion = async (client: Person, body: Record<string, unknown> = {}) => {
  const res = await client.post('/api/compliance/acr/versions', body);
  expect(res.status, res.text).toBe(201);
  return res.json as TAcrVersion;
};

describe('proposed levels', () => {
  it('come from the latest site scan: undecided violations make a criterion Does Not Support or Partially Supports, never Supports', async () => {
    const acr = await acrOf(owner);
    expect(acr).toMatchObject({ siteScanId: siteScan.id, pages: [`${site.url}/a`, `${site.url}/b`, `${site.url}/c`] });
    expect(acr.criteria.filter((c) => c.proposed === 'supports')).toEqual([]);
    // image-alt on 2 of 3 pages: most of the product.
    expect(criterion(acr, '1.1.1')).toMatchObject({ proposed: 'does-not-support', level: 'does-not-support', recorded: null, evidence: [{ rule: 'image-alt', selector: 'html > body > main > img', pages: 2, instances: 2 }] });
    // link-name on 1 of 3 pages: part of it.
    expect(criterion(acr, '2.4.4')).toMatchObject({ proposed: 'partially-supports', evidence: [{ rule: 'link-name', pages: 1 }] });
    expect(criterion(acr, '4.1.2').proposed).toBe('does-not-support');
    expect(criterion(acr, '4.1.2').evidence.map((e) => e.rule).sort()).toEqual(['button-name', 'link-name']);
    // Every criterion with evidence is not Supports; without evidence it waits for a person.
    for (const c of acr.criteria) expect(c.evidence.length > 0 ? ['does-not-support', 'partially-supports'] : ['not-evaluated']).toContain(c.proposed);
    expect(criterion(acr, '1.4.3')).toMatchObject({ proposed: 'not-evaluated', evidence: [] });
    // The Section 508 chapters are listed, for a person to evaluate.
    expect(criterion(acr, '302.1')).toMatchObject({ chapter: 'functional_performance_criteria', proposed: 'not-evaluated' });
    expect(criterion(acr, '602.3').chapter).toBe('support_documentation_and_services');
  });

  it('leave out violations a decision holds: a false positive on the link leaves 2.4.4 with no evidence', async () => {
    const member = await person(server);
    const scan = await scanSite(member, site);
    const groups = (await member.get(`/api/compliance/site-scans/${scan.id}/groups`)).json as TIssueGroup[];
    const link = groups.find((g) => g.rule === 'link-name')!;
    const decided = await member.request('PUT', '/api/compliance/decisions', { body: { fingerprint: link.fingerprints[0], scope: 'site', decision: 'false-positive' } });
    expect(decided.status, decided.text).toBe(201);
    const acr = await acrOf(member);
    expect(criterion(acr, '2.4.4')).toMatchObject({ proposed: 'not-evaluated', evidence: [] });
    expect(criterion(acr, '4.1.2').evidence.map((e) => e.rule)).toEqual(['button-name']);
    expect(criterion(acr, '1.1.1').proposed).toBe('does-not-support');
  });
});

describe('evaluations and versions', () => {
  it('carry the reviewer’s level and remarks (who, when) into the version and its OpenACR YAML, valid against GSA’s schema, and the HTML', async () => {
    const res = await evaluate(owner, '1.1.1', { level: 'partially-supports', remarks: 'Hero images on two pages lack alt text; fix planned.' });
    expect(res.status, res.text).toBe(200);
    const evaluated = res.json as TAcrCriterion;
    expect(evaluated).toMatchObject({ num: '1.1.1', proposed: 'does-not-support', level: 'partially-supports', recorded: { level: 'partially-supports', remarks: 'Hero images on two pages lack alt text; fix planned.', evaluatedBy: { id: owner.user.id, name: 'Member Tester' } } });
    expect(Date.now() - Date.parse(evaluated.recorded!.evaluatedAt)).toBeLessThan(60_000);

    const version = await createVersion(owner);
    expect(version).toMatchObject({ number: 1, siteScanId: siteScan.id, createdBy: { id: owner.user.id } });
    expect(version.scanDates!.from <= version.scanDates!.to).toBe(true);
    const yaml = await owner.get(`/api/compliance/acr/versions/${version.id}/export?format=yaml`);
    expect(yaml.status).toBe(200);
    expect(yaml.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.openacr\.yaml"$/);
    const { doc, errors } = checkOpenAcr(yaml.text);
    expect(errors).toEqual([]);
    expect(doc.catalog).toBe('2.4-edition-wcag-2.1-508-en');
    expect(Object.keys(doc.chapters)).toEqual(['success_criteria_level_a', 'success_criteria_level_aa', 'functional_performance_criteria', 'hardware', 'software', 'support_documentation_and_services']);
    expect(adherenceOf(doc, '1.1.1')!.level).toBe('partially-supports');
    expect(adherenceOf(doc, '1.1.1')!.notes).toContain('Hero images on two pages lack alt text; fix planned. Evaluated by Member Tester');
    expect(adherenceOf(doc, '1.1.1')!.notes).toContain('image-alt at html > body > main > img: 2 pages, 2 instances');
    expect(adherenceOf(doc, '2.4.4')!.level).toBe('partially-supports');
    expect(adherenceOf(doc, '1.4.3')!.level).toBe('not-evaluated');
    const html = await owner.get(`/api/compliance/acr/versions/${version.id}/export?format=html`);
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.text).toContain('<th scope="row">1.1.1 Non-text Content</th><td>Partially Supports</td>');
    expect(html.text).toContain('Evaluated by Member Tester');
    expect(html.text).toContain('This is the first version.');
  });

  it('are immutable; the diff names the criteria whose level, remarks or evidence changed, and the next export shows it', async () => {
    const member = await person(server);
    await scanSite(member, site);
    const first = await createVersion(member);
    expect((await evaluate(member, '2.4.4', { level: 'supports', remarks: 'The empty link is decorative and hidden from AT in production.' })).status).toBe(200);
    expect((await evaluate(member, '3.1.1', { level: 'supports', remarks: '' })).status).toBe(200);
    const second = await createVersion(member);
    expect(second.number).toBe(2);
    // The first version still says what it said.
    const again = (await member.get(`/api/compliance/acr/versions/${first.id}`)).json as TAcrVersion;
    expect(again.criteria.find((c) => c.num === '2.4.4')!.level).toBe('partially-supports');

    const res = await member.get(`/api/compliance/acr/versions/${second.id}/diff?from=${first.id}`);
    expect(res.status, res.text).toBe(200);
    const diff = res.json as TAcrDiff;
    expect(diff).toMatchObject({ from: { id: first.id, number: 1 }, to: { id: second.id, number: 2 } });
    expect(diff.changed.map((c) => c.num)).toEqual(['2.4.4', '3.1.1']);
    expect(diff.changed[0]).toMatchObject({ num: '2.4.4', handle: 'Link Purpose (In Context)', level: { before: 'partially-supports', after: 'supports' }, remarks: { after: 'The empty link is decorative and hidden from AT in production.' } });
    expect(diff.changed[0]!.evidence).toBeUndefined();
    expect(diff.changed[1]).toMatchObject({ level: { before: 'not-evaluated', after: 'supports' } });

    const html = (await member.get(`/api/compliance/acr/versions/${second.id}/export?format=html`)).text;
    expect(html).toContain('<h2 id="changes">Changes since version 1</h2><ul><li>2.4.4 Link Purpose (In Context): level Partially Supports -&gt; Supports; remarks changed</li><li>3.1.1 Language of Page: level Not Evaluated -&gt; Supports</li></ul>');
    const { doc, errors } = checkOpenAcr((await member.get(`/api/compliance/acr/versions/${second.id}/export?format=yaml`)).text);
    expect(errors).toEqual([]);
    expect(doc.notes).toContain('Changed since version 1: 2.4.4, 3.1.1.');
    expect(adherenceOf(doc, '2.4.4')!.notes).toContain('Changed since version 1: level Partially Supports -> Supports');

    const list = (await member.get('/api/compliance/acr/versions')).json as TAcrVersionSummary[];
    expect(list.map((v) => v.number)).toEqual([2, 1]);
    expect(list[0]!.counts.supports).toBe(2);
  });

  it('numbers versions created at once without a gap or a repeat', async () => {
    const member = await person(server);
    await scanSite(member, site);
    const made = await Promise.all([1, 2, 3, 4].map(() => member.post('/api/compliance/acr/versions', {})));
    expect(made.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(made.map((r) => (r.json as TAcrVersion).number).sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('bad input and access', () => {
  it('answers 400 naming the field, and stores nothing', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['9.9.9', { level: 'supports' }, 'criterion'],
      ['1.1.1', { level: 'great' }, 'level'],
      ['1.1.1', {}, 'level'],
      ['1.1.1', { level: 'supports', remarks: 'x'.repeat(2001) }, 'remarks'],
      ['1.1.1', { level: 'supports', remarks: 42 }, 'remarks'],
      ['1.1.1', { level: 'supports', siteScanId: 'nope' }, 'siteScanId'],
    ];
    for (const [num, body, field] of cases) {
      const res = await evaluate(owner, num, body);
      expect(res.status, `${num} ${JSON.stringify(body)}`).toBe(400);
      expect((res.json as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([field]);
    }
    expect(criterion(await acrOf(owner), '1.1.1').recorded?.level).toBe('partially-supports');
    const [version] = (await owner.get('/api/compliance/acr/versions')).json as TAcrVersionSummary[];
    const badFormat = await owner.get(`/api/compliance/acr/versions/${version!.id}/export?format=pdf`);
    expect([badFormat.status, badFormat.json.errors[0].path]).toEqual([400, 'format']);
    const badFrom = await owner.get(`/api/compliance/acr/versions/${version!.id}/diff?from=x`);
    expect([badFrom.status, badFrom.json.errors[0].path]).toEqual([400, 'from']);
    // A member without a completed scan has nothing to version yet.
    const fresh = await person(server);
    expect((await fresh.post('/api/compliance/acr/versions', {})).status).toBe(409);
  });

  it('lets only the owner and operators see or change a report: another member gets 404, a visitor 401', async () => {
    const [version] = (await owner.get('/api/compliance/acr/versions')).json as TAcrVersionSummary[];
    const other = await person(server);
    for (const path of [`/api/compliance/acr/versions/${version!.id}`, `/api/compliance/acr/versions/${version!.id}/export?format=yaml`, `/api/compliance/acr/versions/${version!.id}/diff?from=${version!.id}`, `/api/compliance/acr?siteScanId=${siteScan.id}`, `/api/compliance/acr/versions?siteScanId=${siteScan.id}`]) {
      expect((await other.get(path)).status, path).toBe(404);
    }
    expect((await evaluate(other, '1.1.1', { level: 'supports', siteScanId: siteScan.id })).status).toBe(404);
    expect((await other.post('/api/compliance/acr/versions', { siteScanId: siteScan.id })).status).toBe(404);
    expect(criterion(await acrOf(owner), '1.1.1').recorded?.level).toBe('partially-supports');
    // Their own report is their own: empty of the owner's evaluations.
    expect(criterion(await acrOf(other), '1.1.1').recorded).toBeNull();
    expect((await new HttpClient(server.url).get('/api/compliance/acr')).status).toBe(401);

    const operator = await person(server, 'operator');
    expect((await operator.get(`/api/compliance/acr/versions/${version!.id}/export?format=yaml`)).status).toBe(200);
    const res = await evaluate(operator, '1.4.3', { level: 'supports', remarks: 'Checked by hand.', siteScanId: siteScan.id });
    expect(res.status, res.text).toBe(200);
    expect(criterion(await acrOf(owner), '1.4.3').recorded).toMatchObject({ level: 'supports', evaluatedBy: { id: operator.user.id, name: 'Operator Tester' } });
  });
});
