import { describe, expect, it } from 'vitest';
import type { TAlert, TIssue, TScan } from '@app/shared-types/compliance/model';
import { rooms } from '@app/shared-types/realtime';
import { Types } from 'mongoose';
import type { TestServer } from '../helpers/test-app';
import { HttpClient } from '../helpers/http-client';
import { person } from '../helpers/live-training';
import { connectSocket, emitWithAck } from '../helpers/socket-client';
import { scanAndWait, scannerSuite, type ScannerApp } from './scan-helpers';

let server: TestServer;
let site: ScannerApp['site'];
scannerSuite((app) => ({ server, site } = app), { SCANS_PER_HOUR: '3', SCAN_TIMEOUT_MS: '15000' });

describe('who sees which scans', () => {
  it('shows members only their own scans, issues and alerts; operators see everyone’s', async () => {
    const owner = await person(server);
    const stranger = await person(server);
    const operator = await person(server, 'operator');
    const { scan } = await scanAndWait(server.url, owner, `${site.url}/violations`);

    expect(((await owner.get('/api/compliance/scans')).json as TScan[]).map((s) => s.id)).toEqual([scan.id]);
    expect((await stranger.get('/api/compliance/scans')).json).toEqual([]);
    expect((await stranger.get('/api/compliance/issues')).json).toEqual([]);
    expect((await stranger.get('/api/compliance/alerts')).json).toEqual([]);
    const hidden = await stranger.get(`/api/compliance/scans/${scan.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.json.message).toBe('Scan not found');
    expect((await stranger.get(`/api/compliance/scans/${scan.id}/issues`)).status).toBe(404);
    expect((await stranger.request('DELETE', `/api/compliance/scans/${scan.id}`)).status).toBe(404);

    const ownerAlerts = (await owner.get('/api/compliance/alerts')).json as TAlert[];
    expect(ownerAlerts.map((a) => a.alertType)).toEqual(['critical_issue']);
    expect((await stranger.request('PUT', `/api/compliance/alerts/${ownerAlerts[0]!.id}/read`)).status).toBe(404);

    expect(((await operator.get('/api/compliance/scans')).json as TScan[]).map((s) => s.id)).toContain(scan.id);
    expect(((await operator.get('/api/compliance/issues?severity=critical')).json as TIssue[]).some((i) => i.scanId === scan.id)).toBe(true);

    const joins = await Promise.all(
      [stranger, owner, operator].map(async (client) => {
        const socket = await connectSocket(server.url, client.cookieHeader);
        const ack = await emitWithAck(socket, 'room:join', { room: rooms.scan(scan.id) });
        socket.disconnect();
        return ack;
      }),
    );
    expect(joins[0]).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(joins[1]).toEqual({ ok: true, data: undefined });
    expect(joins[2]).toEqual({ ok: true, data: undefined });

    expect((await owner.request('DELETE', `/api/compliance/scans/${scan.id}`)).status).toBe(204);
    expect((await owner.get('/api/compliance/scans')).json).toEqual([]);
    expect((await owner.get('/api/compliance/issues')).json).toEqual([]);
    expect((await owner.get('/api/compliance/alerts')).json).toEqual([]);
  });

  it('asks visitors to sign in for every call and every scan room', async () => {
    const visitor = new HttpClient(server.url);
    for (const [method, path] of [
      ['GET', '/api/compliance/scans'],
      ['GET', '/api/compliance/issues'],
      ['GET', '/api/compliance/alerts'],
      ['POST', '/api/compliance/scan'],
      ['PUT', '/api/compliance/alerts/0123456789abcdef01234567/read'],
    ] as const) {
      const res = await visitor.request(method, path, method === 'GET' ? {} : { body: { url: `${site.url}/clean` } });
      expect(res.status, path).toBe(401);
    }
    const socket = await connectSocket(server.url);
    expect(await emitWithAck(socket, 'room:join', { room: rooms.scan('0123456789abcdef01234567') })).toMatchObject({ ok: false, error: { code: 'UNAUTHENTICATED' } });
    socket.disconnect();
  });

  it('limits each member to SCANS_PER_HOUR scans, counted exactly under concurrent requests', async () => {
    const member = await person(server);
    const other = await person(server);
    const results = await Promise.all(Array.from({ length: 6 }, () => member.post('/api/compliance/scan', { url: `${site.url}/clean` })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.json).toMatchObject({ code: 'RATE_LIMITED', message: 'Scan Limit Reached: You can start 3 scans an hour. Please try again later.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await other.post('/api/compliance/scan', { url: `${site.url}/clean` })).status).toBe(201);
  });

  it('fails a scan interrupted by a stopped node once it is past its time limit', async () => {
    const member = await person(server);
    const { insertedId } = await server.database.connection.collection('compliance_scans').insertOne({
      ownerId: new Types.ObjectId(member.user.id),
      url: `${site.url}/clean`,
      scanType: 'manual',
      status: 'running',
      phase: 'checking',
      startedAt: new Date(Date.now() - 10 * 60_000),
      createdAt: new Date(Date.now() - 10 * 60_000),
      failedRules: [],
      applicableRules: [],
      incompleteRules: [],
    });
    await server.jobs.agenda.now('compliance:reap-interrupted', {});
    await expect
      .poll(async () => ((await member.get(`/api/compliance/scans/${insertedId.toString()}`)).json as TScan).status, { timeout: 15_000, interval: 200 })
      .toBe('failed');
    expect((await member.get(`/api/compliance/scans/${insertedId.toString()}`)).json).toMatchObject({ failure: 'browser', error: 'The scanner stopped before this scan finished. Please scan again.' });
  });
});
