import { describe, expect, it } from 'vitest';
import type { TUser } from '@app/shared-types/auth';
import { rooms } from '@app/shared-types/realtime';
import { ACCOUNT_PASSWORD, secondBrowser, signedInAccount } from '../helpers/accounts';
import { HttpClient } from '../helpers/http-client';
import { connectSocket, emitWithAck, nextEvent } from '../helpers/socket-client';
import { appSuite, type TestServer } from '../helpers/test-app';

let server: TestServer;
const sockets = appSuite((app) => (server = app));
const tab = async (browser: HttpClient) => {
  const socket = await connectSocket(server.url, browser.cookieHeader);
  sockets.push(socket);
  return socket;
};
let seq = 0;
const email = (name: string) => `${name}-${process.pid}-${++seq}@example.com`;

describe('PATCH /api/auth/user/profile', () => {
  it("saves the member's name, email, company and bio, and their other tab hears the new name", async () => {
    const member = await signedInAccount(server);
    const otherTab = await tab(await secondBrowser(server, member.username));
    const heard = nextEvent<TUser>(otherTab, 'user:updated');

    const address = email('ada');
    const res = await member.patch('/api/auth/user/profile', { firstName: ' Ada ', lastName: 'Lovelace', email: address.toUpperCase(), company: 'Analytical Engines', bio: 'Numbers.' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: member.user.id, firstName: 'Ada', lastName: 'Lovelace', email: address, company: 'Analytical Engines', bio: 'Numbers.' });
    expect(await heard).toMatchObject({ id: member.user.id, firstName: 'Ada', lastName: 'Lovelace' });
    expect((await member.get('/api/auth/user')).json).toMatchObject({ firstName: 'Ada', email: address });
  });

  it('clears a field sent empty and leaves fields it was not sent', async () => {
    const member = await signedInAccount(server, { firstName: 'Grace', lastName: 'Hopper', company: 'Navy' });
    const res = await member.patch('/api/auth/user/profile', { company: '' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', company: null });
  });

  it('refuses a bad email and an over-long name with 400 naming the field, and changes nothing', async () => {
    const member = await signedInAccount(server, { firstName: 'Kept' });
    const bad = await member.patch('/api/auth/user/profile', { firstName: 'Changed', email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please enter a valid email address' });
    expect(bad.json.errors).toContainEqual({ path: 'email', message: 'Please enter a valid email address' });

    const long = await member.patch('/api/auth/user/profile', { lastName: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.json.errors).toContainEqual({ path: 'lastName', message: 'Last name must be at most 100 characters' });
    expect((await member.get('/api/auth/user')).json).toMatchObject({ firstName: 'Kept', lastName: null });
  });

  it("refuses another account's email (any letter case) with 409 on the email field", async () => {
    const taken = email('taken');
    await signedInAccount(server, { email: taken });
    const member = await signedInAccount(server);
    const res = await member.patch('/api/auth/user/profile', { email: taken.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'CONFLICT', message: 'An account with this email already exists', errors: [{ path: 'email', message: 'An account with this email already exists' }] });
    // Its own address again is no conflict.
    const own = await signedInAccount(server, { email: email('own') });
    expect((await own.patch('/api/auth/user/profile', { email: own.user.email, firstName: 'Same' })).status).toBe(200);
  });

  it('gives one new address to exactly one of several accounts claiming it at once', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => signedInAccount(server)));
    for (let round = 0; round < 3; round++) {
      const address = email('race');
      const answers = await Promise.all(members.map((m) => m.patch('/api/auth/user/profile', { email: address })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
      const owners = await server.users.model.countDocuments({ email: address });
      expect(owners).toBe(1);
      // Free the address holder's email for the next round's race.
      const winner = members[answers.findIndex((a) => a.status === 200)]!;
      expect((await winner.patch('/api/auth/user/profile', { email: '' })).status).toBe(200);
    }
  });

  it('is for signed-in members only', async () => {
    expect((await new HttpClient(server.url).patch('/api/auth/user/profile', { firstName: 'Nobody' })).status).toBe(401);
  });
});

describe('POST /api/auth/user/password', () => {
  it("ends the account's other sessions and live connections and keeps this browser signed in", async () => {
    const member = await signedInAccount(server);
    const laptop = await secondBrowser(server, member.username);
    const laptopTab = await tab(laptop);
    const ownTab = await tab(member);
    const toldExpired = nextEvent(laptopTab, 'session:expired');
    const dropped = nextEvent<string>(laptopTab, 'disconnect');
    let ownTabTold = false;
    ownTab.on('session:expired', () => (ownTabTold = true));

    const res = await member.post('/api/auth/user/password', { currentPassword: ACCOUNT_PASSWORD, newPassword: 'second-password' });
    expect(res.status).toBe(204);

    expect((await laptop.get('/api/user')).status).toBe(401);
    await toldExpired;
    expect(await dropped).toBe('io server disconnect');

    // This browser: still signed in, its tab still connected and served.
    expect((await member.get('/api/user')).json).toMatchObject({ id: member.user.id });
    expect(ownTab.connected).toBe(true);
    expect(await emitWithAck(ownTab, 'room:join', { room: rooms.user(member.user.id) })).toEqual({ ok: true, data: undefined });
    expect(ownTabTold).toBe(false);

    // The new password signs in; the old one no longer does.
    expect((await new HttpClient(server.url).post('/api/login', { username: member.username, password: ACCOUNT_PASSWORD })).status).toBe(401);
    await secondBrowser(server, member.username, 'second-password');
  });

  it('refuses a wrong current password on its field, and changes nothing', async () => {
    const member = await signedInAccount(server);
    const laptop = await secondBrowser(server, member.username);
    const res = await member.post('/api/auth/user/password', { currentPassword: 'not-it', newPassword: 'second-password' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: 'Your current password is incorrect', errors: [{ path: 'currentPassword', message: 'Your current password is incorrect' }] });
    expect((await laptop.get('/api/user')).status).toBe(200);
    await secondBrowser(server, member.username, ACCOUNT_PASSWORD);
  });

  it("answers the spec's password rule for a short new password", async () => {
    const member = await signedInAccount(server);
    const res = await member.post('/api/auth/user/password', { currentPassword: ACCOUNT_PASSWORD, newPassword: '12345' });
    expect(res.status).toBe(400);
    expect(res.json.errors).toContainEqual({ path: 'newPassword', message: 'Password must be at least 6 characters' });
  });

  it('is for signed-in members only', async () => {
    expect((await new HttpClient(server.url).post('/api/auth/user/password', { currentPassword: 'a', newPassword: 'bbbbbb' })).status).toBe(401);
  });
});

describe('password change limit', () => {
  let limited: TestServer;
  appSuite((app) => (limited = app), { env: () => ({ AUTH_RATE_LIMIT_PER_USERNAME: '3' }) });

  it('counts wrong current passwords against the account, as account deletion does', async () => {
    const member = await signedInAccount(limited);
    const attempt = (currentPassword: string) => member.post('/api/auth/user/password', { currentPassword, newPassword: 'second-password' });
    for (let i = 0; i < 3; i++) expect((await attempt(`wrong-${i}`)).status).toBe(400);
    const refused = await attempt(ACCOUNT_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await member.get('/api/user')).status).toBe(200);
  });
});
