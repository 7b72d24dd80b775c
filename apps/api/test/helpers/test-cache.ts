import { randomUUID } from 'node:crypto';
import { createServerLogger } from '@plein/logger/node';
import { createRedisResponseCache } from '../../src/http/redis-response-cache';
import { createMemoryResponseCache } from '../../src/http/response-cache';

/**
 * The response cache of a test: Redis when `TEST_REDIS_URL` is set (keys under a prefix of their
 * own, so parallel runs never meet), else the in-memory one. CI runs the cache tests on both.
 * `now`: the clock its entries' freshness is told by (a test's, to reach expiry at once).
 */
export async function openTestResponseCache(options: { now?: () => number } = {}) {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return { ...createMemoryResponseCache(options), close: () => Promise.resolve() };
  return createRedisResponseCache({
    url,
    keyPrefix: `plein-test:${randomUUID()}:`,
    logger: createServerLogger({ level: 'silent' }),
    ...options,
  });
}
