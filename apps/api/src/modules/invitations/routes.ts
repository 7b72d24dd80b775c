import type { InvitationAcceptResponse } from '@plein/api-client';
import express, { Router } from 'express';
import { ApiError } from '../../http/errors';
import { pagingQuery } from '../../http/paging';
import { parseGuidParam } from '../../http/params';
import { markPrivate } from '../../http/private-answers';
import { requireAdmin } from '../../http/principal';
import { noQuery, parseQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import { parseInvitationAccept, parseInvitationCreate } from './schemas';
import type { InvitationsService } from './service';

/**
 * Invitations (mounted under `/api`): admins create, list and resend them; the invitee reads
 * `GET /userinvitation:status/{code}` and accepts with `POST /userinvitation:accept`.
 */
export function invitationsRoutes(service: InvitationsService): Router {
  const router = Router();
  const json = express.json({ limit: '8kb' });

  router.post('/userinvitations', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const admin = requireAdmin(req);
    const input = parseInvitationCreate(req.body);
    res.status(201).json(await service.invite(tenant, admin, input));
  });
  router.get('/userinvitations', async (req, res) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    const { page, pageSize } = parseQuery(req, pagingQuery);
    res.json(await service.list(tenant, page, pageSize));
  });
  router.post('/userinvitations/:guid\\:resend', async (req, res) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    res.json(await service.resend(tenant, parseGuidParam(req)));
  });

  router.get('/userinvitation\\:status/:code', async (req, res) => {
    noQuery(req);
    const { tenant } = requireTenant(req);
    markPrivate(res);
    const status = await service.status(tenant, String(req.params.code));
    if (!status) throw new ApiError(404, 'invitation_not_found', 'No such invitation.');
    res.json(status);
  });
  router.post('/userinvitation\\:accept', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const success = await service.accept(tenant, parseInvitationAccept(req.body));
    res.json({ success } satisfies InvitationAcceptResponse);
  });
  return router;
}
