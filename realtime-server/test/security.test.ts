import { Router } from 'express';
import { io, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { requirePremium, requireRole, requireUser } from '../src/http/guards';
import { appModules } from '../src/modules';
import type { AppModule } from '../src/modules/module';
import { HttpClient } from './helpers/http-client';
import { appSuite, type TestServer } from './helpers/test-app';

/** Probe routes guarded exactly as feature routes are. */
const probeModule: AppModule = {
  name: 'probe',
  setup: () => {
    const routes = Router();
    routes.get('/probe/member', requireUser, (_req, res) => res.json({ ok: true }));
    routes.get('/probe/operator', requireRole('operator'), (_req, res) => res.json({ ok: true }));
    routes.get('/probe/premium', requirePremium, (_req, res) => res.json({ ok: true }));
    routes.post('/probe/echo', (req, res) => res.json(req.body));
    return { routes };
  },
};

let server: TestServer;
appSuite((app) => (server = app), { env: () => ({ JSON_BODY_LIMIT: '1kb' }), start: { modules: [...appModules, probeModule] } });

const client = () => new HttpClient(server.url);

/** A socket.io handshake (long-polling first, as browsers begin) carrying the Origin a page would send. */
function socketWithOrigin(origin: string): Promise<Socket> {
  const socket = io(server.url, { transports: ['polling'], reconnection: false, forceNew: true, extraHeaders: { Origin: origin } });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

describe('role guards', () => {
  it('answers 401 to visitors, 403 to members without the role, 200 with it', async () => {
    const visitor = client();
    expect((await visitor.get('/api/probe/member')).status).toBe(401);
    expect((await visitor.get('/api/probe/operator')).status).toBe(401);

    const member = client();
    await member.register('plain-member');
    expect((await member.get('/api/probe/member')).status).toBe(200);
    const forbidden = await member.get('/api/probe/operator');
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.code).toBe('FORBIDDEN');
    const premium = await member.get('/api/probe/premium');
    expect(premium.status).toBe(403);
    expect(premium.json.code).toBe('PREMIUM_REQUIRED');

    const operator = client();
    const op = await operator.register('the-operator');
    await server.users.setRole(op.id, 'operator');
    expect((await operator.get('/api/probe/operator')).status).toBe(200);
    expect((await operator.get('/api/probe/premium')).status).toBe(200);

    const paid = client();
    const p = await paid.register('paid-member');
    await server.users.setPremium(p.id, true, new Date(Date.now() + 86_400_000));
    expect((await paid.get('/api/probe/premium')).status).toBe(200);
    await server.users.setPremium(p.id, true, new Date(Date.now() - 1000));
    expect((await paid.get('/api/probe/premium')).status).toBe(403);
  });
});

describe('request protection', () => {
  it('refuses a cross-site write with 403 and accepts same-origin and non-browser writes', async () => {
    const c = client();
    const evil = await c.request('POST', '/api/probe/echo', { body: { a: 1 }, headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } });
    expect(evil.status).toBe(403);
    expect(evil.json.code).toBe('CSRF_REJECTED');
    const originOnly = await c.request('POST', '/api/probe/echo', { body: { a: 1 }, headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': '' } });
    expect(originOnly.status).toBe(403);
    const same = await c.post('/api/probe/echo', { a: 1 });
    expect(same.status).toBe(200);
    const curl = await fetch(`${server.url}/api/probe/echo`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":2}' });
    expect(curl.status).toBe(200);
  });

  it('without Sec-Fetch-Site, refuses a write whose Origin has the right host but another scheme', async () => {
    const c = client();
    const { host } = new URL(server.url);
    const otherScheme = await c.request('POST', '/api/probe/echo', { body: { a: 1 }, headers: { Origin: `https://${host}`, 'Sec-Fetch-Site': '' } });
    expect(otherScheme.status).toBe(403);
    expect(otherScheme.json.code).toBe('CSRF_REJECTED');
    const otherPort = await c.request('POST', '/api/probe/echo', { body: { a: 1 }, headers: { Origin: `http://${new URL(server.url).hostname}:1`, 'Sec-Fetch-Site': '' } });
    expect(otherPort.status).toBe(403);
    const sameOrigin = await c.request('POST', '/api/probe/echo', { body: { a: 1 }, headers: { Origin: server.url, 'Sec-Fetch-Site': '' } });
    expect(sameOrigin.status).toBe(200);
  });

  it('refuses a socket handshake from the same host under another scheme, and accepts the site itself', async () => {
    const { host } = new URL(server.url);
    await expect(socketWithOrigin(`https://${host}`)).rejects.toThrow();
    const ok = await socketWithOrigin(server.url);
    expect(ok.connected).toBe(true);
    ok.disconnect();
  });

  it('answers 413 for a body over the limit and 400 for malformed JSON', async () => {
    const c = client();
    const big = await c.post('/api/probe/echo', { text: 'x'.repeat(5000) });
    expect(big.status).toBe(413);
    expect(big.json.code).toBe('PAYLOAD_TOO_LARGE');
    const broken = await c.request('POST', '/api/probe/echo', { rawBody: '{"a":' });
    expect(broken.status).toBe(400);
    expect(broken.json.message).toBe('The request body is not valid JSON.');
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await client().get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(res.json).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reports health and readiness (the database answers)', async () => {
    expect((await client().get('/healthz')).json).toEqual({ status: 'ok' });
    const ready = await client().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.json.status).toBe('ready');
  });

  it('sends security headers and a request id', async () => {
    const res = await client().get('/api/auth/user');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
