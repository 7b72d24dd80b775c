import { movesToPrimaryDomain } from '@plein/api-client';
import type { SiteAddress } from '@plein/api-client';
import { Router } from 'express';
import { readQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import type { SiteLinks } from '../mail/site-links';

/**
 * `GET /site-address` (mounted under `/api`): the site's origin for absolute links, and where a
 * request for this host name's pages moves when the site has another primary domain. The host
 * compared is the one the tenant was resolved from (`X-Forwarded-Host` only with
 * `TRUST_PROXY`); both origins come from configuration, never from the request.
 */
export function siteAddressRoutes(links: Pick<SiteLinks, 'address'>): Router {
  const router = Router();
  router.get('/site-address', async (req, res) => {
    readQuery(req, []);
    const { tenant, host } = requireTenant(req);
    const { origin, primaryDomain } = await links.address(tenant);
    const answer: SiteAddress = {
      origin,
      redirectOrigin: movesToPrimaryDomain(host, primaryDomain) ? origin : null,
    };
    res.json(answer);
  });
  return router;
}
