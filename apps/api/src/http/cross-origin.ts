import { cacheTokenHeader, editBaseHeader } from '@plein/api-client';
import cors from 'cors';
import type { Request, RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import type { Tenant } from '../modules/platforms/repository';
import { requireTenant } from './request-context';

/** The web origins a tenant allows to call its API from the browser (its `apiAllowedOrigins`). */
export type AllowedOrigins = (tenant: Tenant) => Promise<readonly string[]>;

/**
 * CORS for front ends on their own origin (issue 17): a request whose `Origin` is one of the
 * tenant's allowed origins gets `Access-Control-Allow-Origin` with that origin, preflights
 * included; any other origin gets no CORS headers, so browsers keep its pages from reading
 * answers. Every answer says `Vary: Origin`. Decided per request, cached answers included
 * (mount before `responseCaching`). Credentials are never allowed across origins: the session cookie
 * stays same-origin (and XSRF-checked), so other origins call anonymously or with a bearer
 * token. The allowed origins are looked up at most every `cacheTtlMs` per tenant (a changed
 * setting takes effect within that time on every instance). Mount after tenant resolution.
 */
export function crossOriginAccess(
  allowedOrigins: AllowedOrigins,
  { cacheTtlMs = 5_000 }: { cacheTtlMs?: number } = {},
): RequestHandler {
  const cache =
    cacheTtlMs > 0
      ? new LRUCache<number, readonly string[]>({ max: 10_000, ttl: cacheTtlMs })
      : undefined;
  const originsOf = async (tenant: Tenant) => {
    const cached = cache?.get(tenant.id);
    if (cached) return cached;
    const origins = await allowedOrigins(tenant);
    cache?.set(tenant.id, origins);
    return origins;
  };
  const corsHeaders = cors<Request>((req, callback) => {
    const origin = req.headers.origin;
    if (origin === undefined) {
      callback(null, { origin: false });
      return;
    }
    originsOf(requireTenant(req).tenant).then(
      (origins) =>
        callback(null, {
          origin: origins.includes(origin) ? origin : false,
          credentials: false,
          methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
          allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', editBaseHeader],
          exposedHeaders: [cacheTokenHeader, 'Retry-After', 'ETag', 'Content-Disposition'],
          maxAge: 600,
        }),
      (error: unknown) => callback(error as Error),
    );
  });
  return (req, res, next) => {
    // The answer differs by origin (CORS headers or none), a cached one too: say so to caches
    // whatever this request's origin.
    res.vary('Origin');
    corsHeaders(req, res, next);
  };
}
