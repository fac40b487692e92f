/**
 * embedded-mongo: an in-process server speaking MongoDB's wire protocol.
 *
 *   const mongo = await startEmbeddedMongo({ dbPath: './data' });
 *   await mongoose.connect(mongo.uri + 'app');
 *   ...
 *   await mongo.stop();
 */
import type { ServerInfo } from './commands/context';
import { CursorManager } from './cursors';
import { Persistence } from './journal/persistence';
import { WireServer } from './server';
import { Engine } from './storage/engine';

export interface EmbeddedMongoOptions {
  /** TCP port; 0 (default) picks a free one */
  port?: number;
  /** interface to bind; default 127.0.0.1 */
  host?: string;
  /** directory for durable data; without it data lives in memory only */
  dbPath?: string;
  /** how often expired TTL documents are removed (default 30 000 ms; MongoDB uses 60 s) */
  ttlMonitorIntervalMs?: number;
  /** idle cursors are closed after this long (default 10 minutes) */
  cursorTimeoutMs?: number;
  /** journal size that triggers a new snapshot (default 64 MiB) */
  compactThresholdBytes?: number;
}

export interface EmbeddedMongo {
  /** `mongodb://<host>:<port>/` — append a database name */
  readonly uri: string;
  readonly host: string;
  readonly port: number;
  readonly dbPath: string | undefined;
  /** stops accepting, closes connections, flushes the journal, releases the dbPath lock */
  stop(): Promise<void>;
  /** runs the TTL sweep now; returns the number of documents removed */
  sweepExpired(): number;
}

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  for (const key of ['ttlMonitorIntervalMs', 'cursorTimeoutMs', 'compactThresholdBytes'] as const) {
    const value = options[key];
    // A zero, negative or non-numeric interval would make a timer spin.
    if (value !== undefined && !(Number.isInteger(value) && value > 0)) throw new RangeError(`${key} must be a positive integer, got ${String(value)}`);
  }
  const host = options.host ?? '127.0.0.1';
  const engine = new Engine();
  const persistence = options.dbPath
    ? await Persistence.open(options.dbPath, engine, options.compactThresholdBytes !== undefined ? { compactThresholdBytes: options.compactThresholdBytes } : {})
    : undefined;
  const cursors = new CursorManager(options.cursorTimeoutMs);
  const info: ServerInfo = {
    startedAt: Date.now(),
    host,
    port: 0,
    connectionsCurrent: 0,
    connectionsTotal: 0,
    opcounters: { insert: 0, query: 0, update: 0, delete: 0, getmore: 0, command: 0 },
  };
  const sweepExpired = (): number => {
    let removed = 0;
    const now = Date.now();
    for (const colls of engine.dbs.values()) for (const c of colls.values()) removed += c.expire(now);
    return removed;
  };
  const ttlTimer = setInterval(sweepExpired, options.ttlMonitorIntervalMs ?? 30_000);
  ttlTimer.unref();
  const server = new WireServer(engine, cursors, info);
  let port: number;
  try {
    port = await server.listen(options.port ?? 0, host);
  } catch (err) {
    clearInterval(ttlTimer);
    cursors.close();
    await persistence?.close();
    throw err;
  }
  info.port = port;
  const uriHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  let stopping: Promise<void> | undefined;
  return {
    uri: `mongodb://${uriHost}:${port}/`,
    host,
    port,
    dbPath: options.dbPath,
    sweepExpired,
    stop() {
      stopping ??= (async () => {
        clearInterval(ttlTimer);
        await server.close();
        cursors.close();
        await engine.durable().catch(() => undefined);
        await persistence?.close();
      })();
      return stopping;
    },
  };
}

export { startEmbeddedMongoWorker, type EmbeddedMongoWorker } from './worker';
