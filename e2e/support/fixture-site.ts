import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from '@playwright/test';

export type FixtureSite = {
  /** The site's address, e.g. `http://127.0.0.1:43121` (known once the spec's beforeAll has run). */
  readonly base: string;
  /** The address of `path` on the site. */
  url(path: string): string;
};

/**
 * A local web site for the scanner to visit (the test server allow-lists 127.0.0.1), served by
 * `handle` for the whole spec file: listening on a free port before its first test, closed after
 * its last.
 */
export function serveFixtureSite(handle: http.RequestListener): FixtureSite {
  let server: http.Server;
  const site = {
    base: '',
    url: (path: string) => `${site.base}${path}`,
  };
  test.beforeAll(async () => {
    server = http.createServer(handle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return site;
}
