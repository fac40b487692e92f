import type { TScan, TSiteProfile, TSiteScan } from '@app/shared-types/compliance/model';
import { rooms } from '@app/shared-types/realtime';
import { afterAll, beforeAll, expect } from 'vitest';
import type { HttpClient } from '../helpers/http-client';
import { appSuite, type TestServer } from '../helpers/test-app';
import { fixtureSite } from './fixture-server';
import { connectSocket, emitWithAck, type TestSocket } from '../helpers/socket-client';

/** Starts a scan and waits for it to finish, watching its room as the page does. */
export async function scanAndWait(baseUrl: string, client: HttpClient, url: string, timeoutMs = 60_000): Promise<{ scan: TScan; phases: string[] }> {
  const res = await client.post('/api/compliance/scan', { url });
  if (res.status !== 201) throw new Error(`scan start failed: ${res.status} ${res.text}`);
  const started = res.json as TScan;
  const socket = await connectSocket(baseUrl, client.cookieHeader);
  try {
    return await watchScan(socket, client, started.id, timeoutMs);
  } finally {
    socket.disconnect();
  }
}

export async function watchScan(socket: TestSocket, client: HttpClient, scanId: string, timeoutMs = 60_000): Promise<{ scan: TScan; phases: string[] }> {
  const phases: string[] = [];
  socket.on('scan:progressed', (p) => {
    if (p.scanId === scanId) phases.push(p.phase);
  });
  const finished = new Promise<TScan>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`scan ${scanId} did not finish in ${timeoutMs} ms`)), timeoutMs);
    socket.on('scan:finished', (scan) => {
      if (scan.id !== scanId) return;
      clearTimeout(timer);
      resolve(scan);
    });
  });
  const joined = await emitWithAck(socket, 'room:join', { room: rooms.scan(scanId) });
  if (!joined.ok) throw new Error(`join failed: ${JSON.stringify(joined)}`);
  // It may have finished before the join: the snapshot says so.
  const now = (await client.get(`/api/compliance/scans/${scanId}`)).json as TScan;
  if (now.status !== 'running') return { scan: now, phases };
  return { scan: await finished, phases };
}

type FixtureSite = Awaited<ReturnType<typeof fixtureSite>>;

export type ScannerApp = { server: TestServer; site: FixtureSite };

/**
 * The app allowed to scan 127.0.0.1 (with `env`), and the local fixture site it scans, for the tests
 * of a file: the site starts first and stops after the app.
 */
export function scannerSuite(ready: (app: ScannerApp) => unknown, env: Record<string, string>): void {
  let site: FixtureSite | undefined;
  beforeAll(async () => {
    site = await fixtureSite();
  });
  afterAll(async () => {
    await site?.close();
  });
  appSuite((server) => ready({ server, site: site! }), { env: () => ({ SCANNER_ALLOW_HOSTS: '127.0.0.1', ...env }) });
}

/** Starts a scan signed in with the site profile `profileId` and waits for it, watching its room as the page does. */
export async function scanWith(server: TestServer, client: HttpClient, url: string, profileId: string, timeoutMs = 60_000): Promise<TScan> {
  const res = await client.post('/api/compliance/scan', { url, profileId });
  if (res.status !== 201) throw new Error(`scan start failed: ${res.status} ${res.text}`);
  const socket = await connectSocket(server.url, client.cookieHeader);
  try {
    return (await watchScan(socket, client, (res.json as TScan).id, timeoutMs)).scan;
  } finally {
    socket.disconnect();
  }
}

/** Saves a site profile (`POST /api/compliance/profiles`) and returns it. */
export async function saveProfile(client: HttpClient, body: unknown): Promise<TSiteProfile> {
  const res = await client.post('/api/compliance/profiles', body);
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  return res.json as TSiteProfile;
}

/** Starts a whole-site scan of `url` signed in with the site profile `profileId` and waits until the run is no longer running. */
export async function siteScan(client: HttpClient, url: string, profileId: string): Promise<TSiteScan> {
  const res = await client.post('/api/compliance/site-scans', { url, profileId });
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  const id = (res.json as TSiteScan).id;
  let done: TSiteScan | undefined;
  await expect
    .poll(async () => (done = (await client.get(`/api/compliance/site-scans/${id}`)).json as TSiteScan).status, { timeout: 120_000, interval: 300 })
    .not.toBe('running');
  return done!;
}
