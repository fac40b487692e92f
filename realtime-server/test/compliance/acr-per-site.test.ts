/**
 * Issue 26 §3, one report per site: a member who scans two sites evaluates each site's criteria on
 * its own. An evaluation made for site A is in A's report, versions and exports and nowhere in B's;
 * a request that names no site means the owner's default report (the site of their latest site
 * scan); versions of two sites are not diffed against each other; evaluations stored before
 * evaluations had a site are given the site whose report was shown when they were made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import type { TAcr, TAcrCriterion, TAcrVersion, TAcrVersionSummary } from '@app/shared-types/compliance/acr/model';
import type { TSiteScan } from '@app/shared-types/compliance/model';
import { createLogger } from '../../src/logger';
import { migrateAcrSites } from '../../src/modules/compliance/acr/acr-site-migration';
import { acrEvaluationModel } from '../../src/modules/compliance/acr/acr.model';
import { person, type Person } from '../helpers/people';
import { appSuite, type TestServer } from '../helpers/test-app';
import { acrSite, scanSite } from './acr-site';
import type { LocalServer } from './fixture-server';
import { adherenceOf, checkOpenAcr } from './openacr-schema';

let siteA: LocalServer;
let siteB: LocalServer;
let server: TestServer;
let owner: Person;
let scanA: TSiteScan;

beforeAll(async () => {
  [siteA, siteB] = await Promise.all([acrSite(), acrSite()]);
});
afterAll(() => Promise.all([siteA?.close(), siteB?.close()]));
appSuite(
  async (app) => {
    server = app;
    owner = await person(server);
    // A first, then B: B is the owner's latest site scan, so their default report.
    scanA = await scanSite(owner, siteA);
    await scanSite(owner, siteB);
  },
  { env: () => ({ SCANNER_ALLOW_HOSTS: '127.0.0.1', SCAN_TIMEOUT_MS: '20000', SCANS_PER_HOUR: '1000', SCAN_CONCURRENCY: '2' }) },
);

const acrOf = async (client: Person, query = '') => {
  const res = await client.get(`/api/compliance/acr${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json as TAcr;
};
const criterion = (acr: { criteria: TAcrCriterion[] }, num: string) => acr.criteria.find((c) => c.num === num)!;
const evaluate = (client: Person, num: string, body: Record<string, unknown>) => client.request('PUT', `/api/compliance/acr/criteria/${num}`, { body });
const createVersion = async (client: Person, body: Record<string, unknown> = {}) => {
  const res = await client.post('/api/compliance/acr/versions', body);
  expect(res.status, res.text).toBe(201);
  return res.json as TAcrVersion;
};
const exported = async (client: Person, version: TAcrVersion, format: 'yaml' | 'html') => (await client.get(`/api/compliance/acr/versions/${version.id}/export?format=${format}`)).text;

describe('two sites, two reports', () => {
  it('lists both sites and shows the latest site scan’s by default', async () => {
    const acr = await acrOf(owner);
    expect(acr.site).toBe(siteB.url);
    expect(acr.sites).toEqual([siteA.url, siteB.url].sort());
    expect(acr.pages.every((p) => p.startsWith(`${siteB.url}/`))).toBe(true);
    const a = await acrOf(owner, `?site=${encodeURIComponent(siteA.url)}`);
    expect(a).toMatchObject({ site: siteA.url, siteScanId: scanA.id });
    expect(a.pages.every((p) => p.startsWith(`${siteA.url}/`))).toBe(true);
  });

  it('keeps an evaluation for site A out of site B’s report, version and exports', async () => {
    const forA = await evaluate(owner, '1.1.1', { level: 'supports', remarks: 'Site A: the images are decorative.', site: siteA.url });
    expect(forA.status, forA.text).toBe(200);
    expect((forA.json as TAcrCriterion).recorded).toMatchObject({ level: 'supports', remarks: 'Site A: the images are decorative.' });
    // Any address of the site names it: a page of A counts as A.
    expect((await evaluate(owner, '3.1.1', { level: 'supports', remarks: 'Site A has a lang.', site: `${siteA.url}/b?x=1` })).status).toBe(200);

    const b = await acrOf(owner);
    expect(criterion(b, '1.1.1')).toMatchObject({ recorded: null, level: 'does-not-support' });
    expect(criterion(b, '3.1.1').recorded).toBeNull();

    const versionB = await createVersion(owner);
    expect(versionB.site).toBe(siteB.url);
    expect(criterion(versionB, '1.1.1').level).toBe('does-not-support');
    const yamlB = await exported(owner, versionB, 'yaml');
    expect(checkOpenAcr(yamlB).errors).toEqual([]);
    expect(adherenceOf(checkOpenAcr(yamlB).doc, '1.1.1')!.level).toBe('does-not-support');
    expect(yamlB).not.toContain('Site A');
    expect(await exported(owner, versionB, 'html')).not.toContain('Site A');

    const versionA = await createVersion(owner, { site: siteA.url });
    expect(versionA).toMatchObject({ site: siteA.url, siteScanId: scanA.id });
    expect(versionA.pages.every((p) => p.startsWith(`${siteA.url}/`))).toBe(true);
    const yamlA = checkOpenAcr(await exported(owner, versionA, 'yaml'));
    expect(yamlA.errors).toEqual([]);
    expect(adherenceOf(yamlA.doc, '1.1.1')).toMatchObject({ level: 'supports' });
    expect(adherenceOf(yamlA.doc, '1.1.1')!.notes).toContain('Site A: the images are decorative.');
    expect(adherenceOf(yamlA.doc, '3.1.1')!.level).toBe('supports');
  });

  it('without a site, an evaluation goes to the default report, which a version without a site then carries', async () => {
    const res = await evaluate(owner, '2.4.4', { level: 'not-applicable', remarks: 'Site B: no links in scope.' });
    expect(res.status, res.text).toBe(200);
    expect(criterion(await acrOf(owner), '2.4.4').recorded?.level).toBe('not-applicable');
    expect(criterion(await acrOf(owner, `?site=${encodeURIComponent(siteA.url)}`), '2.4.4').recorded).toBeNull();
    const version = await createVersion(owner, {});
    expect(version.site).toBe(siteB.url);
    expect(criterion(version, '2.4.4').level).toBe('not-applicable');
    // Its changes are counted from B's previous version, not from A's version made in between.
    expect(await exported(owner, version, 'html')).toContain('<li>2.4.4 Link Purpose (In Context): level Partially Supports -&gt; Not Applicable; remarks changed</li>');
  });

  it('lists each site’s versions apart and refuses to diff two sites’ versions', async () => {
    const all = (await owner.get('/api/compliance/acr/versions')).json as TAcrVersionSummary[];
    const ofA = (await owner.get(`/api/compliance/acr/versions?site=${encodeURIComponent(siteA.url)}`)).json as TAcrVersionSummary[];
    const ofB = (await owner.get(`/api/compliance/acr/versions?site=${encodeURIComponent(siteB.url)}`)).json as TAcrVersionSummary[];
    expect(ofA.map((v) => v.site)).toEqual([siteA.url]);
    expect(ofB.map((v) => v.site)).toEqual([siteB.url, siteB.url]);
    expect(all).toHaveLength(3);
    // Each site counts its own versions: B's first is its v1, whatever A had by then.
    expect(ofA.map((v) => v.number)).toEqual([1]);
    expect(ofB.map((v) => v.number)).toEqual([2, 1]);
    const diff = await owner.get(`/api/compliance/acr/versions/${ofB[0]!.id}/diff?from=${ofA[0]!.id}`);
    expect(diff.status).toBe(409);
    const sameSite = await owner.get(`/api/compliance/acr/versions/${ofB[0]!.id}/diff?from=${ofB[1]!.id}`);
    expect(sameSite.status, sameSite.text).toBe(200);
    expect((sameSite.json as { changed: { num: string }[] }).changed.map((c) => c.num)).toEqual(['2.4.4']);
  });

  it('answers 400 naming `site` for an address that is not a site, a site the owner never scanned, or one that is not the site scan’s, and stores nothing', async () => {
    const cases: Record<string, unknown>[] = [
      { level: 'supports', site: 'ftp://example.com' },
      { level: 'supports', site: 'not a url' },
      { level: 'supports', site: 42 },
      { level: 'supports', site: `https://x.example/${'a'.repeat(2100)}` },
      { level: 'supports', site: 'http://127.0.0.1:1' },
      { level: 'supports', site: siteB.url, siteScanId: scanA.id },
    ];
    for (const body of cases) {
      const res = await evaluate(owner, '1.4.3', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((res.json as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['site']);
    }
    for (const site of [siteA.url, siteB.url]) expect(criterion(await acrOf(owner, `?site=${encodeURIComponent(site)}`), '1.4.3').recorded).toBeNull();
    const bad = await owner.get('/api/compliance/acr?site=javascript:alert(1)');
    expect([bad.status, bad.json.errors[0].path]).toEqual([400, 'site']);
    const badVersion = await owner.post('/api/compliance/acr/versions', { site: 'http://127.0.0.1:1' });
    expect([badVersion.status, badVersion.json.errors[0].path]).toEqual([400, 'site']);
  });

  it('refuses an evaluation from a member with no completed scan (no site to put it on)', async () => {
    const fresh = await person(server);
    const res = await evaluate(fresh, '1.1.1', { level: 'supports' });
    expect(res.status).toBe(409);
    expect((await acrOf(fresh)).site).toBeNull();
  });
});

describe('evaluations stored before they had a site', () => {
  it('go to the site whose report was the default when they were made, and stay out of the other', async () => {
    const member = await person(server);
    await scanSite(member, siteA);
    const madeAfterA = new Date();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await scanSite(member, siteB);
    const Evaluations = acrEvaluationModel(server.database.connection);
    // Raw, as the old code stored them: no `site` field.
    await Evaluations.collection.insertOne({ ownerId: new Types.ObjectId(member.user.id), criterion: '1.4.3', level: 'supports', remarks: 'Old evaluation, made on A.', evaluatedBy: new Types.ObjectId(member.user.id), evaluatedByName: 'Member Tester', evaluatedAt: madeAfterA });
    await migrateAcrSites(server.database.connection, createLogger({ logLevel: 'silent', isProduction: false }));
    await migrateAcrSites(server.database.connection, createLogger({ logLevel: 'silent', isProduction: false }));

    expect(criterion(await acrOf(member, `?site=${encodeURIComponent(siteA.url)}`), '1.4.3').recorded).toMatchObject({ level: 'supports', remarks: 'Old evaluation, made on A.' });
    expect(criterion(await acrOf(member), '1.4.3').recorded).toBeNull();
    // And B can have its own evaluation of the same criterion beside it.
    expect((await evaluate(member, '1.4.3', { level: 'does-not-support', remarks: 'B fails contrast.' })).status).toBe(200);
    expect(criterion(await acrOf(member, `?site=${encodeURIComponent(siteA.url)}`), '1.4.3').recorded?.level).toBe('supports');
  });
});
