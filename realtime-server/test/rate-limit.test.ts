import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './helpers/test-app';
import { HttpClient } from './helpers/http-client';

let server: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  server = await startTestApp({ AUTH_RATE_LIMIT_MAX: '5', AUTH_RATE_LIMIT_PER_USERNAME: '3' });
});
afterAll(() => server?.stop());

const client = () => new HttpClient(server.url);

describe('sign-in rate limits', () => {
  it('limits failed attempts per username with 429 and Retry-After', async () => {
    const c = client();
    for (let i = 0; i < 3; i++) expect((await c.post('/api/login', { username: 'victim', password: `guess-${i}` })).status).toBe(401);
    const limited = await c.post('/api/login', { username: 'victim', password: 'guess-x' });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe('Too many attempts. Please try again later.');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits attempts per IP (AUTH_RATE_LIMIT_MAX)', async () => {
    // 4 attempts were made from this IP above; the 5th passes, the 6th is refused whatever the username.
    const c = client();
    expect((await c.post('/api/login', { username: 'someone-1', password: 'x-guess' })).status).toBe(401);
    const limited = await c.post('/api/login', { username: 'someone-2', password: 'x-guess' });
    expect(limited.status).toBe(429);
    expect((await c.post('/api/register', { username: 'newcomer', password: 'secret-pass' })).status).toBe(429);
  });
});
