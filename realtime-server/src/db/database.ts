import mongoose, { type Connection } from 'mongoose';
import { startEmbeddedMongo } from '@app/embedded-mongo';
import type { Logger } from '../logger';

export const DEFAULT_DB_NAME = 'advisory';

export type Database = {
  connection: Connection;
  /** The connection string the app uses (for agenda, scripts and logs; never logged with credentials). */
  uri: string;
  embedded: boolean;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** Connects to MONGODB_URI, or starts the embedded store first; the app always speaks to a mongodb:// URI. */
/** Where the data lives: a MongoDB at `uri`, or the embedded store (in memory without dbPath). */
export type MongoConfig = { kind: 'uri'; uri: string } | { kind: 'embedded'; dbPath: string | undefined };

export async function openDatabase(config: { mongo: MongoConfig }, logger: Logger): Promise<Database> {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let uri: string;
  if (config.mongo.kind === 'uri') {
    uri = config.mongo.uri;
  } else {
    const embedded = await startEmbeddedMongo({ port: 0, host: '127.0.0.1', ...(config.mongo.dbPath ? { dbPath: config.mongo.dbPath } : {}) });
    stopEmbedded = () => embedded.stop();
    uri = `${embedded.uri.replace(/\/$/, '')}/${DEFAULT_DB_NAME}`;
    logger.info({ dbPath: config.mongo.dbPath ?? 'memory' }, 'embedded MongoDB-compatible store started');
  }

  const connection = mongoose.createConnection(uri, {
    ...(hasDbName(uri) ? {} : { dbName: DEFAULT_DB_NAME }),
    serverSelectionTimeoutMS: 10_000,
    autoIndex: true,
  });
  try {
    await connection.asPromise();
  } catch (error) {
    await stopEmbedded?.();
    throw error;
  }

  return {
    connection,
    uri,
    embedded: !!stopEmbedded,
    async ping() {
      const db = connection.db;
      if (!db) throw new Error('Database not connected');
      await db.command({ ping: 1 });
    },
    async close() {
      await connection.close();
      await stopEmbedded?.();
    },
  };
}

function hasDbName(uri: string): boolean {
  const match = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]*)/.exec(uri);
  return !!match?.[1];
}
