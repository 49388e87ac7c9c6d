import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { RedisHealth } from './redis-health.js';

type Counted = Parameters<FastifyRateLimitStore['incr']>[1];
interface CountingStore extends FastifyRateLimitStore {
  read?(key: string, callback: Counted, timeWindow: number, max: number): void;
}

// The plugin's own Redis store (its Lua script and key layout), wrapped below; it ships no types.
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => CountingStore;

/** Redis cannot count this request: answered 503 (not 500), and not logged per request. */
export class RateLimitStoreUnavailable extends Error {
  readonly statusCode = 503;
  constructor() {
    super('Rate-limit counters (Redis) are unreachable');
    this.name = 'RateLimitStoreUnavailable';
  }
}

/**
 * The rate-limit plugin's Redis store, failing closed and fast: while Redis is known to be away a
 * request is refused at once instead of waiting for a command to time out, and any failed count
 * becomes RateLimitStoreUnavailable (the plugin would otherwise throw ioredis's error, a 500).
 */
export function redisRateLimitStore(redis: Redis, health: RedisHealth, nameSpace: string): FastifyRateLimitStoreCtor {
  const count = (operation: CountingStore['incr'], key: string, callback: Counted, timeWindow: number, max: number) => {
    if (!health.reachable) return callback(new RateLimitStoreUnavailable());
    operation(key, (error, result) => {
      if (!error) return callback(null, result);
      health.failed(error);
      callback(new RateLimitStoreUnavailable());
    }, timeWindow, max);
  };
  const guarded = (inner: CountingStore): CountingStore => ({
    incr: (key, callback, timeWindow, max) => count(inner.incr.bind(inner), key, callback, timeWindow, max),
    read: (key, callback, timeWindow, max) => count(inner.read!.bind(inner), key, callback, timeWindow, max),
    child: (routeOptions) => guarded(inner.child(routeOptions) as CountingStore),
  });
  // The plugin calls `new store(options)`; a constructor function may hand back another object.
  return function GuardedRedisStore(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
    return guarded(new RedisStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false, redis, nameSpace));
  } as unknown as FastifyRateLimitStoreCtor;
}
