/**
 * Issue 26 §6: the scanner's Chromium never outlives its server. A real server process (as `npm run
 * serve` starts it) is killed with SIGKILL while a scan holds a page open; no process of its
 * browser may be left. Its processes are found by the marker the server gives its browser's
 * environment (SCANNER_SERVER_PID), not by name.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { TScan } from '@app/shared-types/compliance/model';
import { freePort } from '../../../scripts/cluster/cluster';
import { HttpClient } from '../helpers/http-client';
import { fixtureSite } from './fixture-server';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'scan-kill-'));
let server: ChildProcess | undefined;
let site: Awaited<ReturnType<typeof fixtureSite>> | undefined;

/** Process ids whose environment carries `SCANNER_SERVER_PID=<serverPid>` (the browser of that server). */
function browserOf(serverPid: number): number[] {
  const marker = `\0SCANNER_SERVER_PID=${serverPid}\0`;
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return `\0${readFileSync(`/proc/${d}/environ`, 'latin1')}`.includes(marker);
      } catch {
        return false; // gone meanwhile, or not ours to read
      }
    })
    .map(Number);
}

afterAll(async () => {
  if (server?.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  await site?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the scanner browser of a server killed with SIGKILL', () => {
  it('dies with it: no process of it is left, mid-scan', async () => {
    site = await fixtureSite();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = '';
    server = spawn(process.execPath, ['--import', 'tsx', 'realtime-server/src/main.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        NODE_ENV: 'test',
        PORT: String(port),
        DATA_DIR: dataDir,
        EMBEDDED_MONGO_IN_MEMORY: 'true',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        JOBS_PROCESS_EVERY: '1 second',
        SCANNER_ALLOW_HOSTS: '127.0.0.1',
        SCAN_TIMEOUT_MS: '60000',
        ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
      },
    });
    const keep = (chunk: Buffer) => void (output = (output + chunk.toString('utf8')).slice(-10_000));
    server.stdout!.on('data', keep);
    server.stderr!.on('data', keep);
    const exited = new Promise<void>((resolve) => server!.once('exit', () => resolve()));
    await expect.poll(() => fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false), { timeout: 60_000, interval: 200 }).toBe(true);

    const member = new HttpClient(base);
    expect((await member.post('/api/register', { username: 'kill-scan', password: 'kill-scan-pass', firstName: 'Kill', lastName: 'Scan' })).status).toBe(201);
    // A page that never answers: the scan holds a tab open in the browser until the server dies.
    const started = await member.post('/api/compliance/scan', { url: `${site.url}/hang` });
    expect(started.status).toBe(201);
    const scanId = (started.json as TScan).id;
    await expect.poll(async () => ((await member.get(`/api/compliance/scans/${scanId}`)).json as TScan).phase, { timeout: 60_000, interval: 200 }).toBe('loading');
    await expect.poll(() => site!.requests.includes('/hang'), { timeout: 30_000, interval: 100 }).toBe(true);
    const pid = server.pid!;
    // The browser, its zygotes and at least one renderer.
    expect(browserOf(pid).length).toBeGreaterThanOrEqual(3);

    server.kill('SIGKILL');
    await exited;
    expect(server.signalCode).toBe('SIGKILL');
    await expect.poll(() => browserOf(pid), { timeout: 15_000, interval: 200 }).toEqual([]);
  }, 150_000);
});
