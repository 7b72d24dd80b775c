import express, { Router } from 'express';
import { parseBody } from '../../http/body';
import { isApiError } from '../../http/errors';
import { parseGuidParam } from '../../http/params';
import { getPrincipal } from '../../http/principal';
import { markPrivate } from '../../http/private-answers';
import { noQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import { submitSchema } from './schemas';
import type { FormsVisitorService } from './visitor-service';

/**
 * The visitors' form calls (mounted under `/api`): `GET /forms/:guid` (the published form and
 * whether the caller may submit it; a visitor's answer is cached until the form opens or closes,
 * see `withFormSchedule`), `POST /forms/:guid/submissions` (201 `{ guid }`) and
 * `GET /submissions/:guid` (the receipt: personal data, never cached).
 */
export function formsVisitorRoutes(service: FormsVisitorService): Router {
  const router = Router();
  router.get('/forms/:guid', async (req, res) => {
    const { tenant } = requireTenant(req);
    const guid = parseGuidParam(req);
    noQuery(req);
    const caller = { principal: getPrincipal(req), ip: req.ip ?? 'unknown' };
    res.json(await service.read(tenant, guid, caller));
  });
  router.post('/forms/:guid/submissions', express.json({ limit: '64kb' }), async (req, res) => {
    const { tenant } = requireTenant(req);
    const guid = parseGuidParam(req);
    noQuery(req);
    const input = parseBody(submitSchema, req.body);
    const caller = { principal: getPrincipal(req), ip: req.ip ?? 'unknown' };
    try {
      const answer = await service.submit(tenant, guid, input, caller);
      res.status(201).json(answer);
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        const { retryAfterSeconds } = error.details as { retryAfterSeconds: number };
        res.setHeader('Retry-After', String(retryAfterSeconds));
      }
      throw error;
    }
  });
  router.get('/submissions/:guid', async (req, res) => {
    // Whoever holds the guid reads the answers: no shared cache may keep them.
    markPrivate(res);
    const { tenant } = requireTenant(req);
    const guid = parseGuidParam(req);
    noQuery(req);
    res.json(await service.receipt(tenant, guid));
  });
  return router;
}
