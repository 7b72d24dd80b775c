import { Router } from 'express';
import { requireTenant } from '../../http/request-context';
import { parseSearchQuery } from './schemas';
import type { SearchService } from './service';

/** `GET /search?q=&page=&lang=` (mounted under `/api`). */
export function searchRoutes(service: SearchService): Router {
  const router = Router();
  router.get('/search', async (req, res) => {
    const { tenant } = requireTenant(req);
    res.json(await service.search(tenant, parseSearchQuery(req)));
  });
  return router;
}
