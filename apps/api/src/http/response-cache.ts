import { cacheTokenHeader, callCacheIndex } from '@plein/api-client';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { hasCredentials } from './authentication';
import { markPrivate } from './private-answers';
import type { Tenant } from '../modules/platforms/repository';
import { requireTenant } from './request-context';

/** A cached answer: status, the headers worth replaying (its content type too), the body as sent. */
export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Where anonymous answers are kept, keyed by their call cache index (`host:hash`). Async so a
 * shared implementation (Redis, for more than one instance) can replace the in-memory one.
 */
export interface ResponseCache {
  get(index: string): Promise<CachedResponse | undefined>;
  /**
   * The entry at once, for a cache in this process (memory): the hot path of cached pages runs
   * without a promise. Absent on shared caches; `undefined` then means "ask `get`".
   */
  getNow?(index: string): CachedResponse | undefined;
  /** Keeps an answer for the cache's time to live, or `ttlMs` when that is shorter. */
  set(index: string, response: CachedResponse, ttlMs?: number): Promise<void>;
  /** Removes one entry; true when it existed. */
  delete(index: string): Promise<boolean>;
  /** Removes every entry of one host (after a write changed its content); answers how many. */
  invalidateHost(host: string): Promise<number>;
}

/** Options of {@link createMemoryResponseCache}. */
export interface MemoryResponseCacheOptions {
  /** Most entries kept (default 5000). */
  max?: number;
  /** Most bytes of bodies kept (default 64 MiB): pages weigh far more than API answers. */
  maxBytes?: number;
  /** Time to live in ms (default 60 s). */
  ttlMs?: number;
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
  const lru = new LRUCache<string, CachedResponse>({
    max: options.max ?? 5000,
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    // UTF-16 strings: two bytes a character, plus the index and headers.
    sizeCalculation: (entry, index) => 2 * (entry.body.length + index.length) + 256,
    ttl,
  });
  return {
    get: (index) => Promise.resolve(lru.get(index)),
    getNow: (index) => lru.get(index),
    set: (index, response, ttlMs) => {
      lru.set(index, response, { ttl: Math.max(1, Math.min(ttl, ttlMs ?? ttl)) });
      return Promise.resolve();
    },
    delete: (index) => Promise.resolve(lru.delete(index)),
    invalidateHost: (host) => {
      let removed = 0;
      for (const index of [...lru.keys()]) {
        if (index.startsWith(`${host}:`) && lru.delete(index)) removed += 1;
      }
      return Promise.resolve(removed);
    },
    clear: () => {
      lru.clear();
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

/** Headers replayed from a cached answer. */
const replayedHeaders = [
  'content-type',
  cacheTokenHeader.toLowerCase(),
  freshUntilHeader.toLowerCase(),
];

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

/**
 * A request the public cache may answer or fill: one without credentials (no `Authorization`
 * header, no session cookie). A signed-in answer is private and never cached publicly.
 */
export function isAnonymousRequest(req: Request): boolean {
  return !hasCredentials(req);
}

/**
 * Caches successful answers (JSON, or text such as robots.txt) of anonymous `GET`s per tenant under
 * `callCacheIndex(host, { method, url }, 'public')`, answering `X-Cache: HIT` or `MISS`. Every
 * answer but an anonymous read (a request with credentials, or one that changes something) is
 * marked `Cache-Control: private, no-store` with `Vary: Cookie, Authorization`: it is computed
 * for its caller. So are the answers of {@link isNeverCached} paths, which the cache never looks
 * up or keeps. Mount after tenant resolution.
 */
export function responseCaching(
  cache: ResponseCache,
  nextScheduledChange: NextScheduledChange = () => Promise.resolve(null),
): RequestHandler {
  return async function cacheResponses(req: Request, res: Response, next: NextFunction) {
    const anonymous = isAnonymousRequest(req);
    const neverCached = isNeverCached(req.originalUrl);
    if (!anonymous || (req.method !== 'GET' && req.method !== 'HEAD') || neverCached) {
      markPrivate(res);
    }
    if (req.method !== 'GET' || !anonymous || neverCached) {
      next();
      return;
    }
    const { host, tenant } = requireTenant(req);
    const index = callCacheIndex(host, { method: req.method, url: req.originalUrl }, 'public');
    const hit = await cache.get(index);
    if (hit) {
      res.status(hit.status);
      for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
      res.setHeader('X-Cache', 'HIT');
      res.type(cachedContentType(hit)).send(hit.body);
      return;
    }
    res.setHeader('X-Cache', 'MISS');
    const freshUntil = await nextScheduledChange(tenant);
    if (freshUntil) res.setHeader(freshUntilHeader, freshUntil.toISOString());
    // `res.json` sends through `res.send` as well: every text answer passes here once.
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      // An answer marked no-store or private (tokens, invitation states) is never kept.
      const control = String(res.getHeader('cache-control') ?? '');
      const ttlMs = freshUntil ? freshUntil.getTime() - Date.now() : undefined;
      const keep =
        typeof body === 'string' &&
        res.statusCode === 200 &&
        !/no-store|private/i.test(control) &&
        (ttlMs === undefined || ttlMs > 0);
      if (keep) {
        const headers: Record<string, string> = {};
        for (const name of replayedHeaders) {
          const value = res.getHeader(name);
          if (typeof value === 'string') headers[name] = value;
        }
        cache.set(index, { status: 200, headers, body }, ttlMs).catch((error: unknown) => {
          req.log.warn({ err: error }, 'response cache write failed');
        });
      }
      return send(body);
    };
    next();
  };
}
