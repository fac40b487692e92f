import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { THistoryPoint, TScan, TSchedule, TSiteScan } from '@app/shared-types/compliance/model';
import type { TestServer } from '../helpers/test-app';
import { person, type Person } from '../helpers/live-training';
import { scannerSuite, type ScannerApp } from './scan-helpers';

let server: TestServer;
let site: ScannerApp['site'];
scannerSuite((app) => ({ server, site } = app), { SCAN_TIMEOUT_MS: '15000' });

async function finished(client: Person, id: string): Promise<TSiteScan> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const current = (await client.get(`/api/compliance/site-scans/${id}`)).json as TSiteScan;
    if (current.status !== 'running') return current;
    if (Date.now() > deadline) throw new Error(`site scan still running: ${JSON.stringify(current)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const pagesOf = async (client: Person, siteScan: TSiteScan) => {
  const scans = (await client.get('/api/compliance/scans')).json as TScan[];
  return siteScan.scanIds.map((id) => scans.find((s) => s.id === id)!).map((s) => [s.url.replace(site.url, ''), s.status, s.score, s.scanType]);
};

describe('site scans', () => {
  it('follow the sitemap (same origin only), scan each page and report the mean score', async () => {
    site.state.sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${site.url}/clean</loc></url>
  <url><loc>${site.url}/violations</loc></url>
  <url><loc>https://elsewhere.example/page</loc></url>
  <url><loc>${site.url}/next</loc></url>
</urlset>`;
    const member = await person(server);
    const res = await member.post('/api/compliance/site-scans', { url: `${site.url}/clean` });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 'running', pageLimit: 25, startUrl: `${site.url}/clean` });
    const done = await finished(member, (res.json as TSiteScan).id);
    site.state.sitemap = null;

    expect(done).toMatchObject({ status: 'completed', source: 'sitemap', pages: 3, completedPages: 3, failedPages: 0, score: 93 });
    expect(await pagesOf(member, done)).toEqual([
      ['/clean', 'completed', 100, 'automated'],
      ['/violations', 'completed', 80, 'automated'],
      ['/next', 'completed', 100, 'automated'],
    ]);

    const acr = parse((await member.get(`/api/compliance/site-scans/${done.id}/export?format=yaml`)).text) as { notes: string; chapters: Record<string, { criteria: { num: string; components: { adherence: { level: string; notes: string } }[] }[] }> };
    expect(acr.notes).toContain(`Pages evaluated: ${site.url}/clean, ${site.url}/violations, ${site.url}/next.`);
    const nonText = acr.chapters.success_criteria_level_a!.criteria.find((c) => c.num === '1.1.1')!.components[0]!.adherence;
    expect(nonText.level).toBe('does-not-support');
    expect(nonText.notes).toContain(`on 1 page: image-alt at html > body > main > img (${site.url}/violations)`);
  });

  it('follow the start page’s same-origin links without a sitemap, up to the page limit', async () => {
    const member = await person(server);
    const all = await finished(member, ((await member.post('/api/compliance/site-scans', { url: `${site.url}/links` })).json as TSiteScan).id);
    expect(all).toMatchObject({ status: 'completed', source: 'links', pages: 3, score: 93 });
    expect((await pagesOf(member, all)).map((p) => p[0])).toEqual(['/links', '/clean', '/violations']);

    const limited = await finished(member, ((await member.post('/api/compliance/site-scans', { url: `${site.url}/links`, pageLimit: 2 })).json as TSiteScan).id);
    expect(limited).toMatchObject({ status: 'completed', pages: 2, score: 100 });

    const tooMany = await member.post('/api/compliance/site-scans', { url: `${site.url}/links`, pageLimit: 26 });
    expect(tooMany.status).toBe(400);
    const stranger = await person(server);
    expect((await stranger.get(`/api/compliance/site-scans/${all.id}`)).status).toBe(404);
    expect((await stranger.get('/api/compliance/site-scans')).json).toEqual([]);
  });

  it('refuses a start address that is not public when asked, with the guard’s reason, storing nothing', async () => {
    const member = await person(server);
    const res = await member.post('/api/compliance/site-scans', { url: 'http://127.0.0.2:9/' });
    expect([res.status, res.json.message, res.json.errors]).toEqual([
      400,
      'The address 127.0.0.2 is not public (loopback) and cannot be scanned.',
      [{ path: 'url', message: 'The address 127.0.0.2 is not public (loopback) and cannot be scanned.' }],
    ]);
    expect((await member.get('/api/compliance/site-scans')).json).toEqual([]);
  });

  it('re-scans a scheduled URL once per due time and charts its history', async () => {
    const member = await person(server);
    const stranger = await person(server);
    const url = `${site.url}/clean`;
    const created = await member.request('PUT', '/api/compliance/schedules', { body: { url, frequency: 'daily' } });
    expect(created.status).toBe(201);
    const changed = await member.request('PUT', '/api/compliance/schedules', { body: { url, frequency: 'weekly' } });
    expect(changed.status).toBe(200);
    const schedule = changed.json as TSchedule;
    expect(schedule).toMatchObject({ id: (created.json as TSchedule).id, url, frequency: 'weekly', lastRunAt: null });
    expect(Date.parse(schedule.nextRunAt!) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect((await member.request('PUT', '/api/compliance/schedules', { body: { url, frequency: 'hourly' } })).status).toBe(400);
    expect((await stranger.request('DELETE', `/api/compliance/schedules/${schedule.id}`)).status).toBe(404);
    expect((await stranger.get('/api/compliance/schedules')).json).toEqual([]);

    // Due now: two sweeps back to back queue one re-scan.
    await server.database.connection.collection('compliance_schedules').updateOne({ url }, { $set: { nextRunAt: new Date(Date.now() - 1000) } });
    await Promise.all([server.jobs.agenda.now('compliance:schedules', {}), server.jobs.agenda.now('compliance:schedules', {})]);
    const deadline = Date.now() + 60_000;
    let scheduled: TScan[] = [];
    while (Date.now() < deadline) {
      scheduled = ((await member.get('/api/compliance/scans')).json as TScan[]).filter((s) => s.scanType === 'scheduled');
      if (scheduled.length && scheduled.every((s) => s.status !== 'running')) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    await new Promise((r) => setTimeout(r, 1500));
    scheduled = ((await member.get('/api/compliance/scans')).json as TScan[]).filter((s) => s.scanType === 'scheduled');
    expect(scheduled.map((s) => [s.url, s.status, s.score])).toEqual([[url, 'completed', 100]]);
    const [after] = (await member.get('/api/compliance/schedules')).json as TSchedule[];
    expect(after!.lastRunAt).not.toBeNull();
    expect(Date.parse(after!.nextRunAt!) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

    const history = (await member.get(`/api/compliance/history?url=${encodeURIComponent(url)}`)).json as THistoryPoint[];
    expect(history.map((h) => [h.score, h.criticalIssues, h.totalIssues])).toEqual([[100, 0, 0]]);
    expect((await member.request('DELETE', `/api/compliance/schedules/${schedule.id}`)).status).toBe(204);
    expect((await member.get('/api/compliance/schedules')).json).toEqual([]);
  });
});
