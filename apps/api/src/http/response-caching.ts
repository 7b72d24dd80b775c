import { cacheTokenHeader, callCacheIndex } from '@plein/api-client';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { hasCredentials } from './authentication';
import { createCacheFiller } from './cache-fill';
import type { CacheFillerOptions, Made } from './cache-fill';
import { markPrivate } from './private-answers';
import { requireTenant } from './request-context';
import { cachedContentType, freshUntilHeader, isNeverCached } from './response-cache';
import type { CachedResponse, NextScheduledChange, ResponseCache } from './response-cache';

/** Headers replayed from a cached answer. */
const replayedHeaders = [
  'content-type',
  cacheTokenHeader.toLowerCase(),
  freshUntilHeader.toLowerCase(),
];

/**
 * A request the public cache may answer or fill: one without credentials (no `Authorization`
 * header, no session cookie). A signed-in answer is private and never cached publicly.
 */
export function isAnonymousRequest(req: Request): boolean {
  return !hasCredentials(req);
}

/**
 * Caches successful answers (JSON, or text such as robots.txt) of anonymous `GET`s per tenant
 * under `callCacheIndex(host, { method, url }, 'public')`. One request at a time computes an
 * answer (`createCacheFiller`, decision 0030): `X-Cache: MISS`; the others get it from the cache
 * (`HIT`), or the expired answer while it is computed again (`STALE`). Every answer but an
 * anonymous read (a request with credentials, or one that changes something) is marked
 * `Cache-Control: private, no-store` with `Vary: Cookie, Authorization`: it is computed for its
 * caller. So are the answers of {@link isNeverCached} paths, which the cache never looks up or
 * keeps. Mount after tenant resolution (and CORS: a cached answer gets the headers of its own
 * request's origin).
 */
export function responseCaching(
  cache: ResponseCache,
  nextScheduledChange: NextScheduledChange = () => Promise.resolve(null),
  fillerOptions: CacheFillerOptions = {},
): RequestHandler {
  const filler = createCacheFiller(cache, fillerOptions);
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
    const answerHere = async () => answerToKeep(res, next, await nextScheduledChange(tenant));
    const filled = await filler.fill(index, answerHere);
    if (filled.source === 'hit' || filled.source === 'stale') {
      sendCached(res, filled.entry, filled.source === 'hit' ? 'HIT' : 'STALE');
    } else if (filled.source === 'shared') {
      // The answer this request waited for could not be kept (an error, say): its own, then.
      if (filled.value) sendCached(res, filled.value, 'HIT');
      else await answerHere();
    }
  };
}

/** Sends a kept answer as the app sent it, with what this request's own middleware set. */
function sendCached(res: Response, entry: CachedResponse, source: 'HIT' | 'STALE') {
  res.status(entry.status);
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader('X-Cache', source);
  res.type(cachedContentType(entry)).send(entry.body);
}

/**
 * Lets the app answer (`X-Cache: MISS`) and resolves, once it has, with the answer worth keeping:
 * a text answer with status 200 that says neither `no-store` nor `private` (tokens, invitation
 * states), while its data holds (`freshUntil`). Anything else keeps nothing.
 */
function answerToKeep(
  res: Response,
  next: NextFunction,
  freshUntil: Date | null,
): Promise<Made<CachedResponse | null>> {
  res.setHeader('X-Cache', 'MISS');
  if (freshUntil) res.setHeader(freshUntilHeader, freshUntil.toISOString());
  return new Promise((resolve) => {
    // Streamed, or the caller went away: nothing to keep.
    res.once('close', () => resolve({ value: null }));
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      // An object comes back here as its JSON text (`res.send` hands it to `res.json`).
      if (typeof body === 'object' && body !== null && !Buffer.isBuffer(body)) return send(body);
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
        const response = { status: 200, headers, body };
        resolve({ value: response, keep: { response, ttlMs } });
      } else {
        resolve({ value: null });
      }
      return send(body);
    };
    next();
  });
}
