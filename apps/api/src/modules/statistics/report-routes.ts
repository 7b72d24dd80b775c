import { Router } from 'express';
import { requireAdmin } from '../../http/principal';
import { parseQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import { statisticsReport } from './report';
import { statisticsQuery } from './report-query';

/**
 * `GET /api/statistics?from&to[&path]`: the site's statistics report (of one page when `path` is
 * given), to its administrators only.
 */
export function statisticsReportRoutes(knex: Parameters<typeof statisticsReport>[0]): Router {
  const router = Router();
  router.get('/statistics', async (req, res) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    const query = parseQuery(req, statisticsQuery);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await statisticsReport(knex, tenant.id, query));
  });
  return router;
}
