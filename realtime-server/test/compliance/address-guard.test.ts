import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TScan } from '@app/shared-types/compliance/model';
import { startTestApp } from '../helpers/test-app';
import { person } from '../helpers/live-training';
import { fixtureSite, localServer, type LocalServer } from './fixture-server';
import { scanAndWait } from './scan-helpers';

/**
 * Refused addresses are proven on loopback only: 127.0.0.1 is allowed on purpose (the fixtures),
 * 127.0.0.2 and ::1 are left out of the allow-list, and canary servers there must see no request.
 * Nothing outside loopback is ever aimed at.
 */
let server: Awaited<ReturnType<typeof startTestApp>>;
let site: Awaited<ReturnType<typeof fixtureSite>>;
let canary: LocalServer;
let canaryV6: LocalServer;
beforeAll(async () => {
  canary = await localServer('127.0.0.2', (_req, res) => res.end('canary'));
  canaryV6 = await localServer('::1', (_req, res) => res.end('canary'));
  site = await fixtureSite({ canary: canary.url, canaryV6: canaryV6.url });
  server = await startTestApp({ SCANNER_ALLOW_HOSTS: '127.0.0.1', SCAN_TIMEOUT_MS: '15000', SCANS_PER_HOUR: '3' });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await Promise.all([site?.close(), canary?.close(), canaryV6?.close()]);
});

describe('the scanner’s address guard', () => {
  it('refuses loopback addresses outside the allow-list when the scan is requested: 400 with the guard’s reason, nothing stored or used up', async () => {
    const member = await person(server);
    for (const [url, host] of [
      [`${canary.url}/`, '127.0.0.2'],
      [`${canaryV6.url}/`, '[::1]'],
    ] as const) {
      const res = await member.post('/api/compliance/scan', { url });
      expect([url, res.status, res.json.message, res.json.errors]).toEqual([
        url,
        400,
        `The address ${host} is not public (loopback) and cannot be scanned.`,
        [{ path: 'url', message: `The address ${host} is not public (loopback) and cannot be scanned.` }],
      ]);
      const siteScan = await member.post('/api/compliance/site-scans', { url });
      expect([siteScan.status, siteScan.json.message]).toEqual([400, `The address ${host} is not public (loopback) and cannot be scanned.`]);
    }
    expect((await member.get('/api/compliance/scans')).json).toEqual([]);
    expect((await member.get('/api/compliance/site-scans')).json).toEqual([]);
    // Refusals take nothing from the hourly allowance (SCANS_PER_HOUR is 3 here).
    for (let i = 0; i < 4; i++) expect((await member.post('/api/compliance/scan', { url: `${canary.url}/` })).status).toBe(400);
    expect((await member.post('/api/compliance/scan', { url: `${site.url}/clean` })).status).toBe(201);
    expect(canary.requests).toEqual([]);
    expect(canaryV6.requests).toEqual([]);
  });

  it('still refuses at scan time what the request could not see: a redirect to a refused address', async () => {
    const member = await person(server);
    const targets = [`${site.url}/redirect`, `${site.url}/redirect-v6`];
    const scans = await Promise.all(targets.map((url) => scanAndWait(server.url, member, url)));
    for (const [i, { scan }] of scans.entries()) {
      expect(scan, targets[i]).toMatchObject({ status: 'failed', failure: 'blocked', score: null });
      expect(scan.error, targets[i]).toMatch(/is not public \(loopback\) and cannot be scanned\.$/);
    }
    expect(canary.requests).toEqual([]);
    expect(canaryV6.requests).toEqual([]);
  });

  it('blocks every subresource and frame aimed at a refused address and still scans the page', async () => {
    const member = await person(server);
    const { scan } = await scanAndWait(server.url, member, `${site.url}/subresources`);
    expect(scan).toMatchObject({ status: 'completed', failure: null });
    // The stylesheet, the image, the script and the iframe.
    expect(scan.blockedRequests).toBeGreaterThanOrEqual(4);
    expect(canary.requests).toEqual([]);
    expect(canaryV6.requests).toEqual([]);
  });

  it('never reaches the server’s own API through a scan', async () => {
    const member = await person(server);
    const own = new URL(server.url);
    const res = await member.post('/api/compliance/scan', { url: `http://127.0.0.2:${own.port}/api/compliance/scans` });
    expect([res.status, res.json.message]).toEqual([400, 'The address 127.0.0.2 is not public (loopback) and cannot be scanned.']);
    const listed = (await member.get('/api/compliance/scans')).json as TScan[];
    expect(listed).toEqual([]);
  });
});
