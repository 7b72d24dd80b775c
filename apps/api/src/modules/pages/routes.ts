import { cacheTokenHeader } from '@plein/api-client';
import { Router } from 'express';
import { parseGuidParam } from '../../http/params';
import { getPrincipal } from '../../http/principal';
import { noQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import { parsePageId, parsePageNameQuery, parsePagesQuery } from './schemas';
import type { PagesService } from './service';

/**
 * The reads (mounted under `/api`): `GET /pages`, `GET /pages:withName`, `GET /pages/:id` and
 * `GET /buildingblockinstance/:guid`. Each answers what the caller may see; the public response
 * cache only keeps anonymous answers, so an editor's view never reaches a visitor.
 */
export function pagesRoutes(service: PagesService): Router {
  const router = Router();
  router.get('/pages', async (req, res) => {
    const { tenant } = requireTenant(req);
    res.json(await service.list(tenant, parsePagesQuery(req), getPrincipal(req)));
  });
  // path-to-regexp v8 reads ':' as a parameter; the backslash makes it a literal colon.
  router.get('/pages\\:withName', async (req, res) => {
    const { tenant } = requireTenant(req);
    res.json(await service.byName(tenant, parsePageNameQuery(req), getPrincipal(req)));
  });
  router.get('/pages/:id', async (req, res) => {
    const { tenant } = requireTenant(req);
    const id = parsePageId(req);
    const { response, cacheToken } = await service.byGuid(tenant, id, getPrincipal(req));
    res.setHeader(cacheTokenHeader, cacheToken);
    res.json(response);
  });
  router.get('/buildingblockinstance/:guid', async (req, res) => {
    const { tenant } = requireTenant(req);
    const guid = parseGuidParam(req);
    noQuery(req);
    res.json(await service.block(tenant, guid, getPrincipal(req)));
  });
  return router;
}
