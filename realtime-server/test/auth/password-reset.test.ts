import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PASSWORD, resetMails, secondBrowser, signedInAccount, tokenOf } from '../helpers/accounts';
import { HttpClient } from '../helpers/http-client';
import { person, type Person } from '../helpers/live-training';
import { connectSocket, nextEvent } from '../helpers/socket-client';
import { appSuite, type TestServer } from '../helpers/test-app';

const INVALID_LINK = 'This password reset link is invalid, has expired or has been used already. Please ask for a new one.';
const NEUTRAL = { message: "If an account uses that address, we've sent a link to reset your password. The link works once, within 30 minutes." };

let server: TestServer;
let operator: Person;
const sockets = appSuite(async (app) => {
  server = app;
  operator = await person(server, 'operator');
});
afterEach(() => {
  vi.useRealTimers();
});

let seq = 0;
const address = () => `reset-${process.pid}-${++seq}@example.com`;
const visitor = () => new HttpClient(server.url);
const askReset = (email: string, from = visitor()) => from.post('/api/password-reset', { email });
const confirm = (token: string, password: string) => visitor().post('/api/password-reset/confirm', { token, password });
const canSignIn = async (username: string, password: string) => (await visitor().post('/api/login', { username, password })).status === 200;

/** An account with an email, and the token of the reset link it was just mailed. */
async function accountWithLink() {
  const email = address();
  const member = await signedInAccount(server, { email });
  expect((await askReset(email)).status).toBe(202);
  const token = await nextLink(email, 1);
  return { member, email, token };
}

/** Waits for the `count`th reset email to `email` (mail goes out after the 202) and reads its link. */
async function nextLink(email: string, count: number): Promise<string> {
  await expect.poll(async () => (await resetMails(operator, email)).length).toBe(count);
  return tokenOf((await resetMails(operator, email))[0]!);
}

describe('POST /api/password-reset', () => {
  it('answers 202 with the same body for an unknown and a known address, and mails only the known one', async () => {
    const known = address();
    const unknown = address();
    await signedInAccount(server, { email: known });
    const forUnknown = await askReset(unknown);
    const forKnown = await askReset(known.toUpperCase());
    expect(forUnknown.status).toBe(202);
    expect(forKnown.status).toBe(202);
    expect(forUnknown.json).toEqual(NEUTRAL);
    expect(forKnown.text).toBe(forUnknown.text);

    await nextLink(known, 1);
    const [mail] = await resetMails(operator, known);
    expect(mail).toMatchObject({ subject: 'Reset your Capitol Ledger Advisory password' });
    expect(mail!.text).toContain(`${server.url}/reset-password?token=`);
    expect(await resetMails(operator, unknown)).toEqual([]);
  });

  it('keeps only a hash of the token', async () => {
    const { token } = await accountWithLink();
    const stored = await server.database.connection.collection('password_reset_tokens').find({}).toArray();
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses a malformed address with 400 naming the field', async () => {
    const res = await visitor().post('/api/password-reset', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([{ path: 'email', message: 'Please enter a valid email address' }]);
  });
});

describe('POST /api/password-reset/confirm', () => {
  it("sets the new password once: the link then fails, and every session and live connection of the account ends", async () => {
    const { member, token } = await accountWithLink();
    const tab = await connectSocket(server.url, member.cookieHeader);
    sockets.push(tab);
    const told = nextEvent(tab, 'session:expired');
    const dropped = nextEvent<string>(tab, 'disconnect');

    expect((await confirm(token, 'brand-new-password')).status).toBe(204);
    await told;
    expect(await dropped).toBe('io server disconnect');
    expect((await member.get('/api/user')).status).toBe(401);
    expect(await canSignIn(member.username, 'brand-new-password')).toBe(true);
    expect(await canSignIn(member.username, ACCOUNT_PASSWORD)).toBe(false);

    const again = await confirm(token, 'third-password');
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({ code: 'VALIDATION_FAILED', message: INVALID_LINK, errors: [{ path: 'token', message: INVALID_LINK }] });
    expect(await canSignIn(member.username, 'brand-new-password')).toBe(true);
  });

  it('lets only one of two requests carrying the same link through', async () => {
    const { member, token } = await accountWithLink();
    const answers = await Promise.all([confirm(token, 'racer-one-pass'), confirm(token, 'racer-two-pass')]);
    expect(answers.map((a) => a.status).sort()).toEqual([204, 400]);
    const winner = answers[0]!.status === 204 ? 'racer-one-pass' : 'racer-two-pass';
    expect(await canSignIn(member.username, winner)).toBe(true);
  });

  it('works until 30 minutes after the email, and not after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const early = await accountWithLink();
    vi.setSystemTime(start + 29 * 60_000 + 50_000);
    expect((await confirm(early.token, 'in-time-password')).status).toBe(204);

    vi.setSystemTime(start);
    const late = await accountWithLink();
    vi.setSystemTime(start + 30 * 60_000 + 1_000);
    const res = await confirm(late.token, 'too-late-password');
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(INVALID_LINK);
    vi.useRealTimers();
    expect(await canSignIn(late.member.username, ACCOUNT_PASSWORD)).toBe(true);
  });

  it("kills the account's older links once one is used", async () => {
    const { member, email, token: first } = await accountWithLink();
    expect((await askReset(email)).status).toBe(202);
    const second = await nextLink(email, 2);
    expect(second).not.toBe(first);
    expect((await confirm(second, 'from-second-link')).status).toBe(204);
    expect((await confirm(first, 'from-first-link')).status).toBe(400);
    expect(await canSignIn(member.username, 'from-second-link')).toBe(true);
  });

  it('kills outstanding links when the member changes the password while signed in', async () => {
    const { member, token } = await accountWithLink();
    expect((await member.post('/api/auth/user/password', { currentPassword: ACCOUNT_PASSWORD, newPassword: 'changed-in-app' })).status).toBe(204);
    expect((await confirm(token, 'from-old-link')).status).toBe(400);
    await secondBrowser(server, member.username, 'changed-in-app');
  });

  it("refuses a made-up token and the spec's short password with 400", async () => {
    expect((await confirm('made-up-token', 'whatever-pass')).json.message).toBe(INVALID_LINK);
    const { token } = await accountWithLink();
    const short = await confirm(token, '12345');
    expect(short.status).toBe(400);
    expect(short.json.errors).toContainEqual({ path: 'password', message: 'Password must be at least 6 characters' });
    // A refused password leaves the link usable.
    expect((await confirm(token, '123456')).status).toBe(204);
  });
});

