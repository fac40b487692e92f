import { z } from 'zod';
import type { RedisConnection } from '../db/redis';
import type { Logger } from '../logger';
import type { AppServer } from './types';
import type { CacheChannel, CacheRegistry } from '../cache/caches';

/** How long a write waits for the other nodes to confirm they dropped a cache entry. */
const ACK_TIMEOUT_MS = 1_000;
const EVENT = 'cache:invalidate';
const ZInvalidation = z.object({ cache: z.string().max(100), key: z.string().max(1_000).optional() });

/**
 * Cache invalidations between app nodes through the Socket.IO Redis adapter's server-side emit, with
 * acknowledgements: a write answers its client only after every other node dropped the entry.
 */
export function connectCacheChannel(io: AppServer, redis: RedisConnection, caches: CacheRegistry, logger: Logger): void {
  const listening = () => redis.subscriber.isReady;
  // Back after an outage: invalidations sent meanwhile never arrived here.
  redis.subscriber.on('ready', () => caches.clearAll());

  io.on(EVENT, (message, ack) => {
    // Another node of ours sent it; checked all the same, since it came over the network.
    const parsed = ZInvalidation.safeParse(message);
    if (parsed.success) caches.receive(parsed.data);
    if (typeof ack === 'function') ack();
  });

  const channel: CacheChannel = {
    listening,
    publish(message) {
      // Redis away: no node can hear it, and those that cannot are bypassing their caches.
      if (!redis.client.isReady) return Promise.resolve();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ACK_TIMEOUT_MS} ms`)), ACK_TIMEOUT_MS);
      });
      return Promise.race([io.serverSideEmitWithAck(EVENT, message), late])
        .then(
          () => undefined,
          (err: unknown) => logger.warn({ err, cache: message.cache }, 'a node did not confirm a cache invalidation in time'),
        )
        .finally(() => clearTimeout(timer));
    },
  };
  caches.setChannel(channel);
}
