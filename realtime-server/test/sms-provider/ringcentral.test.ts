import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_MESSAGES, SMS_REPLIES, type TSmsCampaign } from '@app/shared-types/sms';
import { SMS_PROVIDER_MESSAGES as PM, type TSmsStatus } from '@app/shared-types/sms-provider';
import { SmsRateLimitedError, SmsRejectedError } from '../../src/modules/sms-provider/contracts';
import { HttpClient } from '../helpers/http-client';
import { person, type Person } from '../helpers/live-training';
import { startRingCentralFake, type RingCentralFake } from '../helpers/ringcentral-fake';
import { appSuite, type TestServer } from '../helpers/test-app';
import { createCampaign, waitForCampaign } from '../sms/sms-helpers';

const CLIENT_ID = 'rc-client-id';
const CLIENT_SECRET = 'rc-client-secret-do-not-leak-7f3a';

/** Every file under `dir`, as text (the embedded store's data and journal). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [readFileSync(full).toString('latin1')];
  });
}

describe('RingCentral as the SMS provider (against a local fake of its API)', () => {
  let fake: RingCentralFake;
  let server: TestServer;
  let operator: Person;
  let member: Person;
  const responses: string[] = [];
  beforeAll(async () => {
    // Access tokens that live 30 s: inside the app's one-minute margin, so every use refreshes first.
    fake = await startRingCentralFake({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, tokenTtlSeconds: 30 });
  });
  afterAll(() => fake?.close());
  const env = () => ({
    RINGCENTRAL_SERVER_URL: fake.url,
    SMS_POLL_SECONDS: '1',
    SMS_STOP_CHECK_SECONDS: '1',
    SMS_LEASE_SECONDS: '1',
    SMS_MESSAGES_PER_SECOND: '50',
    EMBEDDED_MONGO_IN_MEMORY: 'false',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rc-test-')),
  });
  appSuite(async (app) => {
    server = app;
    [operator, member] = await Promise.all([person(server, 'operator'), person(server, 'member')]);
  }, { env });

  const status = async () => {
    const res = await operator.get('/api/sms/status');
    responses.push(res.text);
    return res.json as TSmsStatus;
  };

  /** The popup's journey: the app's authUrl, RingCentral's redirect back, the callback page. */
  async function connect(as: HttpClient = operator): Promise<string> {
    const start = await as.get('/api/auth/ringcentral');
    responses.push(start.text);
    const { authUrl } = start.json as { authUrl: string };
    expect(authUrl.startsWith(`${fake.url}/restapi/oauth/authorize?`)).toBe(true);
    const consent = await fetch(authUrl, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    const page = await as.get(callback.pathname + callback.search);
    responses.push(page.text);
    expect(page.status).toBe(200);
    return page.text;
  }

  it('every route is for operators only', async () => {
    const visitor = new HttpClient(server.url);
    for (const [method, route] of [
      ['get', '/api/sms/status'],
      ['post', '/api/sms/configure'],
      ['get', '/api/auth/ringcentral'],
      ['post', '/api/sms/disconnect'],
    ] as const) {
      const body = { clientId: 'x', clientSecret: 'y' };
      expect((method === 'get' ? await visitor.get(route) : await visitor.post(route, body)).status).toBe(401);
      expect((method === 'get' ? await member.get(route) : await member.post(route, body)).status).toBe(403);
    }
    expect(await status()).toMatchObject({ configured: false, connected: false });
  });

  it('is configured with both credentials, then authorized in the popup with PKCE', async () => {
    const blank = await operator.post('/api/sms/configure', { clientId: '  ', clientSecret: 'x' });
    expect([blank.status, blank.json.message]).toEqual([400, PM.credentialsRequired]);
    expect((await operator.get('/api/auth/ringcentral')).status).toBe(409);
    const saved = await operator.post('/api/sms/configure', { clientId: ` ${CLIENT_ID} `, clientSecret: CLIENT_SECRET });
    responses.push(saved.text);
    expect(saved.json).toMatchObject({ configured: true, connected: false });

    const page = await connect();
    expect(page).toContain('SMS connected');
    expect(page).toContain('RINGCENTRAL_AUTH_SUCCESS');
    expect(await status()).toMatchObject({ configured: true, connected: true, fromNumber: '+12025550199' });
  });

  it('a replayed or foreign callback is refused on the popup page', async () => {
    const start = (await operator.get('/api/auth/ringcentral')).json as { authUrl: string };
    const consent = await fetch(start.authUrl, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    const other = await person(server, 'operator');
    expect((await other.get(callback.pathname + callback.search)).text).toContain(PM.stateInvalid);
    expect((await operator.get(callback.pathname + callback.search)).text).toContain(PM.stateInvalid);
  });

  it('sends through RingCentral (refreshing the token), and maps 429 and a refused number', async () => {
    const provider = await server.ports.get('sms-provider')!.active();
    expect(provider).toMatchObject({ service: 'ringcentral', simulated: false });
    const refreshesBefore = fake.requests.filter((r) => r.path === '/restapi/oauth/token' && r.text.includes('grant_type=refresh_token')).length;
    const sent = await provider.send('+12025550111', 'Hello from the firm');
    expect(fake.sent().at(-1)).toMatchObject({ id: sent.providerMessageId, from: '+12025550199', to: '+12025550111', text: 'Hello from the firm' });
    expect(fake.requests.filter((r) => r.path === '/restapi/oauth/token' && r.text.includes('grant_type=refresh_token')).length).toBeGreaterThan(refreshesBefore);

    // Texts and message-store reads at once each need a refresh; RingCentral's refresh tokens are single use.
    const together = await Promise.all(['+12025550114', '+12025550115', '+12025550116'].map((to) => provider.send(to, 'At once')));
    expect(together).toHaveLength(3);
    expect(await status()).toMatchObject({ connected: true });

    fake.rateLimitNext(1);
    const limited = await provider.send('+12025550112', 'x').catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(SmsRateLimitedError);
    expect((limited as SmsRateLimitedError).retryAfterMs).toBe(1000);
    // Retry-After may also be an HTTP-date (RFC 9110): the wait is until then, not a default minute.
    fake.rateLimitNext(1, new Date(Date.now() + 5_000).toUTCString());
    const until = await provider.send('+12025550112', 'x').catch((e: unknown) => e);
    expect(until).toBeInstanceOf(SmsRateLimitedError);
    expect((until as SmsRateLimitedError).retryAfterMs).toBeGreaterThan(3_000);
    expect((until as SmsRateLimitedError).retryAfterMs).toBeLessThanOrEqual(5_000);
    fake.rateLimitNext(1, new Date(Date.now() - 60_000).toUTCString());
    expect(await provider.send('+12025550112', 'x').catch((e: unknown) => (e as SmsRateLimitedError).retryAfterMs)).toBe(0);
    fake.refuse('+12025550113');
    await expect(provider.send('+12025550113', 'x')).rejects.toBeInstanceOf(SmsRejectedError);
  });

  it('a campaign goes out through RingCentral; delivery receipts and an inbound STOP come back from the message store', async () => {
    const [a, b] = ['+13125550141', '+13125550142'];
    await operator.post('/api/sms-subscribers/import', { subscribers: [{ phone: a }, { phone: b }] });
    const campaign = await createCampaign(operator, { message: 'Your 1099s are ready.' });
    await operator.post(`/api/sms-campaigns/${campaign.id}/send`);
    const done = await waitForCampaign(operator, campaign.id, (c) => c.status === 'completed');
    expect(done).toMatchObject({ simulated: false, successfulSends: 2 });
    const out = fake.sent().filter((m) => m.text === 'Your 1099s are ready.');
    expect(out.map((m) => m.to).sort()).toEqual([a, b]);

    fake.setStatus(out[0]!.id, 'Delivered');
    fake.inbound(b, 'STOP');
    await expect.poll(async () => ((await operator.get(`/api/sms-campaigns/${campaign.id}`)).json as TSmsCampaign).progress?.delivered).toBe(1);
    await expect.poll(() => fake.sent().filter((m) => m.to === b && m.text === SMS_REPLIES.stopped).length).toBe(1);
    const subscribers = (await operator.get('/api/sms-subscribers')).json as { phone: string; isActive: boolean }[];
    expect(subscribers.find((s) => s.phone === b)?.isActive).toBe(false);
  });

  it('a refused token refresh pauses a campaign instead of simulating it; connecting again resumes it through RingCentral', async () => {
    const numbers = ['+13125550151', '+13125550152', '+13125550153'];
    await operator.post('/api/sms-subscribers/import', { subscribers: numbers.map((phone) => ({ phone })) });
    // RingCentral withdraws the grant once the campaign has started as a real one (its first text on the way).
    const release = fake.holdSends();
    const campaign = await createCampaign(operator, { message: 'Quarterly filings are due.' });
    await operator.post(`/api/sms-campaigns/${campaign.id}/send`);
    await waitForCampaign(operator, campaign.id, (c) => c.progress !== null && c.progress.remaining > 0);
    fake.refuseRefresh();
    release();
    const paused = await waitForCampaign(operator, campaign.id, (c) => c.pausedReason !== null);
    expect(paused).toMatchObject({ status: 'sending', simulated: false, pausedReason: SMS_MESSAGES.pausedDisconnected, progress: { simulated: 0, failed: 0 } });
    expect(paused.progress!.sent + paused.progress!.remaining).toBe(paused.totalRecipients);
    expect(await status()).toMatchObject({ configured: true, connected: false });

    fake.refuseRefresh(false);
    await connect();
    const done = await waitForCampaign(operator, campaign.id, (c) => c.status === 'completed');
    expect(done).toMatchObject({ simulated: false, pausedReason: null, successfulSends: paused.totalRecipients, progress: { simulated: 0 } });
    expect(fake.sent().filter((m) => m.text === 'Quarterly filings are due.').map((m) => m.to)).toEqual(expect.arrayContaining(numbers));
  });

  it('keeps the client secret, access and refresh tokens and meeting passwords sealed in the database and out of every response', async () => {
    const tokens = fake.requests.filter((r) => r.path === '/restapi/oauth/token' && r.status === 200).length;
    expect(tokens).toBeGreaterThan(0);
    const pmiPassword = 'pmi-password-never-in-clear-91c2';
    const saved = await member.request('PATCH', '/api/auth/user/settings', { body: { zoomPmi: '987 654 3210', zoomPmiPassword: pmiPassword } });
    responses.push(saved.text);
    expect(saved.status).toBe(200);
    const accessTokens = [...fake.requests].flatMap((r) => (r.headers.authorization?.startsWith('Bearer ') ? [r.headers.authorization.slice(7)] : []));
    const secrets = [CLIENT_SECRET, pmiPassword, ...accessTokens, ...fake.issuedRefreshTokens];
    expect(fake.issuedRefreshTokens.length).toBeGreaterThan(1);
    const stored = () => filesUnder(path.join(server.config.dataDir, 'db')).join('\n');
    // The files are readable as text: what is not secret is there in clear (the meeting ID saved just now too).
    await expect.poll(stored).toContain('987 654 3210');
    expect(stored()).toContain('+13125550141');
    const leaks = secrets.filter((s) => stored().includes(s) || responses.some((r) => r.includes(s)));
    expect(leaks).toEqual([]);
    const row = await server.database.connection.collection('settings').findOne({ key: 'sms-provider:ringcentral' });
    expect(row).toMatchObject({ encrypted: true });
    expect(typeof row?.value).toBe('string');
    expect(String(row?.value)).not.toContain(CLIENT_ID);
  });

  it("disconnect keeps the connection when RingCentral's revoke fails, and forgets a token RingCentral no longer knows", async () => {
    expect(await status()).toMatchObject({ connected: true });
    fake.revokeAnswers(503);
    const failed = await operator.post('/api/sms/disconnect');
    expect([failed.status, failed.json.message]).toEqual([502, PM.disconnectFailed]);
    expect(await status()).toMatchObject({ connected: true });

    fake.revokeAnswers(200);
    const res = await operator.post('/api/sms/disconnect');
    expect(res.json).toMatchObject({ configured: true, connected: false });
    expect(fake.revoked).toHaveLength(1);
    expect(await server.ports.get('sms-provider')!.active()).toMatchObject({ service: 'simulated', simulated: true });

    // Revoked or expired at RingCentral already (400): nothing left to revoke, so it is disconnected here too.
    await connect();
    fake.revokeAnswers(400);
    const stale = await operator.post('/api/sms/disconnect');
    expect([stale.status, stale.json]).toMatchObject([200, { configured: true, connected: false }]);
    expect(await server.ports.get('sms-provider')!.active()).toMatchObject({ service: 'simulated', simulated: true });
  });
});
