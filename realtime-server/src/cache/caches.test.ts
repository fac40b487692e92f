import { describe, expect, it } from 'vitest';
import { createCacheRegistry, type CacheInvalidation } from './caches';

describe('read caches', () => {
  it('loads once for concurrent misses and serves hits afterwards', async () => {
    const cache = createCacheRegistry().create<string>('users', { max: 10, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads++;
      return 'ada';
    };
    expect(await Promise.all([cache.wrap('1', load), cache.wrap('1', load)])).toEqual(['ada', 'ada']);
    expect(await cache.wrap('1', load)).toBe('ada');
    expect(loads).toBe(1);
  });

  it('never stores a value loaded before an invalidation, and tells other nodes', async () => {
    const registry = createCacheRegistry();
    const sent: CacheInvalidation[] = [];
    registry.setChannel({ listening: () => true, publish: async (m) => void sent.push(m) });
    const cache = registry.create<string>('feed', { max: 10, ttlMs: 60_000 });
    let release!: (v: string) => void;
    const slow = cache.wrap('page', () => new Promise<string>((r) => (release = r)));
    await cache.invalidate();
    release('stale');
    expect(await slow).toBe('stale');
    expect(cache.get('page')).toBeUndefined();
    expect(sent).toEqual([{ cache: 'feed' }]);
  });

  it('applies invalidations announced by another node', async () => {
    const registry = createCacheRegistry();
    const cache = registry.create<number>('sessions', { max: 10, ttlMs: 60_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    registry.receive({ cache: 'sessions', key: 'a' });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    registry.receive({ cache: 'sessions' });
    expect(cache.get('b')).toBeUndefined();
  });

  it('bypasses every cache while it cannot hear other nodes, and starts empty when it can again', async () => {
    const registry = createCacheRegistry();
    let listening = true;
    registry.setChannel({ listening: () => listening, publish: async () => {} });
    const cache = registry.create<string>('users', { max: 10, ttlMs: 60_000 });
    cache.set('1', 'cached');
    listening = false;
    let loads = 0;
    const load = async () => `loaded ${++loads}`;
    expect(cache.get('1')).toBeUndefined();
    expect(await cache.wrap('1', load)).toBe('loaded 1');
    expect(await cache.wrap('1', load)).toBe('loaded 2');
    listening = true;
    registry.clearAll();
    expect(await cache.wrap('1', load)).toBe('loaded 3');
    expect(await cache.wrap('1', load)).toBe('loaded 3');
  });

  it('forgets entries after their time to live', async () => {
    const cache = createCacheRegistry().create<number>('short', { max: 10, ttlMs: 20 });
    cache.set('a', 1);
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.get('a')).toBeUndefined();
  });
});
