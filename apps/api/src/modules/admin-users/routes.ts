import type { AdminUserUpdate } from '@plein/api-client';
import express, { Router } from 'express';
import { array, boolean, object, string } from 'yup';
import { parseBody } from '../../http/body';
import { pageOffset, pagingFields, pagingQuery } from '../../http/paging';
import { isGuid, parseGuidParam } from '../../http/params';
import { requireAdmin } from '../../http/principal';
import { noQuery, parseQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import type { OutboxRepository } from '../mail/outbox-repository';
import type { AdminUsersService } from './service';

/** The body of `PUT /api/admin/users/{guid}`. */
export const updateSchema = object({
  isAdmin: boolean(),
  isContentManager: boolean(),
  isDeveloper: boolean(),
  isMett: boolean(),
  isActive: boolean(),
  roleIds: array(string().required().test('guid', 'roleIds must be guids', isGuid)).max(100),
})
  .noUnknown()
  .strict();

/** The query of `GET /api/admin/users`: paging and a `search` in addresses and names. */
export const usersQuery = object({
  ...pagingFields,
  search: string().meta({
    description:
      'Only users whose e-mail address or names contain this, case-insensitive (trimmed, up to 200 characters are used).',
    example: 'plein',
  }),
});

/**
 * Admin screens' calls (mounted under `/api`, admins of the tenant only): users (list, search,
 * get, activity, edit flags and roles, deactivate) and the mail outbox.
 */
export function adminUsersRoutes(service: AdminUsersService, outbox: OutboxRepository): Router {
  const router = Router();
  const json = express.json({ limit: '8kb' });
  router.get('/admin/users', async (req, res) => {
    const { tenant } = requireTenant(req);
    const admin = requireAdmin(req);
    const { page, pageSize, search: text } = parseQuery(req, usersQuery);
    const search = text?.trim() ? text.trim().slice(0, 200) : null;
    res.json(await service.list(tenant, admin, { search, page, pageSize }));
  });
  router.get('/admin/users/:guid', async (req, res) => {
    noQuery(req);
    const { tenant } = requireTenant(req);
    res.json(await service.get(tenant, requireAdmin(req), parseGuidParam(req)));
  });
  router.get('/admin/users/:guid/activity', async (req, res) => {
    const { tenant } = requireTenant(req);
    const admin = requireAdmin(req);
    const paging = parseQuery(req, pagingQuery);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await service.activity(tenant, admin, parseGuidParam(req), paging));
  });
  router.put('/admin/users/:guid', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const admin = requireAdmin(req);
    const input: AdminUserUpdate = parseBody(updateSchema, req.body);
    const roleIds = input.roleIds?.map((id) => id.toLowerCase());
    res.json(
      await service.update(tenant, admin, parseGuidParam(req), {
        ...input,
        ...(roleIds ? { roleIds } : {}),
      }),
    );
  });
  router.post('/admin/users/:guid\\:deactivate', async (req, res) => {
    const { tenant } = requireTenant(req);
    const admin = requireAdmin(req);
    res.json(await service.update(tenant, admin, parseGuidParam(req), { isActive: false }));
  });
  router.get('/admin/outbox', async (req, res) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    const { page, pageSize } = parseQuery(req, pagingQuery);
    const { items, total } = await outbox.list(tenant, pageOffset({ page, pageSize }), pageSize);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ items, total, page, pageSize });
  });
  return router;
}
