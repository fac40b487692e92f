import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration from the environment', () => {
  it('refuses to start in production without a session secret, saying what to do', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/);
  });

  it('lists every invalid variable', () => {
    const attempt = () => loadConfig({ PORT: 'abc', MONGODB_URI: 'http://db', AUTH_RATE_LIMIT_MAX: '-1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cfg-')) });
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/MONGODB_URI must start with mongodb:\/\//);
    expect(attempt).toThrow(/AUTH_RATE_LIMIT_MAX/);
  });

  it('uses the embedded store in DATA_DIR without MONGODB_URI, and a real one with it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const local = loadConfig({ DATA_DIR: dir });
    expect(local.mongo).toEqual({ kind: 'embedded', dbPath: path.join(dir, 'db') });
    expect(local.port).toBe(3000);
    expect(local.authRateLimitMax).toBe(20);
    expect(loadConfig({ DATA_DIR: dir, MONGODB_URI: 'mongodb://db:27017/app' }).mongo).toEqual({ kind: 'uri', uri: 'mongodb://db:27017/app' });
  });

  it('generates a local session secret once and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it('bounds slow clients by default and refuses a headers timeout longer than the request timeout', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dir }).http).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 65_000 });
    expect(() => loadConfig({ DATA_DIR: dir, HTTP_HEADERS_TIMEOUT_MS: '30000', HTTP_REQUEST_TIMEOUT_MS: '20000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS must not be longer/);
    expect(() => loadConfig({ DATA_DIR: dir, HTTP_REQUEST_TIMEOUT_MS: '0' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
  });

  it('meets on meet.jit.si unless JITSI_DOMAIN names another Jitsi server, and refuses anything but a host name', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dir }).jitsiDomain).toBe('meet.jit.si');
    expect(loadConfig({ DATA_DIR: dir, JITSI_DOMAIN: 'Jitsi.Example.org' }).jitsiDomain).toBe('jitsi.example.org');
    for (const bad of ['https://meet.jit.si', 'meet.jit.si/room', "x.org; script-src *", ''])
      expect(() => loadConfig({ DATA_DIR: dir, JITSI_DOMAIN: bad }), bad).toThrow(/JITSI_DOMAIN/);
  });

  it('marks cookies Secure in production unless told otherwise', () => {
    const secret = 'x'.repeat(40);
    const key = 'a'.repeat(64);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, SECRETS_KEY: key }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, SECRETS_KEY: key, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('refuses to start in production on a lasting store without SECRETS_KEY (every node must open what another sealed)', () => {
    const secret = 'x'.repeat(40);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret })).toThrow(/SECRETS_KEY is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, EMBEDDED_MONGO_IN_MEMORY: 'true' }).secretsKey.source).toBe('ephemeral');
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, SECRETS_KEY: 'b'.repeat(64) }).secretsKey.source).toBe('env');
  });
});
