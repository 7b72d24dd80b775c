import { movesToPrimaryDomain } from '@plein/api-client';
import type { ItemAddress, SiteAddress } from '@plein/api-client';
import { isGuid } from '@plein/validation';
import { Router } from 'express';
import { ApiError } from '../../http/errors';
import { noQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import type { SiteLinks } from '../mail/site-links';
import type { FindabilityService } from './service';

const itemNotFound = () =>
  new ApiError(404, 'list_item_not_found', 'No visible list item was found.');

/**
 * `GET /site-address` (mounted under `/api`): the site's origin for absolute links, and where a
 * request for this host name's pages moves when the site has another primary domain. The host
 * compared is the one the tenant was resolved from (`X-Forwarded-Host` only with
 * `TRUST_PROXY`); both origins come from configuration, never from the request.
 * `GET /site-address/items/{guid}`: where the site links a list item visitors can open (under
 * its list's page); 404 `list_item_not_found` otherwise.
 */
export function siteAddressRoutes(
  links: Pick<SiteLinks, 'address'>,
  service: Pick<FindabilityService, 'itemPath'>,
): Router {
  const router = Router();
  router.get('/site-address', async (req, res) => {
    noQuery(req);
    const { tenant, host } = requireTenant(req);
    const { origin, primaryDomain } = await links.address(tenant);
    const answer: SiteAddress = {
      origin,
      redirectOrigin: movesToPrimaryDomain(host, primaryDomain) ? origin : null,
    };
    res.json(answer);
  });
  router.get('/site-address/items/:guid', async (req, res) => {
    noQuery(req);
    const { tenant } = requireTenant(req);
    const guid = req.params.guid ?? '';
    if (!isGuid(guid)) throw itemNotFound();
    const path = await service.itemPath(tenant, guid.toLowerCase());
    if (path === null) throw itemNotFound();
    const answer: ItemAddress = { path };
    res.json(answer);
  });
  return router;
}
