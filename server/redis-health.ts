import type { Redis, RedisOptions } from 'ioredis';

/**
 * Redis holds the rate-limit counters that several instances share. When it is away the
 * rate-limited routes answer 503 at once (they fail closed: a limit that is not counted is no
 * limit) and /healthz says so; the log gets one line when it goes away and one when it is back,
 * however many requests are refused meanwhile.
 */
export const redisClientOptions: RedisOptions = {
  // A rate-limit check must not hold a visitor's request: a connection attempt gives up after 2 s,
  // a command after 1 s (and a command that times out counts as Redis being away).
  connectTimeout: 2_000,
  commandTimeout: 1_000,
  // A command sent while the connection drops is retried once after reconnecting, not twenty times.
  maxRetriesPerRequest: 1,
  // Reconnect for as long as the server runs: after 0.2 s, 0.4 s, ... then every 2 s.
  retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
};

interface HealthLog {
  error(details: object, message: string): void;
  info(message: string): void;
}

export interface RedisHealth {
  /** False from a failure until Redis is ready again: rate-limited routes then answer 503 without waiting. */
  readonly reachable: boolean;
  /** A command failed: Redis counts as away (logged once per outage). */
  failed(error: unknown): void;
  /** /healthz: asks Redis (bounded by the command timeout) unless it is known to be away. */
  check(): Promise<'ok' | 'unreachable'>;
  /** Stops listening to the client's events (before the client is closed on purpose). */
  stop(): void;
}

// The log of an outage is not repeated more often than this, even if Redis comes and goes.
const logAtMostEveryMs = 60_000;
const watched = new WeakMap<Redis, RedisHealth>();

/**
 * Watches a client: its 'error' events (without a listener ioredis prints every failed reconnect
 * to stderr), its connection closing and becoming ready again. One watcher per client, so the
 * server's start (which must listen before the first connection attempt fails) and the app share it.
 */
export function redisHealthOf(redis: Redis, log: HealthLog): RedisHealth {
  const existing = watched.get(redis);
  if (existing) return existing;

  let away = false;
  let lastLoggedAt = -Infinity;
  let outageLogged = false;
  const goAway = (error: unknown) => {
    if (away) return;
    away = true;
    outageLogged = Date.now() - lastLoggedAt >= logAtMostEveryMs;
    if (outageLogged) {
      lastLoggedAt = Date.now();
      log.error({ err: error }, 'Redis is unreachable: rate-limited routes answer 503 and /healthz reports it until it is back');
    }
  };
  const comeBack = () => {
    if (!away) return;
    away = false;
    if (outageLogged) log.info('Redis is reachable again: rate-limited routes answer as usual');
  };
  const onError = (error: unknown) => goAway(error);
  const onClose = () => goAway(new Error('the connection to Redis closed'));
  redis.on('error', onError);
  redis.on('close', onClose);
  redis.on('ready', comeBack);

  const health: RedisHealth = {
    get reachable() {
      return !away;
    },
    failed(error) {
      goAway(error);
      // A command that timed out on a connection that looks fine (Redis stalled, a proxy holding
      // the socket): connect again, so that being ready again means Redis answers again.
      if (redis.status === 'ready' && (error as Error)?.message?.includes('timed out')) redis.disconnect(true);
    },
    async check() {
      if (away) return 'unreachable';
      try {
        await redis.ping();
        return 'ok';
      } catch (error) {
        health.failed(error);
        return 'unreachable';
      }
    },
    stop() {
      redis.off('error', onError);
      redis.off('close', onClose);
      redis.off('ready', comeBack);
      // Errors while closing on purpose are of no interest, but must not go unhandled either.
      redis.on('error', () => {});
      watched.delete(redis);
    },
  };
  watched.set(redis, health);
  return health;
}
