import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { meterText, type TEntitlement } from '@app/shared-types/billing';
import { COMPLIANCE_MESSAGES as M, type TScan } from '@app/shared-types/compliance/model';
import { HttpClient } from '../helpers/http-client';
import { person } from '../helpers/live-training';
import { connectSocket, type TestSocket } from '../helpers/socket-client';
import { startTestApp } from '../helpers/test-app';
import { fixtureSite, localServer, type LocalServer } from './fixture-server';
import { scanAndWait, watchScan } from './scan-helpers';

/**
 * Failed scans can be retried (POST /api/compliance/scans/:id/retry) and removed (DELETE): only
 * failed ones, by their owner or an operator, counted against the hourly allowance, with live
 * progress in the scan's own room as for a new scan (issue 23).
 */
let server: Awaited<ReturnType<typeof startTestApp>>;
let site: Awaited<ReturnType<typeof fixtureSite>>;
let canary: LocalServer;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  canary = await localServer('127.0.0.2', (_req, res) => res.end('canary'));
  site = await fixtureSite({ canary: canary.url });
  server = await startTestApp({ SCANNER_ALLOW_HOSTS: '127.0.0.1', SCANS_PER_HOUR: '3', SCAN_TIMEOUT_MS: '15000' });
}, 60_000);
afterEach(() => {
  site.state.flakyUp = false;
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(async () => {
  await server?.stop();
  await Promise.all([site?.close(), canary?.close()]);
});

const scansMeter = async (client: HttpClient) => ((await client.get('/api/billing/entitlements')).json as TEntitlement[]).find((m) => m.key === 'scans')!;
const failedScan = async (client: HttpClient) => {
  const { scan } = await scanAndWait(server.url, client, `${site.url}/flaky`);
  expect(scan).toMatchObject({ status: 'failed', failure: 'http', error: 'The page answered HTTP 503.' });
  return scan;
};
const socketFor = async (client: HttpClient) => {
  const socket = await connectSocket(server.url, client.cookieHeader);
  sockets.push(socket);
  return socket;
};

describe('retrying a failed scan', () => {
  it('restarts it in place for its owner, live in its room, and it completes once the page is back', async () => {
    const owner = await person(server);
    const failed = await failedScan(owner);
    site.state.flakyUp = true;

    const socket = await socketFor(owner);
    const res = await owner.post(`/api/compliance/scans/${failed.id}/retry`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: failed.id, url: failed.url, status: 'running', failure: null, error: null, score: null });
    const { scan, phases } = await watchScan(socket, owner, failed.id);
    expect(scan).toMatchObject({ id: failed.id, status: 'completed', failure: null, error: null });
    expect(scan.score).toEqual(expect.any(Number));
    expect(phases).toContain('checking');
    // One scan, not two: the list holds the restarted one, now completed.
    expect(((await owner.get('/api/compliance/scans')).json as TScan[]).map((s) => [s.id, s.status])).toEqual([[failed.id, 'completed']]);
  });

  it('is only for failed scans, by their owner or an operator; another member gets 404 and nothing changes', async () => {
    const owner = await person(server);
    const stranger = await person(server);
    const operator = await person(server, 'operator');
    const visitor = new HttpClient(server.url);
    const failed = await failedScan(owner);

    expect((await visitor.post(`/api/compliance/scans/${failed.id}/retry`)).status).toBe(401);
    const other = await stranger.post(`/api/compliance/scans/${failed.id}/retry`);
    expect([other.status, other.json.message]).toEqual([404, M.scanNotFound]);
    expect(((await owner.get(`/api/compliance/scans/${failed.id}`)).json as TScan).status).toBe('failed');
    expect((await owner.post('/api/compliance/scans/not-an-id/retry')).status).toBe(404);

    // An operator may retry a member's failed scan; it stays the member's.
    const byOperator = await operator.post(`/api/compliance/scans/${failed.id}/retry`);
    expect(byOperator.status).toBe(200);
    const { scan } = await watchScan(await socketFor(owner), owner, failed.id);
    expect(scan).toMatchObject({ status: 'failed', failure: 'http', ownerId: owner.user.id });

    // A completed scan cannot be retried.
    const { scan: completed } = await scanAndWait(server.url, stranger, `${site.url}/clean`);
    const notFailed = await stranger.post(`/api/compliance/scans/${completed.id}/retry`);
    expect([notFailed.status, notFailed.json.message]).toEqual([409, M.retryNotFailed]);
  });

  it('restarts once when retried twice at once, and counts against the hourly allowance like a new scan', async () => {
    const owner = await person(server);
    const failed = await failedScan(owner);
    const [a, b] = await Promise.all([owner.post(`/api/compliance/scans/${failed.id}/retry`), owner.post(`/api/compliance/scans/${failed.id}/retry`)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    await watchScan(await socketFor(owner), owner, failed.id);

    // SCANS_PER_HOUR is 3: the first scan and one retry used two (the refused retry gave its own back),
    // and the member's meter (billing's entitlements, issue 27 §5) reads that same allowance.
    expect(await scansMeter(owner)).toMatchObject({ limit: 3, used: 2, remaining: 1 });
    expect((await owner.post('/api/compliance/scan', { url: `${site.url}/clean` })).status).toBe(201);
    const spent = await scansMeter(owner);
    expect(spent).toMatchObject({ limit: 3, used: 3, remaining: 0 });
    expect(meterText(spent)).toBe('0 of 3 accessibility scans left this hour');
    expect(new Date(spent.resetsAt!).getTime()).toBeGreaterThan(Date.now());
    const over = await owner.post(`/api/compliance/scans/${failed.id}/retry`);
    expect([over.status, over.json.code]).toEqual([429, 'RATE_LIMITED']);
    expect(await scansMeter(owner)).toMatchObject({ used: 3, remaining: 0 });
    expect(((await owner.get(`/api/compliance/scans/${failed.id}`)).json as TScan).status).toBe('failed');
  });
});

describe('removing a scan', () => {
  it('deletes a failed scan for its owner or an operator; another member gets 404; a running one is kept', async () => {
    const owner = await person(server);
    const stranger = await person(server);
    const operator = await person(server, 'operator');
    const first = await failedScan(owner);
    const second = await failedScan(owner);

    expect((await stranger.request('DELETE', `/api/compliance/scans/${first.id}`)).status).toBe(404);
    expect((await owner.request('DELETE', `/api/compliance/scans/${first.id}`)).status).toBe(204);
    expect((await owner.get(`/api/compliance/scans/${first.id}`)).status).toBe(404);
    expect((await operator.request('DELETE', `/api/compliance/scans/${second.id}`)).status).toBe(204);
    expect((await owner.get('/api/compliance/scans')).json).toEqual([]);

    // A scan still running is not deleted under the scanner.
    const running = (await owner.post('/api/compliance/scan', { url: `${site.url}/hang` })).json as TScan;
    const refused = await owner.request('DELETE', `/api/compliance/scans/${running.id}`);
    expect([refused.status, refused.json.message]).toEqual([409, M.deleteRunning]);
  });
});
