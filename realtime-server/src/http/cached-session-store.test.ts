import session from 'express-session';
import { describe, expect, it } from 'vitest';
import { createCacheRegistry } from '../cache/caches';
import { CachedSessionStore } from './cached-session-store';

type Callback<T = void> = (err?: unknown, value?: T) => void;

/** An inner store whose reads wait until the test lets them answer, with what was stored when they began. */
class SlowStore extends session.Store {
  readonly data = new Map<string, session.SessionData>();
  readonly waiting: (() => void)[] = [];
  override get(sid: string, callback: Callback<session.SessionData | null>): void {
    const value = this.data.get(sid) ?? null;
    this.waiting.push(() => callback(undefined, value));
  }
  override set(sid: string, value: session.SessionData, callback?: Callback): void {
    this.data.set(sid, value);
    callback?.();
  }
  override destroy(sid: string, callback?: Callback): void {
    this.data.delete(sid);
    callback?.();
  }
}

const signedIn = { userId: 'u1', cookie: { originalMaxAge: 1000 } } as session.SessionData;

function read(store: session.Store, sid: string): Promise<session.SessionData | null | undefined> {
  return new Promise((resolve, reject) => store.get(sid, (err, value) => (err ? reject(err) : resolve(value))));
}

describe('cached session store', () => {
  it('does not keep serving a session that was destroyed while a read of it was under way', async () => {
    const inner = new SlowStore();
    inner.data.set('s1', signedIn);
    const store = new CachedSessionStore(inner, createCacheRegistry().create('sessions', { max: 10, ttlMs: 60_000 }));

    const racing = read(store, 's1');
    store.destroy('s1');
    inner.waiting.shift()!();
    expect(await racing).toMatchObject({ userId: 'u1' });

    const after = read(store, 's1');
    expect(inner.waiting).toHaveLength(1); // not answered from the cache
    inner.waiting.shift()!();
    expect(await after).toBeNull();
  });

  it('hands out copies, so a request changing its session does not change the cached one', async () => {
    const inner = new SlowStore();
    inner.data.set('s1', signedIn);
    const store = new CachedSessionStore(inner, createCacheRegistry().create('sessions', { max: 10, ttlMs: 60_000 }));
    const first = read(store, 's1');
    inner.waiting.shift()!();
    const copy = (await first)!;
    delete copy.userId;
    expect(await read(store, 's1')).toMatchObject({ userId: 'u1' });
  });
});
