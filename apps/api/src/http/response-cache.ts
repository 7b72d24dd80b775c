import { LRUCache } from 'lru-cache';
import { createLockTable } from './fill-locks';
import type { FillLocks } from './fill-locks';
import type { Tenant } from '../modules/platforms/repository';

/** A cached answer: status, the headers worth replaying (its content type too), the body as sent. */
export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /**
   * Until when it is fresh (ms since 1970), set by the cache that keeps it. After that it is
   * still kept a little while (the cache's `staleMs`), answered only while one caller makes it
   * again (`createCacheFiller`). Absent on entries kept before answers carried it: fresh.
   */
  freshUntil?: number;
}

/**
 * Whether a kept answer is fresh at `now`.
 *
 * @example
 * if (entry && isFresh(entry)) answer(entry);
 */
export function isFresh(entry: CachedResponse, now = Date.now()): boolean {
  return entry.freshUntil === undefined || now < entry.freshUntil;
}

/** How long an expired answer may still be served while it is made again (decision 0030). */
export const defaultStaleMs = 10_000;

/**
 * Where anonymous answers are kept, keyed by their call cache index (`host:hash`). Async so a
 * shared implementation (Redis, for more than one instance) can replace the in-memory one.
 */
export interface ResponseCache {
  /** The entry: fresh, or expired at most `staleMs` ago (see {@link isFresh}). */
  get(index: string): Promise<CachedResponse | undefined>;
  /**
   * The entry at once, for a cache in this process (memory): the hot path of cached pages runs
   * without a promise. Absent on shared caches; `undefined` then means "ask `get`".
   */
  getNow?(index: string): CachedResponse | undefined;
  /**
   * Keeps an answer fresh for the cache's time to live, or `ttlMs` when that is shorter, and
   * `staleMs` longer in all.
   */
  set(index: string, response: CachedResponse, ttlMs?: number): Promise<void>;
  /** Removes one entry; true when it existed. */
  delete(index: string): Promise<boolean>;
  /**
   * Removes every entry of one host (after a write changed its content), and the locks of fills
   * under way for them; answers how many entries.
   */
  invalidateHost(host: string): Promise<number>;
  /**
   * One filler per entry among everyone sharing the cache (`createCacheFiller`). Absent: each
   * process fills on its own, once.
   */
  fillLocks?: FillLocks;
  /** The clock its entries' freshness is told by, when not `Date.now` (a test's). */
  now?: () => number;
}

/** Options of {@link createMemoryResponseCache}. */
export interface MemoryResponseCacheOptions {
  /** Most entries kept (default 5000). */
  max?: number;
  /** Most bytes of bodies kept (default 64 MiB): pages weigh far more than API answers. */
  maxBytes?: number;
  /** Time to live in ms (default 60 s). */
  ttlMs?: number;
  /** How long an expired entry is still kept, to be served while it is made again (10 s). */
  staleMs?: number;
  /** The clock (tests pass their own). */
  now?: () => number;
}

/** The in-process cache: a {@link ResponseCache} that can also forget everything at once. */
export interface MemoryResponseCache extends ResponseCache {
  clear(): Promise<void>;
}

/**
 * The embedded default {@link ResponseCache}: an LRU map in this process.
 *
 * @example
 * const app = createApp({ db, logger, config, cache: createMemoryResponseCache({ ttlMs: 30_000 }) });
 */
