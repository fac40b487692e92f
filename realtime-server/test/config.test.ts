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

  it('marks cookies Secure in production unless told otherwise', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });
});
