import { Router } from 'express';
import { requireTenant } from '../../http/request-context';
import { parseSettingsQuery } from './schemas';
import type { SettingsService } from './service';

/** `GET /platformsettingvalues` (mounted under `/api`). */
export function settingsRoutes(service: SettingsService): Router {
  const router = Router();
  router.get('/platformsettingvalues', async (req, res) => {
    const { tenant } = requireTenant(req);
    const query = parseSettingsQuery(req);
    res.json(await service.values(tenant, query));
  });
  return router;
}
