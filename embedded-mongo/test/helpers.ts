/**
 * Test targets: the embedded server (default), or a real MongoDB when MONGODB_URI is set, so
 * the same conformance suite can be compared against the real thing.
 */
import { randomBytes } from 'node:crypto';
import { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from '../src/index';

export const REAL_MONGODB_URI = process.env.MONGODB_URI;
export const isRealMongo = Boolean(REAL_MONGODB_URI);

export interface Target {
  /** server URI without a database name, ending in '/' (query string preserved) */
  uri: string;
  /** a fresh database name for this suite */
  dbName: string;
  /** `uri` with dbName inserted */
  dbUri: string;
  embedded: EmbeddedMongo | undefined;
  stop(): Promise<void>;
}

function withDb(uri: string, db: string): string {
  const u = new URL(uri);
  u.pathname = '/' + db;
  return u.toString();
}

export async function startTarget(prefix: string, opts: EmbeddedMongoOptions = {}): Promise<Target> {
  const dbName = `${prefix}_${randomBytes(4).toString('hex')}`;
  if (REAL_MONGODB_URI) {
    const u = new URL(REAL_MONGODB_URI);
    u.pathname = '/';
    const uri = u.toString();
    return { uri, dbName, dbUri: withDb(uri, dbName), embedded: undefined, stop: async () => undefined };
  }
  const embedded = await startEmbeddedMongo({ ttlMonitorIntervalMs: 250, ...opts });
  return { uri: embedded.uri, dbName, dbUri: withDb(embedded.uri, dbName), embedded, stop: () => embedded.stop() };
}

export async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs: number, stepMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await fn();
  while (!ok(last)) {
    if (Date.now() > deadline) return last;
    await new Promise((r) => setTimeout(r, stepMs));
    last = await fn();
  }
  return last;
}

/** How long TTL expiry can take: a real mongod sweeps every 60 s. */
export const TTL_WAIT_MS = isRealMongo ? 75_000 : 5_000;
