import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { callCacheIndex } from '@plein/api-client';
import { hasCredentials } from './authentication';
import { negotiatedEncoding } from './content-encoding';
import { findabilityPathPattern } from '../modules/findability/paths';
import { cachedContentType, isFresh, isNeverCached } from './response-cache';
import type { CachedResponse, ResponseCache } from './response-cache';
import { requestHost, requestIsSecure } from './tenant';
import { anonymousXsrfCookie } from './xsrf';

/** An entry's body, compressed on first use (the memory cache hands back the same object). */
interface Bodies {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Answers an anonymous `GET /api/…` (or of robots.txt or the sitemap) whose answer the response
 * cache holds, before Express runs (no routing, logging or tenant lookup): the same status,
 * body, content type and replayed headers as `responseCaching` sends on a hit, `X-Cache: HIT`,
 * and on API answers the XSRF cookie when the caller has none (robots.txt and the sitemap set
 * no cookie, as when the app answers them, so shared caches keep them).
 * Answers false when the request must go on to the app: not anonymous, not a read, an API call
 * from another origin (CORS), a path that is never cached (`isNeverCached`), or not cached fresh.
 * The index is the one `responseCaching` keeps answers under, so every invalidation applies.
 *
 * @example
 * const answerFromCache = cachedAnswers(cache, { trustProxy: false });
 * createServer(async (req, res) => { if (!(await answerFromCache(req, res))) app(req, res); });
 */
export function cachedAnswers(cache: ResponseCache, options: { trustProxy: boolean }) {
  const now = cache.now ?? Date.now;
  const bodies = new WeakMap<CachedResponse, Bodies>();

  return async function answerFromCache(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<boolean> {
    const url = req.url ?? '';
    if (req.method !== 'GET' || hasCredentials(req)) return false;
    const isApi = url.startsWith('/api/');
    if (!isApi && !findabilityPathPattern.test(url.split('?', 1)[0] ?? '')) return false;
    // Whether another origin may read it is the tenant's to say (`crossOriginAccess`): the app
    // answers such a call, from the same cache, with the CORS headers of its own origin.
    if (isApi && req.headers.origin !== undefined) return false;
    // Never kept, so never looked up (a preview link's draft).
    if (isNeverCached(url)) return false;
    let hit: CachedResponse | undefined;
    try {
      const host = requestHost(req, options.trustProxy);
      if (!host) return false;
      hit = await cache.get(callCacheIndex(host, { method: 'GET', url }, 'public'));
    } catch {
      return false;
    }
    // An expired answer is the app's to give: one request makes it again (`responseCaching`).
    if (!hit || !isFresh(hit, now())) return false;
    let variants = bodies.get(hit);
    if (!variants) {
      variants = { identity: Buffer.from(hit.body) };
      bodies.set(hit, variants);
    }
    const encoding = negotiatedEncoding(req.headers['accept-encoding']);
    const body = bodyFor(variants, encoding);
    res.statusCode = hit.status;
    for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
    res.setHeader('Content-Type', withCharset(cachedContentType(hit)));
    res.setHeader('X-Cache', 'HIT');
    res.setHeader('Vary', isApi ? 'Origin, Accept-Encoding' : 'Accept-Encoding');
    const xsrf =
      isApi && anonymousXsrfCookie(req.headers.cookie, requestIsSecure(req, options.trustProxy));
    if (xsrf) res.setHeader('Set-Cookie', xsrf);
    if (encoding !== 'identity' && body !== variants.identity) {
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Content-Length', body.length);
    res.end(body);
    return true;
  };
}

/** A text content type with `charset=utf-8`, as Express sends it. */
function withCharset(type: string): string {
  return /;\s*charset=/i.test(type) ? type : `${type}; charset=utf-8`;
}

/** The body in the asked encoding; small answers (under 1 KB) go as they are. */
function bodyFor(variants: Bodies, encoding: string): Buffer {
  if (variants.identity.length < 1024) return variants.identity;
  if (encoding === 'br') {
    variants.br ??= brotliCompressSync(variants.identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5 },
    });
    return variants.br;
  }
  if (encoding === 'gzip') {
    variants.gzip ??= gzipSync(variants.identity);
    return variants.gzip;
  }
  return variants.identity;
}
