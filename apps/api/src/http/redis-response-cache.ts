import { randomUUID } from 'node:crypto';
import type { Logger } from '@plein/logger/node';
import { closeRedis, connectRedis, guardRedis } from './redis-client';
import type { RedisGuardOptions } from './redis-client';
import { defaultStaleMs } from './response-cache';
import type { CachedResponse, ResponseCache } from './response-cache';

/** Options of {@link createRedisResponseCache}. */
export interface RedisResponseCacheOptions {
  /** `redis://` URL of the server every API instance shares. */
  url: string;
  /** Time to live in ms (default 60 s, as the in-memory cache). */
  ttlMs?: number;
  /** How long an expired entry is still kept, to be served while it is made again (10 s). */
  staleMs?: number;
  /** The clock of its entries' freshness (tests pass their own; Redis ends keys by its own). */
  now?: () => number;
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

/**
 * A fill lock's key: under its entry's index, so `invalidateHost` (`SCAN MATCH host:*`) drops it
 * with the entries; no index ends in `#fill`.
 */
const lockKey = (prefix: string, index: string) => `${prefix}${index}#fill`;

/** Keeps the entry (KEYS[1]) only while the token (ARGV[1]) holds the lock (KEYS[2]). */
const setWhileHeldScript = `
if redis.call('GET', KEYS[2]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  return 1
end
return 0`;

/** Deletes the lock (KEYS[1]) only while the token (ARGV[1]) holds it. */
const releaseScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('DEL', KEYS[1])
  return 1
end
return 0`;

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
  const staleMs = options.staleMs ?? defaultStaleMs;
  const now = options.now ?? Date.now;
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

  /** An entry as kept: with the end of its freshness, kept `staleMs` longer. */
  const stored = (response: CachedResponse, shorterTtlMs: number | undefined) => {
    const freshMs = Math.round(Math.max(1, Math.min(ttlMs, shorterTtlMs ?? ttlMs)));
    const value = JSON.stringify({ ...response, freshUntil: now() + freshMs });
    return { value, px: freshMs + staleMs };
  };

  return {
    get: (index) =>
      failOpen(async () => {
        const raw = await client.get(prefix + index);
        const entry = raw ? (JSON.parse(raw) as CachedResponse) : undefined;
        // Redis ends the key by its own clock; a test's clock may run ahead of it.
        const past = entry?.freshUntil !== undefined && now() >= entry.freshUntil + staleMs;
        return past ? undefined : entry;
      }, undefined),
    set: (index, response, shorterTtlMs) =>
      failOpen(async () => {
        const { value, px } = stored(response, shorterTtlMs);
        await client.set(prefix + index, value, { PX: px });
      }, undefined),
    delete: (index) => failOpen(async () => (await client.del(prefix + index)) > 0, false),
    invalidateHost: (host) =>
      failOpen(async () => {
        let removed = 0;
        const match = `${escapeGlob(prefix + host)}:*`;
        for await (const batch of client.scanIterator({ MATCH: match, COUNT: 500 })) {
          const keys = ([] as string[]).concat(batch);
          const locks = keys.filter((key) => key.endsWith('#fill'));
          const entries = keys.filter((key) => !key.endsWith('#fill'));
          if (locks.length) await client.del(locks);
          if (entries.length) removed += await client.del(entries);
        }
        return removed;
      }, 0),
    fillLocks: {
      // Redis left alone: each process fills on its own (its own single flight still holds).
      acquire: (index, lockMs) =>
        failOpen(async () => {
          const token = randomUUID();
          const set = await client.set(lockKey(prefix, index), token, { NX: true, PX: lockMs });
          return set === 'OK' ? token : null;
        }, randomUUID()),
      setWhileHeld: (index, token, response, shorterTtlMs) =>
        failOpen(async () => {
          const { value, px } = stored(response, shorterTtlMs);
          const kept = await client.eval(setWhileHeldScript, {
            keys: [prefix + index, lockKey(prefix, index)],
            arguments: [token, value, String(px)],
          });
          return kept === 1;
        }, true),
      release: (index, token) =>
        failOpen(async () => {
          const released = await client.eval(releaseScript, {
            keys: [lockKey(prefix, index)],
            arguments: [token],
          });
          return released === 1;
        }, true),
    },
    now,
    healthy: () => guard.healthy(),
    ping: () => failOpen(async () => (await client.ping()) === 'PONG', false),
    close: () => closeRedis(client),
  };
}
