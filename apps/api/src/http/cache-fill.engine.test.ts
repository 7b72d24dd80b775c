import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createServerLogger } from '@plein/logger/node';
import { createCacheFiller } from './cache-fill';
import type { Filled, Made } from './cache-fill';
import { createRedisResponseCache } from './redis-response-cache';
import { createMemoryResponseCache } from './response-cache';
import type { CachedResponse, ResponseCache } from './response-cache';

const logger = createServerLogger({ level: 'silent' });
const closers: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(closers.map((close) => close())));

/** A clock the test moves; the caches tell freshness by it. */
function testClock() {
  let time = Date.now();
  return { now: () => time, advance: (ms: number) => (time += ms) };
}
type Clock = ReturnType<typeof testClock>;

/** Two views of one cache, as two instances sharing it have (one cache object in memory). */
type Shared = (clock: Clock) => Promise<[ResponseCache, ResponseCache]>;

const inMemory: Shared = (clock) => {
  const cache = createMemoryResponseCache({ now: clock.now });
  return Promise.resolve([cache, cache]);
};

/** Two Redis caches on the Redis of TEST_REDIS_URL (CI's second leg), under a fresh prefix. */
const inRedis =
  (url: string): Shared =>
  async (clock) => {
    const keyPrefix = `plein-test:${randomUUID()}:`;
    const open = () => createRedisResponseCache({ url, keyPrefix, logger, now: clock.now });
    const [first, second] = await Promise.all([open(), open()]);
    closers.push(
      () => first.close(),
      () => second.close(),
    );
    return [first, second];
  };

const implementations: [string, Shared][] = [['memory', inMemory]];
if (process.env.TEST_REDIS_URL)
  implementations.push(['redis', inRedis(process.env.TEST_REDIS_URL)]);

const host = 'fill.test';
const index = `${host}:page:home`;
const answer = (body: string): CachedResponse => ({ status: 200, headers: {}, body });

/** A fill the test lets finish: what it makes, and how often it was asked to. */
function gatedMake(body: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const make = {
    calls: 0,
    release,
    run: async (): Promise<Made<string>> => {
      make.calls += 1;
      await gate;
      return { value: body, keep: { response: answer(body) } };
    },
  };
  return make;
}

/** Starts fills and counts those settled, so a test can wait until the waiting ones are left. */
function fillsOf<T>(fills: Promise<Filled<T>>[]) {
  let settled = 0;
  for (const fill of fills) void fill.then(() => (settled += 1));
  return { settled: () => settled, all: () => Promise.all(fills) };
}

const bodyOf = (filled: Filled<string>) =>
  filled.source === 'hit' || filled.source === 'stale' ? filled.entry.body : filled.value;

