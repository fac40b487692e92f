/** The server on a worker thread: same behaviour, its own event loop. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { startEmbeddedMongo, startEmbeddedMongoWorker } from '../src/index';

describe('startEmbeddedMongoWorker', () => {
  it('serves from a worker thread, persists, and shares the dbPath lock with the process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-worker-'));
    try {
      const mongo = await startEmbeddedMongoWorker({ dbPath: dir, ttlMonitorIntervalMs: 100_000 });
      expect(mongo.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
      await expect(startEmbeddedMongo({ dbPath: dir })).rejects.toThrow(/already open in this process, on another thread/);
      const client = await MongoClient.connect(mongo.uri);
      const coll = client.db('w').collection('c');
      await coll.createIndex({ at: 1 }, { expireAfterSeconds: 0 });
      await coll.insertMany([{ k: 1, at: new Date(0) }, { k: 2 }]);
      expect(await mongo.sweepExpired()).toBe(1);
      await client.close();
      await mongo.stop();
      const again = await startEmbeddedMongo({ dbPath: dir });
      const c2 = await MongoClient.connect(again.uri);
      expect(await c2.db('w').collection('c').find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ k: 2 }]);
      await c2.close();
      await again.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
