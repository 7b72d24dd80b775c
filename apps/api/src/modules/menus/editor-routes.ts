import express, { Router } from 'express';
import type { NextFunction, Request, Response } from 'express';
import type { ContentChanged } from '../../http/content-changed';
import { requireAdmin } from '../../http/principal';
import { requireTenant } from '../../http/request-context';
import type { MenusEditorService } from './editor-service';
import { parseMenuItems } from './menu-input';
import { parseMenuNameForWrite } from './schemas';

// 200 items of at most a few hundred bytes each.
const json = express.json({ limit: '256kb' });

/** Refuses visitors (401) and non-admins (403), and unsafe cookie calls without XSRF, before the body is read. */
function adminsOnly(req: Request, _res: Response, next: NextFunction): void {
  requireAdmin(req);
  next();
}

/**
 * The admin's menu call (mounted under `/api`): `PUT /menus:withName?name=…` with the whole tree
 * (`MenuItemInput[]`); answers the saved tree as `GET` does.
 */
export function menusEditorRoutes(
  service: MenusEditorService,
  /** Called after every save, before answering: drops the tenant's cached public answers. */
  contentChanged: ContentChanged,
): Router {
  const router = Router();
  router.put('/menus\\:withName', adminsOnly, json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const name = parseMenuNameForWrite(req);
    const items = parseMenuItems(req.body);
    const saved = await service.save(tenant, name, items);
    await contentChanged(tenant);
    res.json(saved);
  });
  return router;
}
