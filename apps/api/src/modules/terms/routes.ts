import type { TermsOfUseInfo } from '@plein/api-client';
import { Router } from 'express';
import type { Knex } from 'knex';
import { getPrincipal, requireAdmin, requirePrincipal } from '../../http/principal';
import { noQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import type { ProfilesService } from '../profiles/service';
import { createTermsRepository } from './repository';

/**
 * Terms of use (mounted under `/api`): `GET /termsofuse` (anyone), `POST /termsofuse:accept`
 * and `:decline` (the signed-in user; answer the profile), `POST /termsofuse:publish` (admins:
 * a new version everyone must accept again).
 */
export function termsRoutes(profiles: ProfilesService, knex: Knex, now: () => Date): Router {
  const router = Router();
  router.get('/termsofuse', async (req, res) => {
    noQuery(req);
    const { tenant } = requireTenant(req);
    const principal = getPrincipal(req);
    const currentVersion = await profiles.currentTermsVersion(tenant);
    const acceptedVersion = principal
      ? (await profiles.get(tenant, principal)).termsOfUseVersionAccepted
      : null;
    res.json({ currentVersion, acceptedVersion } satisfies TermsOfUseInfo);
  });
  router.post('/termsofuse\\:accept', async (req, res) => {
    const { tenant } = requireTenant(req);
    const principal = requirePrincipal(req);
    const version = await profiles.currentTermsVersion(tenant);
    res.json(await profiles.setTerms(tenant, principal, version));
  });
  router.post('/termsofuse\\:decline', async (req, res) => {
    const { tenant } = requireTenant(req);
    res.json(await profiles.setTerms(tenant, requirePrincipal(req), null));
  });
  router.post('/termsofuse\\:publish', async (req, res) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    const currentVersion = await createTermsRepository(knex).publishNext(tenant, now());
    res.json({ currentVersion, acceptedVersion: null } satisfies TermsOfUseInfo);
  });
  return router;
}
