import { LRUCache } from 'lru-cache';

/**
 * In-process read caches for the hottest lookups (session, user, first feed pages). Every cache is
 * bounded (entries and age); writes invalidate locally at once and on the other app nodes through
 * `broadcast` (Socket.IO's server-side emit when the Redis adapter is on), so the age bound only
 * matters if a message is lost.
 */
export type CacheInvalidation = { cache: string; key?: string };

export type Cache<V extends NonNullable<unknown>> = {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** The cached value, or the loader's (cached unless undefined). Concurrent misses share one load. */
  wrap(key: string, load: () => Promise<V | undefined>): Promise<V | undefined>;
  /** Drops one key (or everything) here and on the other nodes. */
  invalidate(key?: string): void;
};

type CacheState = {
  lru: LRUCache<string, NonNullable<unknown>>;
  loading: Map<string, Promise<unknown>>;
  /** Bumped by every invalidation: a load that started before one must not store its stale result. */
  generation: number;
};

export function createCacheRegistry() {
  const caches = new Map<string, CacheState>();
  let broadcast: (message: CacheInvalidation) => void = () => {};

  function drop({ cache, key }: CacheInvalidation): void {
    const state = caches.get(cache);
    if (!state) return;
    state.generation++;
    state.loading.clear();
    if (key === undefined) state.lru.clear();
    else state.lru.delete(key);
  }

  /** `maxSize` bounds the total length of cached strings and buffers (other values count 1 each). */
  function create<V extends NonNullable<unknown>>(name: string, { max, ttlMs, maxSize }: { max: number; ttlMs: number; maxSize?: number }): Cache<V> {
    if (caches.has(name)) throw new Error(`Cache "${name}" exists already`);
    const lru = new LRUCache<string, NonNullable<unknown>>({
      max,
      ttl: ttlMs,
      ...(maxSize ? { maxSize, sizeCalculation: (v: unknown) => (typeof v === 'string' || Buffer.isBuffer(v) ? Math.max(1, v.length) : 1) } : {}),
    });
    const state: CacheState = { lru, loading: new Map(), generation: 0 };
    caches.set(name, state);
    return {
      get: (key) => state.lru.get(key) as V | undefined,
      set: (key, value) => void state.lru.set(key, value),
      async wrap(key, load) {
        const hit = state.lru.get(key) as V | undefined;
        if (hit !== undefined) return hit;
        const pending = state.loading.get(key) as Promise<V | undefined> | undefined;
        if (pending) return pending;
        const startedAt = state.generation;
        const promise = load().finally(() => {
          if (state.loading.get(key) === promise) state.loading.delete(key);
        });
        state.loading.set(key, promise);
        const value = await promise;
        if (value !== undefined && startedAt === state.generation) state.lru.set(key, value);
        return value;
      },
      invalidate(key) {
        const message = { cache: name, ...(key === undefined ? {} : { key }) };
        drop(message);
        broadcast(message);
      },
    };
  }

  return {
    create,
    /** Applies an invalidation that another node announced. */
    receive: drop,
    /** Wires the cross-node channel once Socket.IO exists. */
    setBroadcast(fn: (message: CacheInvalidation) => void) {
      broadcast = fn;
    },
  };
}

export type CacheRegistry = ReturnType<typeof createCacheRegistry>;
