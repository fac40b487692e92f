import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '@app/embedded-mongo';
import { settingsStore } from '../../src/modules/settings/contracts';

describe('the settings store', () => {
  let mongo: EmbeddedMongo;
  let db: Connection;
  beforeAll(async () => {
    mongo = await startEmbeddedMongo();
    db = await mongoose.createConnection(`${mongo.uri}settings-store`).asPromise();
  });
  afterAll(async () => {
    await db?.close();
    await mongo?.stop();
  });

  it('keeps when a key was created and when it last changed (spec 000: createdAt, updatedAt)', async () => {
    const store = settingsStore(db);
    await store.put('business-hours', { open: '09:00' }, null);
    const first = await db.collection('settings').findOne({ key: 'business-hours' });
    expect(first).toMatchObject({ createdAt: expect.any(Date), updatedAt: expect.any(Date) });

    await new Promise((r) => setTimeout(r, 20));
    const changed = await store.put('business-hours', { open: '08:30' }, null);
    const second = await db.collection('settings').findOne({ key: 'business-hours' });
    expect(second!.createdAt).toEqual(first!.createdAt);
    expect(second!.updatedAt.getTime()).toBeGreaterThan(first!.updatedAt.getTime());
    expect(changed.updatedAt).toEqual(second!.updatedAt);
    expect((await store.get('business-hours'))?.value).toEqual({ open: '08:30' });
  });
});
