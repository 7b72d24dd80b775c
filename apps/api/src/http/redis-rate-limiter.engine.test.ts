import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createServerLogger } from '@plein/logger/node';
import { createMemoryRateLimiter } from './rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';

const logger = createServerLogger({ level: 'silent' });
const closers: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(closers.map((close) => close())));

/** Two limiters sharing their counts, as two API instances would. */
type Pair = () => Promise<[RateLimiter, RateLimiter]>;

const memoryPair: Pair = () => {
  const limiter = createMemoryRateLimiter();
  return Promise.resolve([limiter, limiter]);
};

/** Two Redis limiters on the Redis of TEST_REDIS_URL (CI's second leg), under a fresh prefix. */
const redisPair =
  (url: string): Pair =>
  async () => {
    const keyPrefix = `plein-test:${randomUUID()}:`;
    const first = await createRedisRateLimiter({ url, keyPrefix, logger });
    const second = await createRedisRateLimiter({ url, keyPrefix, logger });
    closers.push(
      () => first.close(),
      () => second.close(),
    );
    return [first, second];
  };

const implementations: [string, Pair][] = [['memory', memoryPair]];
if (process.env.TEST_REDIS_URL)
  implementations.push(['redis', redisPair(process.env.TEST_REDIS_URL)]);

describe.each(implementations)('%s rate limiter', (_name, pair) => {
  it('counts events of every instance in one window', async () => {
    const [first, second] = await pair();
    expect(await first.get('login:ip:1')).toEqual({ count: 0, resetInMs: 0 });
    await first.increment('login:ip:1', 60_000);
    const seen = await second.increment('login:ip:1', 60_000);
    expect(seen.count).toBe(2);
    expect(seen.resetInMs).toBeGreaterThan(55_000);
    expect(seen.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await first.get('login:ip:1')).count).toBe(2);
  });

  it('starts a new window after the old one expired', async () => {
    const [first, second] = await pair();
    await first.increment('login:account:a', 50);
    // The window ends on the limiter's clock (Redis's own, for Redis): wait until it has.
    await vi.waitFor(async () => expect((await second.get('login:account:a')).count).toBe(0), {
      timeout: 20_000,
      interval: 10,
    });
    expect((await second.increment('login:account:a', 60_000)).count).toBe(1);
  });

  it('forgets a key on reset', async () => {
    const [first, second] = await pair();
    await first.increment('login:account:b', 60_000);
    await second.reset('login:account:b');
    expect(await first.get('login:account:b')).toEqual({ count: 0, resetInMs: 0 });
  });
});

describe('createRedisRateLimiter', () => {
  it('refuses to start when Redis cannot be reached', async () => {
    await expect(createRedisRateLimiter({ url: 'redis://127.0.0.1:1', logger })).rejects.toThrow(
      /ECONNREFUSED|connect/i,
    );
  });
});
