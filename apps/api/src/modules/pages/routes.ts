import { cacheTokenHeader } from '@plein/api-client';
import { Router } from 'express';
import { requireTenant } from '../../http/request-context';
import { parsePageId, parsePageNameQuery } from './schemas';
import type { PagesService } from './service';

/** `GET /pages/:id` and `GET /pages:withName` (mounted under `/api`). */
export function pagesRoutes(service: PagesService): Router {
  const router = Router();
  // path-to-regexp v8 reads ':' as a parameter; the backslash makes it a literal colon.
  router.get('/pages\\:withName', async (req, res) => {
    const { tenant } = requireTenant(req);
    res.json(await service.byName(tenant, parsePageNameQuery(req)));
  });
  router.get('/pages/:id', async (req, res) => {
    const { tenant } = requireTenant(req);
    const { response, cacheToken } = await service.byGuid(tenant, parsePageId(req));
    res.setHeader(cacheTokenHeader, cacheToken);
    res.json(response);
  });
  return router;
}
