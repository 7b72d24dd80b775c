import type { VerificationConfirmResponse, VerificationSendResponse } from '@plein/api-client';
import express, { Router } from 'express';
import { object, string } from 'yup';
import { parseBody } from '../../http/body';
import { isApiError } from '../../http/errors';
import { isGuid } from '../../http/params';
import { getPrincipal } from '../../http/principal';
import { requireTenant } from '../../http/request-context';
import type { VerificationService } from './service';

/** The body of `POST /api/accountverification:send`. */
export const sendSchema = object({
  userGuid: string().test('guid', 'userGuid must be a guid', (v) => v === undefined || isGuid(v)),
})
  .noUnknown()
  .strict();

/** The body of `POST /api/accountverification:verify`. */
export const verifySchema = object({ code: string().required().max(200) })
  .noUnknown()
  .strict();

/** Reads a body, or null when it is malformed (the answer is then BadRequest, not a 400). */
function tryParse<T>(parse: () => T): T | null {
  try {
    return parse();
  } catch (error) {
    if (isApiError(error) && error.code === 'invalid_body') return null;
    throw error;
  }
}

/**
 * E-mail verification (mounted under `/api`). Both answer 200 with a result: the outcome is the
 * contract (spec section 3, enumerations g and i), not the HTTP status.
 */
export function verificationRoutes(service: VerificationService): Router {
  const router = Router();
  const json = express.json({ limit: '4kb' });
  router.post('/accountverification\\:send', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const principal = getPrincipal(req);
    const body = tryParse(() => parseBody(sendSchema, req.body ?? {}));
    const result = body
      ? await service.send(tenant, principal, body.userGuid?.toLowerCase() ?? null)
      : 'BadRequest';
    res.json({
      result,
      ...(result === 'Sent' ? { mail: service.mailDelivery } : {}),
    } satisfies VerificationSendResponse);
  });
  router.post('/accountverification\\:verify', json, async (req, res) => {
    const { tenant } = requireTenant(req);
    const body = tryParse(() => parseBody(verifySchema, req.body));
    const result = body ? await service.verify(tenant, body.code) : 'BadRequest';
    res.json({ result } satisfies VerificationConfirmResponse);
  });
  return router;
}
