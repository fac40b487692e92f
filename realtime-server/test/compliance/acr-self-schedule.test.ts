/**
 * Issue 26 §4, the automatic runs of the site's own scan (SELF_SCAN on, as in production): one after
 * the server starts (on deploy), then the hourly agenda job that runs one when the last is a day old
 * or older than the deployed web build. Time is the app's manual clock, moved by the test; the job is
 * run through agenda as its schedule would run it. What a visitor sees is GET /api/accessibility/self:
 * a new run with the fixed page's group gone, no new run while the last is fresh.
 */
import { mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSelfSummary } from '@app/shared-types/compliance/acr/model';
import { manualClock } from '../../src/lib/clock';
import { SELF_SCAN_JOB } from '../../src/modules/compliance/acr/self-scan.service';
import { HttpClient } from '../helpers/http-client';
import { runJobNow } from '../helpers/notifications';
import { appSuite, type TestServer } from '../helpers/test-app';
import { IMG, LINK, MENU, page } from './acr-site';
import { localServer, type LocalServer } from './fixture-server';

const HOUR = 60 * 60 * 1000;
const clock = manualClock();
/** The fixture's pages, changed between runs as a team fixing their site would. */
const pages = new Map<string, string>([
  ['/a', page(IMG + LINK)],
  ['/b', page('<p>Second page</p>')],
  ['/c', page(MENU)],
]);
let site: LocalServer;
let webDist: string;
let server: TestServer;

beforeAll(async () => {
  site = await localServer('127.0.0.1', (req, res) => {
    const body = pages.get((req.url ?? '/').split('?')[0]!);
    res.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ?? page('<p>Not found</p>'));
  });
  // The deployed web build, built an hour before the clock's start: no newer than any run here.
  webDist = await mkdtemp(path.join(tmpdir(), 'self-scan-dist-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>App</title>');
  await builtAt(clock.now() - HOUR);
});
afterAll(() => site?.close());
appSuite((app) => void (server = app), {
  env: () => ({ SELF_SCAN: 'true', SELF_SCAN_BASE_URL: site.url, SELF_SCAN_ROUTES: '/a,/b,/c', WEB_DIST_DIR: webDist, SCANNER_ALLOW_HOSTS: '127.0.0.1', SCAN_TIMEOUT_MS: '20000' }),
  start: { clock },
});

async function builtAt(epochMs: number) {
  const at = new Date(epochMs);
  await utimes(path.join(webDist, 'index.html'), at, at);
}
const summary = async () => (await new HttpClient(server.url).get('/api/accessibility/self')).json as TSelfSummary;
/** Waits (polling, the scan itself takes real time) for a finished run started after `after`. */
async function runAfter(after: string | null) {
  await expect
    .poll(async () => {
      const last = (await summary()).lastRun;
      return last && (after === null || last.startedAt > after) ? last.status : null;
    }, { timeout: 150_000, interval: 500 })
    .toBe('completed');
  return (await summary()).lastRun!;
}
/** The hourly job, run through agenda as its schedule runs it. */
const hourlyJob = () => runJobNow(server, SELF_SCAN_JOB, {});

describe('the site’s own scan, run by itself', () => {
  it('is scheduled hourly in agenda, runs once the server has been up a few seconds, and shows its summary', async () => {
    const schedule = await server.database.connection.collection('agendaJobs').findOne({ name: SELF_SCAN_JOB, type: 'single' });
    expect(schedule?.repeatInterval).toBe('1 hour');
    // Nothing ran yet: the start-up run waits for the server to settle.
    expect(await summary()).toEqual({ lastRun: null, running: false, acrAvailable: false });

    clock.advance(10_000);
    const first = await runAfter(null);
    expect(first).toMatchObject({ status: 'completed', pages: 3, failedPages: 0, openGroups: 3 });
    expect(Date.parse(first.startedAt)).toBe(clock.now());
    expect((await summary()).acrAvailable).toBe(true);
  });

  it('does not run again while the last run is less than a day old', async () => {
    const before = (await summary()).lastRun!;
    clock.advance(23 * HOUR);
    await hourlyJob();
    expect(await summary()).toMatchObject({ running: false, lastRun: { startedAt: before.startedAt } });
  });

  it('runs again a day later, and the new summary shows the page fixed since', async () => {
    const before = (await summary()).lastRun!;
    pages.set('/c', page('<div><button class="account-menu">Account</button></div>'));
    clock.advance(2 * HOUR);
    await hourlyJob();
    const next = await runAfter(before.startedAt);
    expect(Date.parse(next.startedAt)).toBeGreaterThan(Date.parse(before.startedAt) + 24 * HOUR);
    // button-name is gone: image-alt and link-name remain.
    expect(next).toMatchObject({ pages: 3, failedPages: 0, openGroups: 2 });
    expect(next.score!).toBeGreaterThan(before.score!);
  });

  it('runs again after a deploy (a web build newer than the last run), within the day', async () => {
    const before = (await summary()).lastRun!;
    pages.set('/a', page('<p>No more images</p>'));
    clock.advance(HOUR);
    await builtAt(clock.now());
    clock.advance(60_000);
    await hourlyJob();
    const next = await runAfter(before.startedAt);
    expect(next).toMatchObject({ pages: 3, failedPages: 0, openGroups: 0 });
  });
});
