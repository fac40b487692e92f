import { createClient } from 'redis';
import type { Logger } from '../logger';

/** How long /readyz waits for Redis before calling this node not ready. */
const PING_TIMEOUT_MS = 1_000;

// Without the offline queue a command fails at once while Redis is away (rate limits fall back to
// memory, /readyz answers 503) instead of piling up until it returns.
const connect = (url: string) => createClient({ url, disableOfflineQueue: true });
export type RedisClient = ReturnType<typeof connect>;

/**
 * The Redis connections of an app node on a cluster (REDIS_URL): `client` for commands (rate
 * limits, the Socket.IO adapter's publishing) and `subscriber` for the adapter's channels. Both
 * reconnect by themselves; while Redis is away, `ping` fails so the balancer stops sending here.
 */
export type RedisConnection = {
  client: RedisClient;
  subscriber: RedisClient;
  /** `client` for the Socket.IO adapter, whose fire-and-forget publishes must not reject unhandled. */
  adapterClient: RedisClient;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export async function openRedis(url: string, logger: Logger): Promise<RedisConnection> {
  const client = connect(url);
  const subscriber = client.duplicate();
  // While Redis is away the clients retry every few hundred milliseconds: one line when the
  // connection is lost and one when it is back, not one per attempt.
  for (const [name, c] of [['client', client], ['subscriber', subscriber]] as const) {
    let lost = false;
    c.on('error', (err) => {
      if (lost) return;
      lost = true;
      logger.error({ err }, `redis ${name} connection lost; reconnecting`);
    });
    c.on('ready', () => {
      if (!lost) return;
      lost = false;
      logger.info(`redis ${name} reconnected`);
    });
  }
  await Promise.all([client.connect(), subscriber.connect()]);
  // @socket.io/redis-adapter calls publish() without handling its promise; a publish while Redis is
  // away would be an unhandled rejection, which ends the process.
  const adapterClient = new Proxy(client, {
    get(target, prop) {
      if (prop === 'publish') {
        return (...args: Parameters<RedisClient['publish']>) =>
          target.publish(...args).catch((err: unknown) => {
            logger.debug({ err }, 'redis publish failed (Redis away)');
            return 0;
          });
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    client,
    subscriber,
    adapterClient,
    async ping() {
      if (!client.isReady || !subscriber.isReady) throw new Error('Redis not connected');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Redis did not answer')), PING_TIMEOUT_MS);
      });
      try {
        await Promise.race([client.ping(), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
}
