import type { Logger } from '@plein/logger/node';
import { createMemoryRateLimiter } from './rate-limiter';
import { closeRedis, connectRedis, guardRedis } from './redis-client';
import type { RedisGuardOptions } from './redis-client';
import type { RateCount, RateLimiter } from './rate-limiter';

/** Options of {@link createRedisRateLimiter}. */
export interface RedisRateLimiterOptions {
  /** `redis://` URL of the server every API instance shares. */
  url: string;
  /** Prefix of every key (default `plein:rate:`). */
  keyPrefix?: string;
  logger: Logger;
  /** Time limit and circuit breaker of its commands (defaults: 250 ms, 5 s). */
  guard?: Pick<RedisGuardOptions, 'timeoutMs' | 'retryAfterMs'>;
}

/** A Redis-backed limiter that can be closed. */
export type ClosableRateLimiter = RateLimiter & {
  /** False while Redis is left alone after a failure (readiness reports it). */
  healthy(): boolean;
  close(): Promise<void>;
};

const count = (value: unknown, ttl: unknown): RateCount => ({
  count: Number(value ?? 0),
  resetInMs: Math.max(0, Number(ttl ?? 0)),
});

/** Decrements a live counter, never below zero, keeping its expiry. */
const releaseScript = `if tonumber(redis.call('get', KEYS[1]) or '0') > 0 then
  return redis.call('decr', KEYS[1])
end
return 0`;

/**
 * The shared {@link RateLimiter} for more than one API instance: a counter per key whose expiry
 * is the window (`SET … PX NX`, then `INCR`, which keeps the expiry), so every instance counts the
 * same sign-in attempts. While Redis is away the limiter counts in this process instead, so
 * limits keep holding (per instance) rather than switching off.
 *
 * @example
 * const limiter = await createRedisRateLimiter({ url: config.redisUrl, logger });
 */
export async function createRedisRateLimiter(
  options: RedisRateLimiterOptions,
): Promise<ClosableRateLimiter> {
  const prefix = options.keyPrefix ?? 'plein:rate:';
  const client = await connectRedis(
    options.url,
    options.logger,
    'redis rate limiter unavailable: counting in memory',
  );

  const local = createMemoryRateLimiter();
  const guard = guardRedis({
    ...options.guard,
    logger: options.logger,
    unavailableMessage: 'redis rate limiter unavailable: counting in memory',
  });
  const orLocal = async <T>(work: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    try {
      return await guard.run(work);
    } catch {
      return fallback();
    }
  };

  return {
    increment: (key, windowMs) =>
      orLocal(
        async () => {
          const [, value, ttl] = await client
            .multi()
            .set(prefix + key, '0', { PX: windowMs, NX: true })
            .incr(prefix + key)
            .pTTL(prefix + key)
            .exec();
          return count(value, ttl);
        },
        () => local.increment(key, windowMs),
      ),
    get: (key) =>
      orLocal(
        async () => {
          const [value, ttl] = await client
            .multi()
            .get(prefix + key)
            .pTTL(prefix + key)
            .exec();
          return value === null ? { count: 0, resetInMs: 0 } : count(value, ttl);
        },
        () => local.get(key),
      ),
    release: (key) =>
      orLocal(
        async () => {
          // One script, so the check and the decrement cannot interleave with another instance.
          await client.eval(releaseScript, { keys: [prefix + key] });
        },
        () => local.release(key),
      ),
    reset: (key) =>
      orLocal(
        async () => {
          await client.del(prefix + key);
          await local.reset(key);
        },
        () => local.reset(key),
      ),
    healthy: () => guard.healthy(),
    close: () => closeRedis(client),
  };
}
