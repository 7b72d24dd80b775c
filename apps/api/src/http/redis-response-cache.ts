import type { Logger } from '@plein/logger/node';
import { closeRedis, connectRedis, guardRedis } from './redis-client';
import type { RedisGuardOptions } from './redis-client';
import type { CachedResponse, ResponseCache } from './response-cache';

/** Options of {@link createRedisResponseCache}. */
export interface RedisResponseCacheOptions {
  /** `redis://` URL of the server every API instance shares. */
  url: string;
  /** Time to live in ms (default 60 s, as the in-memory cache). */
  ttlMs?: number;
  /** Prefix of every key (default `plein:response:`), so one Redis can serve several things. */
  keyPrefix?: string;
  logger: Logger;
  /** Time limit and circuit breaker of its commands (defaults: 250 ms, 5 s). */
  guard?: Pick<RedisGuardOptions, 'timeoutMs' | 'retryAfterMs'>;
}

/** Escapes Redis glob characters (IPv6 hosts carry brackets). */
function escapeGlob(text: string): string {
  return text.replace(/[\\*?[\]]/g, '\\$&');
}

/** A Redis-backed cache that can be closed. */
export type ClosableResponseCache = ResponseCache & {
  /** False while Redis is left alone after a failure (readiness reports it). */
  healthy(): boolean;
  /** Whether Redis answers a PING within the time limit. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

/**
 * The shared {@link ResponseCache} for more than one API instance. A Redis outage never fails a
 * request: reads miss and writes are dropped (and logged) until Redis answers again.
 *
 * @example
 * const cache = await createRedisResponseCache({ url: config.redisUrl, logger });
 */
export async function createRedisResponseCache(
  options: RedisResponseCacheOptions,
): Promise<ClosableResponseCache> {
  const prefix = options.keyPrefix ?? 'plein:response:';
  const ttlMs = options.ttlMs ?? 60_000;
  const client = await connectRedis(
    options.url,
    options.logger,
    'redis response cache unavailable',
  );

  const guard = guardRedis({
    ...options.guard,
    logger: options.logger,
    unavailableMessage: 'redis response cache unavailable: answering without it',
  });
  // A failing or hung Redis never fails or holds up a request: reads miss, writes are dropped.
  const failOpen = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await guard.run(work);
    } catch {
      return fallback;
    }
  };

  return {
    get: (index) =>
      failOpen(async () => {
        const raw = await client.get(prefix + index);
        return raw ? (JSON.parse(raw) as CachedResponse) : undefined;
      }, undefined),
    set: (index, response, shorterTtlMs) =>
      failOpen(async () => {
        const px = Math.max(1, Math.min(ttlMs, shorterTtlMs ?? ttlMs));
        await client.set(prefix + index, JSON.stringify(response), { PX: Math.round(px) });
      }, undefined),
    delete: (index) => failOpen(async () => (await client.del(prefix + index)) > 0, false),
    invalidateHost: (host) =>
      failOpen(async () => {
        let removed = 0;
        const match = `${escapeGlob(prefix + host)}:*`;
        for await (const batch of client.scanIterator({ MATCH: match, COUNT: 500 })) {
          const keys = ([] as string[]).concat(batch);
          if (keys.length) removed += await client.del(keys);
        }
        return removed;
      }, 0),
    healthy: () => guard.healthy(),
    ping: () => failOpen(async () => (await client.ping()) === 'PONG', false),
    close: () => closeRedis(client),
  };
}
