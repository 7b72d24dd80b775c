import { LRUCache } from 'lru-cache';

/** How often something happened under a key in the current window. */
export interface RateCount {
  count: number;
  /** Milliseconds until the window (and the count) resets; 0 when nothing is counted. */
  resetInMs: number;
}

/**
 * Counts events per key in fixed windows (failed sign-ins per account and per IP address). Async
 * so a shared implementation (Redis `INCR` + `PEXPIRE`) can replace the in-memory one when more
 * than one API instance runs.
 */
export interface RateLimiter {
  /** Counts one event; the window starts with the first event and lasts `windowMs`. */
  increment(key: string, windowMs: number): Promise<RateCount>;
  /** The current count without adding to it. */
  get(key: string): Promise<RateCount>;
  /**
   * Takes back one counted event (never below zero, window unchanged): a reservation made by
   * {@link RateLimiter.increment} before the outcome was known, that turned out not to count.
   */
  release(key: string): Promise<void>;
  /** Forgets the key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
}

/** Options of {@link createMemoryRateLimiter}. */
export interface MemoryRateLimiterOptions {
  /** Most keys kept (default 100 000; the least recently used go first). */
  maxKeys?: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

/**
 * The embedded default {@link RateLimiter}: counters in this process.
 *
 * @example
 * const limiter = createMemoryRateLimiter();
 * const { count } = await limiter.increment(`login:ip:${ip}`, 15 * 60_000);
 */
export function createMemoryRateLimiter(options: MemoryRateLimiterOptions = {}): RateLimiter {
  const now = () => (options.now ?? (() => new Date()))().getTime();
  const windows = new LRUCache<string, { count: number; resetAt: number }>({
    max: options.maxKeys ?? 100_000,
  });
  const current = (key: string) => {
    const entry = windows.get(key);
    if (!entry || entry.resetAt <= now()) return null;
    return entry;
  };
  return {
    increment(key, windowMs) {
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return Promise.resolve({ count: entry.count, resetInMs: entry.resetAt - now() });
    },
    get(key) {
      const entry = current(key);
      return Promise.resolve(
        entry
          ? { count: entry.count, resetInMs: entry.resetAt - now() }
          : { count: 0, resetInMs: 0 },
      );
    },
    release(key) {
      const entry = current(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
      return Promise.resolve();
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
  };
}
