import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClient } from './redis';

/**
 * Where rate-limit counters live: in memory on a single app node; in Redis when several nodes share
 * the limits (REDIS_URL), so attempts spread over nodes meet one limit.
 */
export type LimiterStore = (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;
export const memoryLimiterStore: LimiterStore = (options) => new RateLimiterMemory(options);

/**
 * Counters in Redis. While Redis is unreachable each node falls back to its own memory counters
 * (the insurance limiter) rather than refusing every sign-in or letting every attempt through.
 */
export function redisLimiterStore(client: RedisClient): LimiterStore {
  return (options) =>
    new RateLimiterRedis({ ...options, storeClient: client, useRedisPackage: true, rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(options) });
}