describe.each(implementations)('filling a %s cache once', (_name, shared) => {
  it('makes an expired entry once for 64 callers; the others get the expired one meanwhile', async () => {
    const clock = testClock();
    const [cache] = await shared(clock);
    const filler = createCacheFiller(cache);
    await filler.fill(index, () =>
      Promise.resolve({ value: 'v1', keep: { response: answer('v1') } }),
    );
    clock.advance(60_001);

    const make = gatedMake('v2');
    const fills = fillsOf(Array.from({ length: 64 }, () => filler.fill(index, make.run)));
    await expect.poll(fills.settled).toBe(63);
    make.release();
    const filled = await fills.all();

    expect(make.calls).toBe(1);
    expect(filled.filter(({ source }) => source === 'made').map(bodyOf)).toEqual(['v2']);
    expect(filled.filter(({ source }) => source === 'stale').map(bodyOf)).toEqual(
      Array(63).fill('v1'),
    );
    expect(await filler.fill(index, make.run)).toMatchObject({
      source: 'hit',
      entry: answer('v2'),
    });
  });

  it('serves an expired entry no longer than the stale time: then callers wait for the fill', async () => {
    const clock = testClock();
    const [cache] = await shared(clock);
    const filler = createCacheFiller(cache);
    await filler.fill(index, () =>
      Promise.resolve({ value: 'v1', keep: { response: answer('v1') } }),
    );
    clock.advance(60_000 + 10_000);

    const make = gatedMake('v2');
    const fills = fillsOf(Array.from({ length: 8 }, () => filler.fill(index, make.run)));
    await expect.poll(() => make.calls).toBe(1);
    expect(fills.settled()).toBe(0);
    make.release();
    expect((await fills.all()).map(bodyOf)).toEqual(Array(8).fill('v2'));
  });

  it('after a write dropped an entry, gives nobody the old one: one fill, the others wait for it', async () => {
    const clock = testClock();
    const [cache] = await shared(clock);
    const filler = createCacheFiller(cache);
    await filler.fill(index, () =>
      Promise.resolve({ value: 'v1', keep: { response: answer('v1') } }),
    );
    expect(await cache.invalidateHost(host)).toBe(1);

    const make = gatedMake('v2');
    const fills = fillsOf(Array.from({ length: 64 }, () => filler.fill(index, make.run)));
    await expect.poll(() => make.calls).toBe(1);
    expect(fills.settled()).toBe(0);
    make.release();
    const filled = await fills.all();
    expect(make.calls).toBe(1);
    expect(filled.map(bodyOf)).toEqual(Array(64).fill('v2'));
    expect(filled.filter(({ source }) => source === 'made')).toHaveLength(1);
  });

  it('lets one instance fill while another waits for what it kept', async () => {
    const clock = testClock();
    const [first, second] = await shared(clock);
    const here = createCacheFiller(first, { pollMs: 5 });
    const elsewhere = createCacheFiller(second, { pollMs: 5 });

    const make = gatedMake('v1');
    const filling = here.fill(index, make.run);
    await expect.poll(() => make.calls).toBe(1);
    const otherMake = gatedMake('made elsewhere');
    const waiting = elsewhere.fill(index, otherMake.run);
    make.release();

    expect(await filling).toEqual({ source: 'made', value: 'v1' });
    expect(await waiting).toMatchObject({ source: 'hit', entry: answer('v1') });
    expect(otherMake.calls).toBe(0);
  });

  it('keeps nothing a write overtook, and has those who waited fill again, once', async () => {
    const clock = testClock();
    const [cache] = await shared(clock);
    const filler = createCacheFiller(cache);
    const before = gatedMake('before the write');
    const leader = filler.fill(index, before.run);
    await expect.poll(() => before.calls).toBe(1);
    const after = gatedMake('after the write');
    after.release();
    const waiters = Array.from({ length: 8 }, () => filler.fill(index, after.run));
    await cache.invalidateHost(host);
    before.release();

    // The leader asked before the write was answered: what it made is its answer.
    expect(await leader).toEqual({ source: 'made', value: 'before the write' });
    expect((await Promise.all(waiters)).map(bodyOf)).toEqual(Array(8).fill('after the write'));
    expect(after.calls).toBe(1);
    expect((await cache.get(index))?.body).toBe('after the write');
  });

  it('fills itself once the lock of a filler that died is free', async () => {
    const clock = testClock();
    const [first, second] = await shared(clock);
    // A filler elsewhere took the lock for a second and died.
    expect(await second.fillLocks!.acquire(index, 1_000)).toEqual(expect.any(String));
    const locks = first.fillLocks!;
    const acquire = locks.acquire.bind(locks);
    let asked = 0;
    locks.acquire = (...args) => ((asked += 1), acquire(...args));
    const filler = createCacheFiller(first, { pollMs: 5 });
    const make = gatedMake('v1');
    make.release();
    const filling = filler.fill(index, make.run);
    await expect.poll(() => asked).toBeGreaterThan(2);
    expect(make.calls).toBe(0);
    // Memory locks end by the cache's clock, Redis's by its own.
    clock.advance(1_001);
    expect(await filling).toEqual({ source: 'made', value: 'v1' });
    expect(make.calls).toBe(1);
  });
});
