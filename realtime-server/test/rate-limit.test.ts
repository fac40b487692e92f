import { describe, expect, it } from 'vitest';
import { appSuite, type TestServer } from './helpers/test-app';
import { HttpClient } from './helpers/http-client';

/** The app trusts the loopback proxy, so each test browser can come from its own address. */
const proxied = { TRUST_PROXY: 'loopback' };

const from = (server: TestServer, address: string) => {
  const client = new HttpClient(server.url);
  const headers = { 'X-Forwarded-For': address };
  return Object.assign(client, {
    signIn: (username: string, password: string) => client.post('/api/login', { username, password }, headers),
    remove: (body: unknown) => client.request('DELETE', '/api/auth/user', { body, headers }),
  });
};

describe('sign-in rate limits', () => {
  let server: TestServer;
  appSuite((app) => (server = app), { env: () => ({ ...proxied, AUTH_RATE_LIMIT_MAX: '8', AUTH_RATE_LIMIT_PER_USERNAME: '3' }) });

  it('limits failed attempts for a username from one address with 429 and Retry-After', async () => {
    const c = from(server, '10.0.0.1');
    for (let i = 0; i < 3; i++) expect((await c.signIn('victim', `guess-${i}`)).status).toBe(401);
    const limited = await c.signIn('victim', 'guess-x');
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits all attempts from one address (AUTH_RATE_LIMIT_MAX), whatever the username', async () => {
    // 4 attempts came from 10.0.0.1 above; 4 more pass, the 9th is refused even for a sign-up.
    const c = from(server, '10.0.0.1');
    for (let i = 0; i < 4; i++) expect((await c.signIn(`someone-${i}`, 'x-guess')).status).toBe(401);
    expect((await c.signIn('someone-else', 'x-guess')).status).toBe(429);
    expect((await c.post('/api/register', { username: 'newcomer', password: 'secret-pass' }, { 'X-Forwarded-For': '10.0.0.1' })).status).toBe(429);
  });
});

describe('no lockout by strangers', () => {
  let server: TestServer;
  appSuite(
    async (app) => {
      server = app;
      await new HttpClient(server.url).register('owner', 'owner-password');
      await new HttpClient(server.url).register('careful', 'careful-password');
    },
    { env: () => ({ ...proxied, AUTH_RATE_LIMIT_MAX: '1000', AUTH_RATE_LIMIT_PER_USERNAME: '3', AUTH_RATE_LIMIT_PER_ACCOUNT: '8' }) },
  );

  it("lets the owner sign in from their own address while an attacker's address is limited", async () => {
    const attacker = from(server, '203.0.113.7');
    for (let i = 0; i < 3; i++) expect((await attacker.signIn('owner', `guess-${i}`)).status).toBe(401);
    expect((await attacker.signIn('owner', 'guess-x')).status).toBe(429);
    // Even the right password is refused from the limited address: the limit cannot be probed.
    expect((await attacker.signIn('owner', 'owner-password')).status).toBe(429);
    expect((await from(server, '198.51.100.20').signIn('owner', 'owner-password')).status).toBe(200);
  });

  it('counts case and whitespace variants of a username as one', async () => {
    const attacker = from(server, '203.0.113.8');
    for (const variant of ['Careful', ' CAREFUL ', 'careful\t']) expect((await attacker.signIn(variant, 'wrong-guess')).status).toBe(401);
    expect((await attacker.signIn('cAreFul', 'wrong-guess')).status).toBe(429);
  });

  it('forgets the mistakes of an owner who then signs in', async () => {
    await new HttpClient(server.url).register('typo-prone', 'typo-password');
    const owner = from(server, '198.51.100.30');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) expect((await owner.signIn('typo-prone', 'typo-passwrod')).status).toBe(401);
      expect((await owner.signIn('typo-prone', 'typo-password')).status).toBe(200);
    }
  });

  it("caps guessing spread over many addresses, while a browser that signed in to the account before still gets in", async () => {
    await new HttpClient(server.url).register('target', 'target-password');
    const ownersBrowser = from(server, '198.51.100.40');
    expect((await ownersBrowser.signIn('target', 'target-password')).status).toBe(200);
    expect((await ownersBrowser.post('/api/logout', undefined, { 'X-Forwarded-For': '198.51.100.40' })).status).toBe(204);

    // Eight failures from four addresses, none of them over its own limit of three.
    for (let a = 1; a <= 4; a++) {
      const bot = from(server, `192.0.2.${a}`);
      for (let i = 0; i < 2; i++) expect((await bot.signIn('target', `guess-${a}-${i}`)).status).toBe(401);
    }
    const newAddress = from(server, '192.0.2.99');
    const refused = await newAddress.signIn('target', 'target-password');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // The owner's browser, on the road at yet another address, is trusted for this account.
    const travelling = from(server, '198.51.100.41');
    travelling.setCookieHeader(ownersBrowser.cookieHeader);
    expect((await travelling.signIn('target', 'target-password')).status).toBe(200);
  });
});

describe('account deletion limit', () => {
  let server: TestServer;
  appSuite((app) => (server = app), { env: () => ({ ...proxied, AUTH_RATE_LIMIT_MAX: '1000', AUTH_RATE_LIMIT_PER_USERNAME: '3' }) });

  it('counts wrong passwords against the signed-in account, whatever username the body names', async () => {
    const holder = from(server, '10.1.0.1');
    await holder.register('deleting-member', 'delete-password');
    for (let i = 0; i < 3; i++) expect((await holder.remove({ password: `wrong-${i}`, username: `decoy-${i}` })).status).toBe(401);
    const limited = await holder.remove({ password: 'wrong-again', username: 'decoy-9' });
    expect(limited.status).toBe(429);
    expect((await holder.get('/api/user')).status).toBe(200);

    // Another account at the same address is not held back by the first one's mistakes.
    const neighbour = from(server, '10.1.0.1');
    await neighbour.register('neighbour', 'neighbour-password');
    expect((await neighbour.remove({ password: 'neighbour-password' })).status).toBe(204);
  });
});
