/**
 * Issue 13: a campaign resumes after the server is killed mid-send, without duplicates. Unlike
 * resume.test.ts (an in-process server stopped gracefully), the server here is a real process on
 * the embedded store's files, killed with SIGKILL while RingCentral (the local fake) holds its third
 * text unanswered; a second process on the same DATA_DIR finishes the campaign.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Types, type Connection } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import type { TSmsCampaign } from '@app/shared-types/sms';
import { freePort } from '../../../scripts/cluster/cluster';
import { createCacheRegistry } from '../../src/cache/caches';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { createLogger } from '../../src/logger';
import { RESUME_JOB } from '../../src/modules/sms/sender';
import { createUsersService } from '../../src/modules/auth/users.service';
import { HttpClient } from '../helpers/http-client';
import { startRingCentralFake, type RingCentralFake } from '../helpers/ringcentral-fake';
import { createCampaign, waitForCampaign } from './sms-helpers';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const CLIENT_ID = 'rc-kill-client-id';
const CLIENT_SECRET = 'rc-kill-client-secret-3c9e';
const OPERATOR = { username: 'kill-ops', password: 'secret-pass-1' };
const numbers = Array.from({ length: 8 }, (_, i) => `+1202555${String(300 + i).padStart(4, '0')}`);

type Child = { process: ChildProcess; output: () => string; exited: Promise<void> };
const children: Child[] = [];
let fake: RingCentralFake | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sms-kill-'));

/** The server as `npm run serve` starts it (`node --import tsx`), its output kept for failure messages. */
function launch(env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', 'realtime-server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString('utf8')).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  const launched = { process: child, output: () => output, exited };
  children.push(launched);
  return launched;
}

const running = (c: Child) => c.process.exitCode === null && c.process.signalCode === null;

async function killHard(c: Child): Promise<void> {
  if (c.process.pid !== undefined && running(c)) c.process.kill('SIGKILL');
  await c.exited;
}

/** A server process, once it answers /readyz (loading the app through tsx takes seconds, many on a busy machine). */
async function startServerProcess(env: Record<string, string>): Promise<Child & { url: string }> {
  const child = launch(env);
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 40_000;
  for (;;) {
    if (!running(child)) throw new Error(`server exited early (${child.process.exitCode ?? child.process.signalCode}):\n${child.output()}`);
    if (Date.now() > deadline) throw new Error(`server not ready in 40 s:\n${child.output()}`);
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false);
    if (ready) return { ...child, url };
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('an SMS campaign after the server process is killed (SIGKILL) mid-send', () => {
  afterAll(async () => {
    await Promise.all(children.map(killHard));
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a new process on the same data resumes it: everyone texted exactly once, the text in flight reported, not resent', async () => {
    fake = await startRingCentralFake({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      EMBEDDED_MONGO_IN_MEMORY: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_RATE_LIMIT_PER_USERNAME: '1000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
      // The resume job recurs every lease (1 s) and agenda locks a job up to processEvery (1 s) before
      // it is due: the killed process almost surely holds that job's lock, which must not stall the next one.
      JOBS_PROCESS_EVERY: '1 second',
      RINGCENTRAL_SERVER_URL: fake.url,
      SMS_MESSAGES_PER_SECOND: '100',
      SMS_LEASE_SECONDS: '1',
      SMS_POLL_SECONDS: '1',
      SMS_STOP_CHECK_SECONDS: '1',
    };

    // The store, opened by the test itself while no server process holds it.
    const config = loadConfig(env);
    const withStore = async <T>(use: (db: Connection) => Promise<T>): Promise<T> => {
      const database = await openDatabase(config, createLogger({ ...config, logLevel: 'silent' }));
      try {
        return await use(database.connection);
      } finally {
        await database.close();
      }
    };
    // The operator account, as `npm run create-operator` makes it.
    await withStore(async (db) => {
      const users = createUsersService({ db, caches: createCacheRegistry() });
      await users.model.init();
      await users.register(OPERATOR, 'operator');
    });

    const first = await startServerProcess(env);
    const operator = new HttpClient(first.url);
    await operator.login(OPERATOR.username, OPERATOR.password);
    expect((await operator.post('/api/sms/configure', { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET })).json).toMatchObject({ configured: true });
    // The popup's journey: the app's authUrl, RingCentral's redirect back, the callback page.
    const { authUrl } = (await operator.get('/api/auth/ringcentral')).json as { authUrl: string };
    const consent = await fetch(authUrl, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    expect((await operator.get(callback.pathname + callback.search)).text).toContain('SMS connected');
    expect((await operator.get('/api/sms/status')).json).toMatchObject({ connected: true });
    expect((await operator.post('/api/sms-subscribers/import', { subscribers: numbers.map((phone) => ({ phone })) })).status).toBe(200);

    // RingCentral receives the third text and never answers; the process dies meanwhile.
    const third = fake.hangSend(3);
    const campaign = await createCampaign(operator, { message: 'Payroll closes Thursday.' });
    expect((await operator.post(`/api/sms-campaigns/${campaign.id}/send`)).status).toBe(200);
    const inFlight = await third;
    first.process.kill('SIGKILL');
    await first.exited;
    expect(first.process.signalCode).toBe('SIGKILL');
    expect(fake.sendRequests().map((r) => r.to)).toHaveLength(3);

    await withStore(async (db) => {
      // What the killed process wrote survived it: two texts sent, the third claimed, the rest pending.
      const rows = await db.collection('sms_logs').find({ campaignId: new Types.ObjectId(campaign.id) }).toArray();
      const byStatus = (status: string) => rows.filter((r) => r.status === status).map((r) => r.recipientPhone as string);
      expect(byStatus('sent').sort()).toEqual(fake!.sent().map((m) => m.to).sort());
      expect(byStatus('sending')).toEqual([inFlight.to]);
      expect(byStatus('pending')).toHaveLength(5);
      // agenda locks a job up to processEvery before it is due, so a killed process often leaves the
      // resume job locked (lock lifetime: agenda's default 10 minutes unless the job says otherwise).
      // Whether it did depends on where the kill fell between two runs; it is made so here every time.
      await db.collection('agendaJobs').updateOne({ name: RESUME_JOB, lockedAt: null }, { $set: { lockedAt: new Date() } });
    });

    // The same store, a new process: its resume job takes the campaign over once the dead runner's lease lapses.
    const second = await startServerProcess(env);
    const again = new HttpClient(second.url);
    await again.login(OPERATOR.username, OPERATOR.password);
    const done = await waitForCampaign(again, campaign.id, (c: TSmsCampaign) => c.status === 'completed', 30_000);

    const received = fake.sendRequests();
    expect(received.every((r) => r.text === 'Payroll closes Thursday.')).toBe(true);
    // One request per subscriber: nobody twice (the one in flight was not sent again), nobody skipped.
    expect(received.map((r) => r.to).sort()).toEqual([...numbers].sort());
    expect(received.filter((r) => r.to === inFlight.to)).toHaveLength(1);
    expect(fake.sent().map((s) => s.to).sort()).toEqual(numbers.filter((n) => n !== inFlight.to).sort());
    // The text in flight when the process died may or may not have left: reported as failed, not resent.
    expect(done).toMatchObject({ status: 'completed', simulated: false, totalRecipients: 8, successfulSends: 7, failedSends: 1 });
    expect(done.progress).toMatchObject({ sent: 7, failed: 1 });
  }, 100_000);
});
