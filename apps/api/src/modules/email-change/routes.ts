import express, { Router } from 'express';
import { requirePrincipal } from '../../http/principal';
import { noQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import { parseEmailChange, parseEmailConfirm } from './schemas';
import type { EmailChangeService } from './service';

/** A signed-in user's change of their own address, and its confirmation (mounted under `/api`). */
export function emailChangeRoutes(service: EmailChangeService): Router {
  const router = Router();
  const json = express.json({ limit: '4kb' });
  router.post('/auth/email\\:change', json, async (req, res) => {
    noQuery(req);
    const { tenant } = requireTenant(req);
    const principal = requirePrincipal(req);
    res.json(await service.request(tenant, principal, parseEmailChange(req.body)));
  });
  // The code proves the new address; the request proved the password: no session needed.
  router.post('/auth/email\\:confirm', json, async (req, res) => {
    noQuery(req);
    const { tenant } = requireTenant(req);
    res.json(await service.confirm(tenant, parseEmailConfirm(req.body).code));
  });
  return router;
}
