/** connect-mongo + express-session over real HTTP: sessions persist and expire through TTL. */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import MongoStore from 'connect-mongo';
import express from 'express';
import session from 'express-session';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTarget, TTL_WAIT_MS, type Target } from './helpers';

declare module 'express-session' {
  interface SessionData {
    views?: number;
  }
}

describe('connect-mongo with express-session', () => {
  let target: Target;
  let store: MongoStore;
  let http: Server;
  let base: string;
  let client: MongoClient;

  beforeAll(async () => {
    target = await startTarget('sessions');
    store = MongoStore.create({ mongoUrl: target.dbUri, ttl: 2, collectionName: 'sessions' });
    const app = express();
    app.use(session({ secret: 'test-secret', resave: false, saveUninitialized: false, store }));
    app.get('/views', (req, res) => {
      req.session.views = (req.session.views ?? 0) + 1;
      res.json({ views: req.session.views });
    });
    http = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    client = await MongoClient.connect(target.uri);
  });

  afterAll(async () => {
    await new Promise((r) => http?.close(r));
    await store?.close();
    await client?.db(target.dbName).dropDatabase().catch(() => undefined);
    await client?.close();
    await target?.stop();
  });

  const get = async (cookie?: string): Promise<{ views: number; cookie: string | undefined }> => {
    const res = await fetch(`${base}/views`, { headers: cookie ? { cookie } : {} });
    const setCookie = res.headers.get('set-cookie')?.split(';')[0];
    return { views: ((await res.json()) as { views: number }).views, cookie: setCookie };
  };

  it('keeps a session across two requests and expires it through the TTL index', async () => {
    const first = await get();
    expect(first.views).toBe(1);
    expect(first.cookie).toMatch(/^connect\.sid=/);
    const second = await get(first.cookie);
    expect(second.views).toBe(2);
    const sessions = client.db(target.dbName).collection('sessions');
    const stored = await sessions.find({}).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.expires).toBeInstanceOf(Date);
    expect(JSON.parse(String(stored[0]!.session)).views).toBe(2);
    const ttl = (await sessions.listIndexes().toArray()).find((i) => i.key.expires === 1);
    expect(ttl?.expireAfterSeconds).toBe(0);
    const left = await eventually(() => sessions.countDocuments(), (n) => n === 0, TTL_WAIT_MS + 3_000);
    expect(left).toBe(0);
    const third = await get(first.cookie);
    expect(third.views).toBe(1);
  }, TTL_WAIT_MS + 15_000);
});
