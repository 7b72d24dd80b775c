import { cacheTokenHeader, callCacheIndex } from '@plein/api-client';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { hasCredentials } from './authentication';
import { markPrivate } from './private-answers';
import { requireTenant } from './request-context';

/** A cached answer: status, the headers worth replaying, the JSON body as sent. */
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
  set(index: string, response: CachedResponse): Promise<void>;
  /** Removes one entry; true when it existed. */
  delete(index: string): Promise<boolean>;
  /** Removes every entry of one host (after a write changed its content); answers how many. */
  invalidateHost(host: string): Promise<number>;
}

/** Options of {@link createMemoryResponseCache}. */
export interface MemoryResponseCacheOptions {
  /** Most entries kept (default 5000). */
  max?: number;
  /** Time to live in ms (default 60 s). */
  ttlMs?: number;
}

/**
 * The embedded default {@link ResponseCache}: an LRU map in this process.
 *
 * @example
 * const app = createApp({ db, logger, config, cache: createMemoryResponseCache({ ttlMs: 30_000 }) });
 */
export function createMemoryResponseCache(options: MemoryResponseCacheOptions = {}): ResponseCache {
  const lru = new LRUCache<string, CachedResponse>({
    max: options.max ?? 5000,
    ttl: options.ttlMs ?? 60_000,
  });
  return {
    get: (index) => Promise.resolve(lru.get(index)),
    set: (index, response) => {
      lru.set(index, response);
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
  };
}

/** Headers replayed from a cached answer besides the content type. */
const replayedHeaders = [cacheTokenHeader.toLowerCase()];

/**
 * A request the public cache may answer or fill: one without credentials (no `Authorization`
 * header, no session cookie). A signed-in answer is private and never cached publicly.
 */
export function isAnonymousRequest(req: Request): boolean {
  return !hasCredentials(req);
}

/**
 * Caches successful JSON answers of anonymous `GET`s per tenant under
 * `callCacheIndex(host, { method, url }, 'public')`, answering `X-Cache: HIT` or `MISS`. Every
 * answer but an anonymous read (a request with credentials, or one that changes something) is
 * marked `Cache-Control: private, no-store` with `Vary: Cookie, Authorization`: it is computed
 * for its caller. Mount after tenant resolution.
 */
export function responseCaching(cache: ResponseCache): RequestHandler {
  return async function cacheResponses(req: Request, res: Response, next: NextFunction) {
    const anonymous = isAnonymousRequest(req);
    if (!anonymous || (req.method !== 'GET' && req.method !== 'HEAD')) markPrivate(res);
    if (req.method !== 'GET' || !anonymous) {
      next();
      return;
    }
    const { host } = requireTenant(req);
    const index = callCacheIndex(host, { method: req.method, url: req.originalUrl }, 'public');
    const hit = await cache.get(index);
    if (hit) {
      res.status(hit.status);
      for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
      res.setHeader('X-Cache', 'HIT');
      res.type('application/json').send(hit.body);
      return;
    }
    res.setHeader('X-Cache', 'MISS');
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      // An answer marked no-store or private (tokens, invitation states) is never kept.
      const control = String(res.getHeader('cache-control') ?? '');
      if (res.statusCode === 200 && !/no-store|private/i.test(control)) {
        const headers: Record<string, string> = {};
        for (const name of replayedHeaders) {
          const value = res.getHeader(name);
          if (typeof value === 'string') headers[name] = value;
        }
        const entry = { status: 200, headers, body: JSON.stringify(body) };
        cache.set(index, entry).catch((error: unknown) => {
          req.log.warn({ err: error }, 'response cache write failed');
        });
      }
      return json(body);
    };
    next();
  };
}
