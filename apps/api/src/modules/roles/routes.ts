import express, { Router } from 'express';
import { object, string } from 'yup';
import { parseBody } from '../../http/body';
import { ApiError } from '../../http/errors';
import { parseGuidParam } from '../../http/params';
import { requireAdmin } from '../../http/principal';
import { noQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import type { RolesRepository } from './repository';

/** The body of `POST /api/roles` and `PUT /api/roles/{guid}`. */
export const roleSchema = object({
  name: string().trim().required().min(1).max(100),
  description: string().max(1000),
})
  .noUnknown()
  .strict();

const roleNotFound = () => new ApiError(404, 'role_not_found', 'No such role.');

/**
 * Roles of the tenant, admins only (mounted under `/api`): list, create, rename, delete, and what
 * each grants.
 */
export function rolesRoutes(roles: RolesRepository): Router {
  const router = Router();
  const json = express.json({ limit: '8kb' });
  router.get('/roles', async (req, res) => {
    noQuery(req);
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    res.json(await roles.list(tenant));
  });
  router.post('/roles', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    const guid = await roles.create(tenant, parseBody(roleSchema, req.body));
    res.status(201).json(await roles.findByGuid(tenant, guid));
  });
  router.put('/roles/:guid', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    const guid = parseGuidParam(req);
    if (!(await roles.update(tenant, guid, parseBody(roleSchema, req.body)))) throw roleNotFound();
    res.json(await roles.findByGuid(tenant, guid));
  });
  router.get('/roles/:guid/grants', async (req, res) => {
    noQuery(req);
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    const guid = parseGuidParam(req);
    if (!(await roles.findByGuid(tenant, guid))) throw roleNotFound();
    res.json(await roles.grants(tenant, guid));
  });
  router.delete('/roles/:guid', async (req, res) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    if (!(await roles.delete(tenant, parseGuidParam(req)))) throw roleNotFound();
    res.status(204).end();
  });
  return router;
}
