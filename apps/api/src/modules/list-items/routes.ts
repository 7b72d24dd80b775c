import express, { Router } from 'express';
import { parseGuidParam } from '../../http/params';
import { readQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import {
  parseListQueryString,
  parseListsBody,
  parseShortIdParam,
  parseWidgetBody,
} from './schemas';
import type { ListItemsService } from './service';

const json = express.json({ limit: '64kb' });

/**
 * The visitor's list calls (mounted under `/api`): `GET /listitemtypes`,
 * `GET /listitem/list/:guid` (the list query), `GET /listitem/list/:guid/meta`,
 * `POST /listitem/lists`, `POST /listitem/widget/:guid`, `GET /listitem/short/:id` and
 * `GET /listitem/:guid`.
 */
export function listItemsRoutes(service: ListItemsService): Router {
  const router = Router();
  router.get('/listitemtypes', async (req, res) => {
    const { tenant } = requireTenant(req);
    readQuery(req, []);
    res.json(await service.types(tenant));
  });
  router.get('/listitem/list/:guid', async (req, res) => {
    const { tenant } = requireTenant(req);
    const guid = parseGuidParam(req);
    res.json(await service.list(tenant, guid, parseListQueryString(req)));
  });
  router.get('/listitem/list/:guid/meta', async (req, res) => {
    const { tenant } = requireTenant(req);
    const guid = parseGuidParam(req);
    readQuery(req, []);
    res.json(await service.meta(tenant, guid));
  });
  router.post('/listitem/lists', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    readQuery(req, []);
    res.json(await service.lists(tenant, parseListsBody(req.body)));
  });
  router.post('/listitem/widget/:guid', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const guid = parseGuidParam(req);
    readQuery(req, []);
    res.json(await service.widget(tenant, guid, parseWidgetBody(req.body)));
  });
  router.get('/listitem/short/:id', async (req, res) => {
    const { tenant } = requireTenant(req);
    res.json(await service.item(tenant, { shortId: parseShortIdParam(req) }));
  });
  router.get('/listitem/:guid', async (req, res) => {
    const { tenant } = requireTenant(req);
    const guid = parseGuidParam(req);
    readQuery(req, []);
    res.json(await service.item(tenant, { guid }));
  });
  return router;
}
