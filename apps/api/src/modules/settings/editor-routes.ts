import express, { Router } from 'express';
import type { NextFunction, Request, Response } from 'express';
import type { ContentChanged } from '../../http/content-changed';
import { requireAdmin } from '../../http/principal';
import { noQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import type { SettingsEditorService } from './editor-service';
import { parseSettingsUpdate } from './update-input';

const json = express.json({ limit: '256kb' });

/** Refuses visitors (401), non-admins (403) and cookie calls without XSRF before the body is read. */
function adminsOnly(req: Request, _res: Response, next: NextFunction): void {
  requireAdmin(req);
  next();
}

/** What a settings save tells the rest of the app, after it is committed. */
export interface SettingsChangeHooks {
  /** Drops the tenant's cached public answers. */
  contentChanged: ContentChanged;
  /**
   * Host names that were added to or removed from the tenant: forget their tenant lookups and
   * cached answers, so a removed name stops resolving at once.
   */
  hostsChanged: (hosts: readonly string[]) => Promise<void>;
}

/**
 * The admin's settings call (mounted under `/api`): `PUT /platformsettingvalues` with the values
 * to change (`PlatformSettingsUpdate`); answers every value, like `includeAll`.
 */
export function settingsEditorRoutes(
  service: SettingsEditorService,
  hooks: SettingsChangeHooks,
): Router {
  const router = Router();
  router.put('/platformsettingvalues', adminsOnly, json, async (req, res) => {
    const { tenant, host } = requireTenant(req);
    noQuery(req);
    const update = parseSettingsUpdate(req.body);
    const { values, changedHosts } = await service.save(tenant, host, update);
    if (changedHosts.length > 0) await hooks.hostsChanged(changedHosts);
    await hooks.contentChanged(tenant);
    res.json(values);
  });
  return router;
}
