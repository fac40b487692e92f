// What the benchmarks that spawn the real app share on the orchestrator's side: where the repo is,
// the app's environment for a bench run, and a signed-in JSON client for its API.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (benches run their children from there). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The environment of an app server under a benchmark: production mode on 127.0.0.1, the embedded
 * store in memory under `dataDir`, no demo data, and sign-in limits out of the way (a bench signs in
 * a thousand accounts from one address). `extra` adds or overrides variables.
 */
export function benchAppEnv(port: string, dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_MONGO_IN_MEMORY: 'true',
    SESSION_SECRET: 'b'.repeat(64),
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    AUTH_RATE_LIMIT_MAX: '1000000',
    ...extra,
  };
}

/** Signs `username` in at `baseUrl` and returns the session's cookie header. */
export async function signInCookie(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** A JSON call to the app at `baseUrl` as the holder of `cookie` (same-origin, as the browser sends it); throws on a status of 300 or more. */
export function benchApi(baseUrl: string) {
  return async (cookie: string, method: string, pathname: string, body?: unknown) => {
    const res = await fetch(baseUrl + pathname, {
      method,
      headers: { cookie, 'Content-Type': 'application/json', Origin: baseUrl, 'Sec-Fetch-Site': 'same-origin' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${pathname}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
}

/** Runs `fn` over `items`, at most `concurrency` at a time. */
export async function pool<T>(items: T[], concurrency: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
}

/** parseArgs options for string flags with defaults: `{ port: '4411' }` stands for `{ port: { type: 'string', default: '4411' } }`. */
export function stringFlags<K extends string>(defaults: Record<K, string>): { [P in K]: { type: 'string'; default: string } } {
  return Object.fromEntries(Object.entries(defaults).map(([flag, value]) => [flag, { type: 'string', default: value }])) as { [P in K]: { type: 'string'; default: string } };
}
