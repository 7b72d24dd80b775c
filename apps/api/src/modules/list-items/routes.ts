import express, { Router } from 'express';
import type { Request, Response } from 'express';
import { canEditPage } from '@plein/api-client';
import type { ListItem } from '@plein/api-client';
import { parseGuidParam } from '../../http/params';
import { getPrincipal } from '../../http/principal';
import { noQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import {
  parseListQueryString,
  parseListsBody,
  parseShortIdParam,
  parseWidgetBody,
} from './schemas';
import type { PageEditRule } from './editor-repository';
import type { ListItemsService } from './service';
import type { Tenant } from '../platforms/repository';

/** Reads a live item as its editors see it, with the edit rule of its page (or null). */
export type EditorItemRead = (
  tenant: Tenant,
  key: { guid: string } | { shortId: string },
) => Promise<{ item: ListItem; page: PageEditRule } | null>;

const json = express.json({ limit: '64kb' });

/**
 * The visitor's list calls (mounted under `/api`): `GET /listitemtypes`,
 * `GET /listitem/list/:guid` (the list query), `GET /listitem/list/:guid/meta`,
 * `POST /listitem/lists`, `POST /listitem/widget/:guid`, `GET /listitem/short/:id` and
 * `GET /listitem/:guid`. The item's own reads answer those who may edit its page with its draft
 * (unpublished items too), never cached; the response cache keeps only anonymous answers.
 */
export function listItemsRoutes(service: ListItemsService, editorItem: EditorItemRead): Router {
  const router = Router();
  /** Answers the item's draft when the caller may edit its page; false when they may not. */
  const answeredAsEditor = async (
    req: Request,
    res: Response,
    tenant: Tenant,
    key: { guid: string } | { shortId: string },
  ) => {
    const caller = getPrincipal(req);
    if (!caller?.isActive || !(caller.isAdmin || caller.isContentManager)) return false;
    const found = await editorItem(tenant, key);
    if (!found || !canEditPage(caller, found.page)) return false;
    res.set('Cache-Control', 'private, no-store').json(found.item);
    return true;
  };
  router.get('/listitemtypes', async (req, res) => {
    const { tenant } = requireTenant(req);
    noQuery(req);
    res.json(await service.types(tenant));
  });
  router.get('/listitem/list/:guid', async (req, res) => {
    const { tenant } = requireTenant(req);
    const guid = parseGuidParam(req);
    res.json(await service.list(tenant, guid, parseListQueryString(req), getPrincipal(req)));
  });
  router.get('/listitem/list/:guid/meta', async (req, res) => {
    const { tenant } = requireTenant(req);
    const guid = parseGuidParam(req);
    noQuery(req);
    res.json(await service.meta(tenant, guid, getPrincipal(req)));
  });
  router.post('/listitem/lists', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    noQuery(req);
    res.json(await service.lists(tenant, parseListsBody(req.body)));
  });
  router.post('/listitem/widget/:guid', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const guid = parseGuidParam(req);
    noQuery(req);
    res.json(await service.widget(tenant, guid, parseWidgetBody(req.body)));
  });
  router.get('/listitem/short/:id', async (req, res) => {
    const { tenant } = requireTenant(req);
    const key = { shortId: parseShortIdParam(req) };
    if (await answeredAsEditor(req, res, tenant, key)) return;
    res.json(await service.item(tenant, key));
  });
  router.get('/listitem/:guid', async (req, res) => {
    const { tenant } = requireTenant(req);
    const guid = parseGuidParam(req);
    noQuery(req);
    if (await answeredAsEditor(req, res, tenant, { guid })) return;
    res.json(await service.item(tenant, { guid }));
  });
  return router;
}
