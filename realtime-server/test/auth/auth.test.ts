import { beforeAll, describe, expect, it } from 'vitest';
import { appSuite, type TestServer } from '../helpers/test-app';
import { HttpClient } from '../helpers/http-client';

let server: TestServer;
appSuite((app) => (server = app));

const client = () => new HttpClient(server.url);

describe('registration', () => {
  it('answers the spec messages for a short username, a short password and a bad email', async () => {
    const c = client();
    const short = await c.post('/api/register', { username: 'ab', password: 'secret-pass' });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe('Username must be at least 3 characters');
    expect(short.json.errors).toContainEqual({ path: 'username', message: 'Username must be at least 3 characters' });

    const weak = await c.post('/api/register', { username: 'abcd', password: '12345' });
    expect(weak.status).toBe(400);
    expect(weak.json.message).toBe('Password must be at least 6 characters');

    const email = await c.post('/api/register', { username: 'abcd', password: 'secret-pass', email: 'not-an-email' });
    expect(email.status).toBe(400);
    expect(email.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please enter a valid email address' });
  });

  it('creates the account, signs it in and never returns the password hash', async () => {
    const c = client();
    const res = await c.post('/api/register', { username: 'Grace', password: 'secret-pass', email: ' Grace@Example.com ' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ username: 'Grace', email: 'grace@example.com', role: 'member', isPremium: false });
    expect(res.json.id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.text).not.toMatch(/password|scrypt|_id|__v/);

    const me = await c.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.json.username).toBe('Grace');
  });

  it('refuses a taken username (any letter case) and a taken email with 409', async () => {
    await client().register('taken', 'secret-pass', { email: 'taken@example.com' });
    const sameName = await client().post('/api/register', { username: 'TAKEN', password: 'secret-pass' });
    expect(sameName.status).toBe(409);
    expect(sameName.json.message).toBe('Username is already taken');
    const sameEmail = await client().post('/api/register', { username: 'other', password: 'secret-pass', email: 'TAKEN@example.com' });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.json.message).toBe('An account with this email already exists');
  });

  it('lets many accounts register without an email', async () => {
    await client().register('noemail1');
    await client().register('noemail2');
  });
});

describe('sign-in and sessions', () => {
  beforeAll(async () => {
    await client().register('ada', 'correct-horse');
  });

  it('keeps the user signed in across requests and tells visitors apart', async () => {
    const visitor = client();
    expect((await visitor.get('/api/user')).status).toBe(401);
    const anon = await visitor.get('/api/auth/user');
    expect(anon.status).toBe(200);
    expect(anon.json).toBeNull();

    const c = client();
    await c.login('ada', 'correct-horse');
    for (let i = 0; i < 3; i++) expect((await c.get('/api/auth/user')).json.username).toBe('ada');
  });

  it('ignores a session cookie whose signature does not match, on reads and writes', async () => {
    const c = client();
    await c.login('ada', 'correct-horse');
    const [, value] = c.cookieHeader.match(/sid=([^;]+)/)!;
    const sid = decodeURIComponent(value!).slice(2).split('.')[0];
    const forged = client();
    forged.setCookieHeader(`sid=${encodeURIComponent(`s:${sid}.forgedsignature`)}`);
    expect((await forged.get('/api/user')).status).toBe(401);
    expect((await forged.get('/api/auth/user')).json).toBeNull();
    expect((await forged.post('/api/posts', { title: 'Forged', content: 'Should never be stored.' })).status).toBe(401);
    const unsigned = client();
    unsigned.setCookieHeader(`sid=${sid}`);
    expect((await unsigned.get('/api/user')).status).toBe(401);
  });

  it('answers one generic message for a wrong password and for an unknown user', async () => {
    const wrong = await client().post('/api/login', { username: 'ada', password: 'wrong-password' });
    const unknown = await client().post('/api/login', { username: 'nobody-here', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.message).toBe('Invalid username or password');
    expect(unknown.json.message).toBe(wrong.json.message);
  });

  it('signs in case-insensitively and sets an httpOnly SameSite=Lax cookie', async () => {
    const c = client();
    const res = await c.post('/api/login', { username: 'ADA', password: 'correct-horse' });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('rotates the session id at sign-in so an earlier session id is worthless', async () => {
    const c = client();
    await c.register('fixation-victim');
    await c.login('ada', 'correct-horse');
    const earlier = c.cookieHeader;
    await c.login('fixation-victim');
    expect(c.cookieHeader).not.toBe(earlier);
    expect((await c.get('/api/user')).json.username).toBe('fixation-victim');

    const holder = client();
    holder.setCookieHeader(earlier);
    expect((await holder.get('/api/user')).status).toBe(401);
  });

  it('destroys the session at sign-out, so the old cookie no longer works', async () => {
    const c = client();
    await c.login('ada', 'correct-horse');
    const stolen = c.cookieHeader;
    const out = await c.post('/api/logout');
    expect(out.status).toBe(204);
    expect((await c.get('/api/user')).status).toBe(401);

    const replay = client();
    replay.setCookieHeader(stolen);
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('sends /api/login to the sign-in page with a same-site returnTo only', async () => {
    const c = client();
    const ok = await c.get('/api/login?returnTo=%2Fcommunity%3Ftab%3D1');
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/sign-in?returnTo=%2Fcommunity%3Ftab%3D1');
    for (const evil of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await c.get(`/api/login?returnTo=${encodeURIComponent(evil)}`);
      expect(res.headers.get('location')).toBe('/sign-in?returnTo=%2F');
    }
    await c.login('ada', 'correct-horse');
    const signedIn = await c.get('/api/login?returnTo=%2Ftraining');
    expect(signedIn.headers.get('location')).toBe('/training');
  });
});
