import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createAddressPolicy } from '../../src/modules/compliance/scanner/address-policy';
import { startGuardProxy, type GuardProxy } from '../../src/modules/compliance/scanner/guard-proxy';
import { ScanFailure, scanPage } from '../../src/modules/compliance/scanner/scan-page';
import { createSharedBrowser, type SharedBrowser } from '../../src/modules/compliance/scanner/shared-browser';
import { localServer, type LocalServer } from './fixture-server';

/**
 * A name that resolves to an allowed address when checked and to a refused one when connected
 * (DNS rebinding). The fixture listens on 127.0.0.1 and the canary on 127.0.0.2, on the same port:
 * Chromium must never get to the second answer, because the guard proxy connects to the address it
 * checked itself.
 */
let fixture: LocalServer;
let canary: LocalServer;
let proxy: GuardProxy;
let browser: SharedBrowser;
let lookups = 0;
let policy: ReturnType<typeof createAddressPolicy>;

beforeAll(async () => {
  fixture = await localServer('127.0.0.1', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<!doctype html><html lang="en"><title>Fixture</title><main><h1>Hello</h1><img src="/logo.png" alt="Logo"></main></html>');
  });
  canary = await localServer('127.0.0.2', (_req, res) => res.end('canary'), fixture.port);
  // The scanner's own checks (the URL, then the intercepted requests) are answered 127.0.0.1; the
  // lookups made when connecting are answered 127.0.0.2, whichever comes first (Chromium may reach
  // the proxy before interception sees a request, so a shared counter made the order matter).
  policy = createAddressPolicy({
    allowHosts: ['127.0.0.1'],
    resolve: async () => {
      lookups++;
      return [{ address: '127.0.0.1', family: 4 }];
    },
  });
  const rebound = createAddressPolicy({
    allowHosts: ['127.0.0.1'],
    resolve: async () => {
      lookups++;
      return [{ address: '127.0.0.2', family: 4 }];
    },
  });
  proxy = await startGuardProxy(rebound);
  browser = createSharedBrowser({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', proxyUrl: proxy.url, logger: pino({ level: 'silent' }) });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await Promise.all([fixture?.close(), canary?.close()]);
});

describe('DNS rebinding', () => {
  it('cannot make the scanner connect to an address the check did not see', async () => {
    const outcome = await scanPage(`http://rebind.test:${fixture.port}/`, {
      browser: await browser.get(),
      policy,
      timeoutMs: 15_000,
      onPhase: () => {},
      signal: new AbortController().signal,
    }).catch((err: unknown) => err);
    expect(lookups).toBeGreaterThanOrEqual(2);
    expect(canary.requests).toEqual([]);
    // The proxy refused the connections its own lookups pointed at 127.0.0.2 (Chromium reaches the
    // network for some requests before interception sees them, so this is the layer that must hold).
    expect(outcome).toBeInstanceOf(ScanFailure);
    expect(proxy.blockedCount()).toBeGreaterThanOrEqual(1);
  });
});
