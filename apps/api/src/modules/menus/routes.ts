import { Router } from 'express';
import { requireTenant } from '../../http/request-context';
import { parseMenuNameQuery } from './schemas';
import type { MenusService } from './service';

/** `GET /menus:withName` (mounted under `/api`). */
export function menusRoutes(service: MenusService): Router {
  const router = Router();
  router.get('/menus\\:withName', async (req, res) => {
    const { tenant } = requireTenant(req);
    res.json(await service.itemsByMenuName(tenant, parseMenuNameQuery(req)));
  });
  return router;
}
