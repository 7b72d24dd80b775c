import { randomUUID } from 'node:crypto';
import type { CachedResponse } from './response-cache';

/**
 * Who fills a cache entry (decision 0030): one holder per index at a time among everyone sharing
 * the cache. A write that drops a host's entries (`invalidateHost`) drops their locks as well, so
 * a fill that began before the write can neither keep what it made nor pass it off as current.
 */
export interface FillLocks {
  /** A token when nobody holds the index's lock (it holds for `ttlMs`), else null. */
  acquire(index: string, ttlMs: number): Promise<string | null>;
  /**
   * Keeps `response` as the cache's `set` does, but only while `token` holds the index's lock
   * (one step, so no write can come between); false when it no longer does: a write dropped it,
   * or its time ran out.
   */
  setWhileHeld(
    index: string,
    token: string,
    response: CachedResponse,
    ttlMs?: number,
  ): Promise<boolean>;
  /** Gives the lock back, if `token` still holds it; answers whether it did. */
  release(index: string, token: string): Promise<boolean>;
}

/** The fill locks of a cache in this process: a map of tokens with their end. */
export interface LockTable {
  acquire(index: string, ttlMs: number): string | null;
  holds(index: string, token: string): boolean;
  release(index: string, token: string): boolean;
  /** Drops the locks of every index that starts with `prefix` (a host's, after a write). */
  dropStartingWith(prefix: string): void;
}

/**
 * The {@link LockTable} of the in-memory cache.
 *
 * @example
 * const locks = createLockTable(Date.now);
 * const token = locks.acquire('localhost:page:abc', 30_000);
 */
export function createLockTable(now: () => number): LockTable {
  const locks = new Map<string, { token: string; until: number }>();
  const holds = (index: string, token: string) => {
    const lock = locks.get(index);
    return lock !== undefined && lock.token === token && lock.until > now();
  };
  return {
    acquire(index, ttlMs) {
      const lock = locks.get(index);
      if (lock && lock.until > now()) return null;
      const token = randomUUID();
      locks.set(index, { token, until: now() + ttlMs });
      return token;
    },
    holds,
    release(index, token) {
      const held = holds(index, token);
      if (locks.get(index)?.token === token) locks.delete(index);
      return held;
    },
    dropStartingWith(prefix) {
      for (const index of [...locks.keys()]) if (index.startsWith(prefix)) locks.delete(index);
    },
  };
}
