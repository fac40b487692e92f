import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CookieData } from 'puppeteer';
import type { AddressPolicy } from './address-policy';
import { cookieHeaderFor } from './session-cookies';

export type FetchedText = { status: number; url: string; contentType: string; body: string };

const MAX_REDIRECTS = 5;

/**
 * A GET of a small text resource (a sitemap) from the server itself, under the same address guard
 * as the browser: every hop's host is checked, and the connection goes to the very address that was
 * checked (the lookup answers with it), so neither a redirect nor DNS rebinding reaches anything
 * private. Bodies over `maxBytes` are cut off; the whole fetch gives up after `timeoutMs`. With
 * `cookies` (a signed-in run's session) each hop carries those of them a browser would send to that
 * very address (session-cookies), so the session follows a redirect on its own site and no further.
 */
export async function guardedFetchText(url: string, policy: AddressPolicy, options: { maxBytes?: number; timeoutMs?: number; cookies?: readonly CookieData[] } = {}): Promise<FetchedText | null> {
  const maxBytes = options.maxBytes ?? 5_000_000;
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  let current = new URL(url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:') return null;
    const verdict = await policy.check(current.hostname);
    if (!verdict.ok) return null;
    const lookup: LookupFunction = (_host, opts, callback) => {
      if ((opts as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: verdict.address, family: verdict.family }]);
      else callback(null, verdict.address, verdict.family);
    };
    const cookie = options.cookies ? cookieHeaderFor(current, options.cookies, Date.now()) : null;
    const response = await get(current, lookup, maxBytes, Math.max(1, deadline - Date.now()), cookie);
    if (!response) return null;
    if (response.status >= 300 && response.status < 400 && response.location) {
      current = new URL(response.location, current);
      continue;
    }
    return { status: response.status, url: current.toString(), contentType: response.contentType, body: response.body };
  }
  return null;
}

function get(url: URL, lookup: LookupFunction, maxBytes: number, timeoutMs: number, cookie: string | null): Promise<{ status: number; location: string | undefined; contentType: string; body: string } | null> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.get(url, { lookup, timeout: timeoutMs, headers: { Accept: 'application/xml,text/xml,text/html;q=0.8,*/*;q=0.5', 'User-Agent': 'AccessibilityScanner/1.0', ...(cookie ? { Cookie: cookie } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          res.destroy();
          return;
        }
        chunks.push(chunk);
      });
      res.on('close', () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, contentType: res.headers['content-type'] ?? '', body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', () => resolve(null));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
  });
}
