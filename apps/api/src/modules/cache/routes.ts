import type { CacheInvalidateResponse } from '@plein/api-client';
import express, { Router } from 'express';
import type { Request } from 'express';
import { bearerToken } from '../../http/authentication';
import { ApiError } from '../../http/errors';
import { requireAdmin } from '../../http/principal';
import { markPrivate } from '../../http/private-answers';
import { requireTenant } from '../../http/request-context';
import { dropCachedPages } from '../../http/response-cache';
import type { ResponseCache } from '../../http/response-cache';
import { parseCacheInvalidateBody, splitCacheIndex } from './schemas';
import { matchesSecret } from './secret';

/** Options of {@link cacheRoutes}. */
export interface CacheRoutesOptions {
  /** `CACHE_INVALIDATE_TOKEN`: the operator's bearer token; null lets only admins call. */
  operatorToken?: string | null;
}

/**
 * Who may empty a tenant's cache: the operator (their configured bearer token) or a signed-in
 * admin of that tenant (cookie sessions also pass the XSRF check); else 401 / 403.
 */
function authorizeInvalidation(req: Request, operatorToken: string | null): void {
  const bearer = bearerToken(req);
  if (operatorToken && bearer && matchesSecret(bearer, operatorToken)) return;
  requireAdmin(req);
}

/**
 * `DELETE /cache_invalidate` with `{ index }`: drops that cached answer and the host's cached pages. Only the operator or an
 * admin of the tenant may, and the index's host must be the request's own tenant host, so a
 * tenant can never purge another tenant's cache. Mount after tenant resolution and the principal.
 */
export function cacheRoutes(cache: ResponseCache, options: CacheRoutesOptions = {}): Router {
  const operatorToken = options.operatorToken ?? null;
  const router = Router();
  router.delete(
    '/cache_invalidate',
    (req, res, next) => {
      markPrivate(res);
      authorizeInvalidation(req, operatorToken);
      next();
    },
    express.json({ limit: '4kb' }),
    async (req, res) => {
      const { host } = requireTenant(req);
      const { index } = parseCacheInvalidateBody(req.body);
      if (splitCacheIndex(index)?.host !== host) {
        throw new ApiError(403, 'forbidden_cache_index', 'The index belongs to another host.');
      }
      // The client names one answer; the pages rendered from it are not known by index, so every
      // cached page of the host goes too.
      const [deleted] = await Promise.all([cache.delete(index), dropCachedPages(cache, host)]);
      res.json({ removed: deleted ? 1 : 0 } satisfies CacheInvalidateResponse);
    },
  );
  return router;
}