export function createMemoryResponseCache(
  options: MemoryResponseCacheOptions = {},
): MemoryResponseCache {
  const ttl = options.ttlMs ?? 60_000;
  const staleMs = options.staleMs ?? defaultStaleMs;
  const now = options.now ?? Date.now;
  const lru = new LRUCache<string, CachedResponse>({
    max: options.max ?? 5000,
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    // UTF-16 strings: two bytes a character, plus the index and headers.
    sizeCalculation: (entry, index) => 2 * (entry.body.length + index.length) + 256,
    ttl: ttl + staleMs,
  });
  const locks = createLockTable(now);
  /** The entry, unless it expired longer than `staleMs` ago (the clock may be a test's). */
  const getNow = (index: string) => {
    const entry = lru.get(index);
    if (entry?.freshUntil !== undefined && now() >= entry.freshUntil + staleMs) {
      lru.delete(index);
      return undefined;
    }
    return entry;
  };
  const set = (index: string, response: CachedResponse, ttlMs?: number) => {
    const freshMs = Math.max(1, Math.min(ttl, ttlMs ?? ttl));
    // The entry object is what `get` hands back: callers may remember things about it.
    lru.set(index, { ...response, freshUntil: now() + freshMs }, { ttl: freshMs + staleMs });
  };
  return {
    get: (index) => Promise.resolve(getNow(index)),
    getNow,
    set: (index, response, ttlMs) => {
      set(index, response, ttlMs);
      return Promise.resolve();
    },
    delete: (index) => Promise.resolve(lru.delete(index)),
    invalidateHost: (host) => {
      let removed = 0;
      for (const index of [...lru.keys()]) {
        if (index.startsWith(`${host}:`) && lru.delete(index)) removed += 1;
      }
      locks.dropStartingWith(`${host}:`);
      return Promise.resolve(removed);
    },
    fillLocks: {
      acquire: (index, ttlMs) => Promise.resolve(locks.acquire(index, ttlMs)),
      setWhileHeld: (index, token, response, ttlMs) => {
        const held = locks.holds(index, token);
        if (held) set(index, response, ttlMs);
        return Promise.resolve(held);
      },
      release: (index, token) => Promise.resolve(locks.release(index, token)),
    },
    now,
    clear: () => {
      lru.clear();
      locks.dropStartingWith('');
      return Promise.resolve();
    },
  };
}

/**
 * The index of a page the web server rendered for anonymous visitors, kept in the same cache as
 * the API's answers (`host:page:key`), so every write that drops a host's answers
 * ({@link ResponseCache.invalidateHost}) drops its pages too, on every instance that shares it.
 *
 * @example
 * await cache.get(pageCacheIndex('localhost', 'a1b2c3'));
 */
export function pageCacheIndex(host: string, key: string): string {
  return `${host}:page:${key}`;
}

/** Drops every cached page of one host (and none of its API answers). */
export function dropCachedPages(cache: ResponseCache, host: string): Promise<number> {
  // invalidateHost(h) removes the indexes that start with `h:`: here `host:page:`.
  return cache.invalidateHost(`${host}:page`);
}

/**
 * When an answer stops being true by itself (a list item is published or ends at that time, with
 * no write to drop it): ISO time, on anonymous reads. Caches keep the answer no longer, the web
 * server's HTML cache included (it reads the header of every call a page made).
 */
export const freshUntilHeader = 'Plein-Fresh-Until';

/** When a tenant's content next changes by itself (scheduled list items), or null. */
export type NextScheduledChange = (tenant: Tenant) => Promise<Date | null>;

/**
 * The content type of a cached answer: as kept, or JSON for an entry kept before answers
 * recorded theirs (until then every kept answer was JSON).
 */
export function cachedContentType(entry: CachedResponse): string {
  return entry.headers['content-type'] ?? 'application/json';
}

/**
 * API paths whose answers no cache keeps, whoever asks, even an anonymous caller: a preview
 * link's page is a draft meant only for the holders of its token, and a revoked or expired link
 * must stop working at once (docs/decisions/0016-page-drafts.md). Matched case-insensitively, as
 * Express routes.
 */
const neverCachedPaths = [/^\/api\/preview(?:\/|$)/i];

/**
 * Whether the answer to a URL (path and query) is never cached: neither looked up in nor stored
 * by the response cache, and marked `Cache-Control: private, no-store`.
 *
 * @example
 * isNeverCached('/api/preview/abc'); // true
 */
export function isNeverCached(url: string): boolean {
  return neverCachedPaths.some((pattern) => pattern.test(url));
}
