import type { CacheInvalidateResponse } from '@plein/api-client';
import express, { Router } from 'express';
import { ApiError } from '../../http/errors';
import { requireTenant } from '../../http/request-context';
import type { ResponseCache } from '../../http/response-cache';
import { parseCacheInvalidateBody, splitCacheIndex } from './schemas';

/**
 * `DELETE /cache_invalidate` with `{ index }`: drops that cached answer. The index's host must be
 * the request's own tenant host, so a tenant can never purge another tenant's cache.
 */
export function cacheRoutes(cache: ResponseCache): Router {
  const router = Router();
  router.delete('/cache_invalidate', express.json({ limit: '4kb' }), async (req, res) => {
    const { host } = requireTenant(req);
    const { index } = parseCacheInvalidateBody(req.body);
    if (splitCacheIndex(index)?.host !== host) {
      throw new ApiError(403, 'forbidden_cache_index', 'The index belongs to another host.');
    }
    const removed = (await cache.delete(index)) ? 1 : 0;
    res.json({ removed } satisfies CacheInvalidateResponse);
  });
  return router;
}