describe('password reset limits', () => {
  let limited: TestServer;
  appSuite((app) => (limited = app), { env: () => ({ TRUST_PROXY: 'loopback', AUTH_RATE_LIMIT_MAX: '3' }) });
  const from = (ip: string) => {
    const client = new HttpClient(limited.url);
    return {
      ask: (email: unknown) => client.post('/api/password-reset', { email }, { 'X-Forwarded-For': ip }),
      confirm: (token: string) => client.post('/api/password-reset/confirm', { token, password: 'some-password' }, { 'X-Forwarded-For': ip }),
    };
  };

  it('counts valid requests per client address (AUTH_RATE_LIMIT_MAX), not refused ones', async () => {
    const client = from('10.9.0.1');
    for (let i = 0; i < 3; i++) expect((await client.ask('not-an-email')).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await client.ask(`someone-${i}@example.com`)).status).toBe(202);
    const refused = await client.ask('someone-else@example.com');
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe('Too many password reset requests. Please try again later.');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await from('10.9.0.2').ask('someone-else@example.com')).status).toBe(202);
  });

  it('sends one address at most 5 links an hour, whoever asks', async () => {
    for (let i = 0; i < 5; i++) expect((await from(`10.9.1.${i}`).ask('flooded@example.com')).status).toBe(202);
    expect((await from('10.9.1.9').ask('FLOODED@example.com')).status).toBe(429);
  });

  it('limits link guesses per client address', async () => {
    const client = from('10.9.2.1');
    for (let i = 0; i < 3; i++) expect((await client.confirm(`guess-${i}`)).status).toBe(400);
    expect((await client.confirm('guess-again')).status).toBe(429);
  });
});

describe('in production without PUBLIC_URL', () => {
  let production: TestServer;
  appSuite((app) => (production = app), { env: () => ({ NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(64), COOKIE_SECURE: 'false' }) });

  it('refuses to mail a link built from the Host header the sender chose (503, saying why), and mails nothing', async () => {
    const client = new HttpClient(production.url);
    const answer = await client.post('/api/password-reset', { email: 'someone@example.com' }, { Host: 'attacker.example' });
    expect(answer.status).toBe(503);
    expect(answer.json).toEqual({
      code: 'UNAVAILABLE',
      message: "Password reset by email is not available yet: the site's public address is not configured. Please contact us to reset your password.",
    });
  });
});
