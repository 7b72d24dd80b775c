import express, { Router } from 'express';
import { pagingQuery } from '../../http/paging';
import { requireAdmin, requirePrincipal } from '../../http/principal';
import { noQuery, parseQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import {
  parseFieldDefinition,
  parseFieldKey,
  parseNewFieldKey,
  parseProfileUpdate,
} from './schemas';
import type { ProfilesService } from './service';

/**
 * The signed-in user's profile (`/profiles:loggedIn`), activity and the profile field
 * definitions (mounted under `/api`).
 */
export function profilesRoutes(service: ProfilesService): Router {
  const router = Router();
  const json = express.json({ limit: '32kb' });

  router.get('/profiles\\:loggedIn', async (req, res) => {
    noQuery(req);
    const { tenant } = requireTenant(req);
    res.json(await service.get(tenant, requirePrincipal(req, { allowInactive: true })));
  });
  router.put('/profiles\\:loggedIn', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const principal = requirePrincipal(req);
    res.json(await service.update(tenant, principal, parseProfileUpdate(req.body)));
  });
  router.get('/profiles\\:loggedIn/activity', async (req, res) => {
    const { tenant } = requireTenant(req);
    const principal = requirePrincipal(req, { allowInactive: true });
    const { page, pageSize } = parseQuery(req, pagingQuery);
    res.json(await service.activity(tenant, principal.membershipId, page, pageSize));
  });

  router.get('/profilefielddefinitions', async (req, res) => {
    noQuery(req);
    const { tenant } = requireTenant(req);
    const principal = requirePrincipal(req, { allowInactive: true });
    // Admins manage every definition, staff-only ones included; values stay hidden from them.
    const all = principal.isAdmin && principal.isActive;
    res.json(await service.fields(tenant, { ...principal, isOwner: true }, { all }));
  });
  router.put('/profilefielddefinitions/:key', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    const key = parseNewFieldKey(req);
    res.json(await service.putField(tenant, key, parseFieldDefinition(req.body)));
  });
  router.delete('/profilefielddefinitions/:key', async (req, res) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    await service.deleteField(tenant, parseFieldKey(req));
    res.status(204).end();
  });
  return router;
}
