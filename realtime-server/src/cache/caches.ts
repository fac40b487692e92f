import { LRUCache } from 'lru-cache';

/**
 * In-process read caches for the hottest lookups (session, user, first feed pages). Every cache is
 * bounded (entries and age). On a cluster they are never stale after a write is acknowledged:
 * - a write drops the entry here, then waits until every other node has dropped it too (the channel
 *   answers once they all acknowledged), before the caller answers its client;
 * - while a node cannot hear invalidations (its Redis subscription is down) it bypasses its caches,
 *   and it empties them when the subscription returns (it may have missed some).
 * The age bound only matters if a node stops answering without leaving the cluster.
 */
export type CacheInvalidation = { cache: string; key?: string };

/** How invalidations reach the other app nodes (Socket.IO's server-side emit over Redis). */
export type CacheChannel = {
  /** Resolves once every other node has applied it (or after the channel's timeout, logged). */
  publish(message: CacheInvalidation): Promise<void>;
  /** False while this node may miss invalidations from the others. */
  listening(): boolean;
};

export type Cache<V extends NonNullable<unknown>> = {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** The cached value, or the loader's (cached unless undefined). Concurrent misses share one load. */
  wrap(key: string, load: () => Promise<V | undefined>): Promise<V | undefined>;
  /** Drops one key (or everything) here and, before resolving, on the other nodes. */
  invalidate(key?: string): Promise<void>;
};

type CacheState = {
  lru: LRUCache<string, NonNullable<unknown>>;
  loading: Map<string, Promise<unknown>>;
  /** Bumped by every invalidation: a load that started before one must not store its stale result. */
  generation: number;
};

const alone: CacheChannel = { publish: async () => {}, listening: () => true };

export function createCacheRegistry() {
  const caches = new Map<string, CacheState>();
  let channel = alone;

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
      get: (key) => (channel.listening() ? (state.lru.get(key) as V | undefined) : undefined),
      set: (key, value) => {
        if (channel.listening()) state.lru.set(key, value);
      },
      async wrap(key, load) {
        if (!channel.listening()) return load();
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
        if (value !== undefined && startedAt === state.generation && channel.listening()) state.lru.set(key, value);
        return value;
      },
      async invalidate(key) {
        const message = { cache: name, ...(key === undefined ? {} : { key }) };
        drop(message);
        await channel.publish(message);
      },
    };
  }

  return {
    create,
    /** Applies an invalidation that another node announced. */
    receive: drop,
    /** Empties every cache (this node may have missed invalidations). */
    clearAll(): void {
      for (const name of caches.keys()) drop({ cache: name });
    },
    /** Wires the cross-node channel once Socket.IO exists. */
    setChannel(next: CacheChannel) {
      channel = next;
    },
  };
}

export type CacheRegistry = ReturnType<typeof createCacheRegistry>;
