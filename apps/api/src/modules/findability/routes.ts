import { listFeedPath, listFeedRoute } from '@plein/api-client';
import { isGuid } from '@plein/validation';
import { Router } from 'express';
import type { Response } from 'express';
import { ApiError } from '../../http/errors';
import { notFoundHandler } from '../../http/error-handler';
import { noQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import {
  findabilityPathPattern,
  robotsPath,
  sitemapPartOf,
  sitemapPartPath,
  sitemapPartRoute,
  sitemapPath,
} from './paths';
import type { FindabilityService } from './service';

const feedNotFound = () =>
  new ApiError(404, 'feed_not_found', 'No list of this site has a feed at this address.');

const sitemapNotFound = () =>
  new ApiError(404, 'sitemap_not_found', 'This site has no sitemap at this address.');

function sendXml(res: Response, xml: string | null): void {
  if (xml === null) throw sitemapNotFound();
  res.type('application/xml').send(xml);
}

/**
 * `GET /robots.txt`, `GET /sitemap.xml` and `GET /sitemap-{n}.xml`, at the root of the site
 * (mount after tenant resolution and the response cache). No query parameters (400
 * `invalid_query`); a part the sitemap lacks, and every sitemap of a site kept out of search
 * engines, is 404 `sitemap_not_found`; any other method is 404 `not_found`.
 */
export function findabilityRoutes(service: FindabilityService): Router {
  // Exactly the paths `findabilityPathPattern` lets through tenant resolution and the cache:
  // `/ROBOTS.TXT` or `/robots.txt/` must not reach a handler that expects a tenant.
  const router = Router({ caseSensitive: true, strict: true });
  router.get(robotsPath, async (req, res) => {
    noQuery(req);
    const { tenant } = requireTenant(req);
    res.type('text/plain').send(await service.robots(tenant));
  });
  router.get(sitemapPath, async (req, res) => {
    noQuery(req);
    const { tenant } = requireTenant(req);
    sendXml(res, await service.sitemap(tenant));
  });
  router.get(sitemapPartRoute, async (req, res) => {
    noQuery(req);
    const { tenant } = requireTenant(req);
    const part = sitemapPartOf(req.params.part ?? '');
    // One address per part: `/sitemap-%31.xml` is not another name of `/sitemap-1.xml`.
    if (part === null || req.path !== sitemapPartPath(part)) throw sitemapNotFound();
    sendXml(res, await service.sitemapPart(tenant, part));
  });
  router.get(listFeedRoute, async (req, res) => {
    noQuery(req);
    const { tenant } = requireTenant(req);
    const blockGuid = req.params.blockGuid ?? '';
    // One address per block: the guid as the site links it (lower case), nothing else.
    if (!isGuid(blockGuid) || req.path !== listFeedPath(blockGuid.toLowerCase())) {
      throw feedNotFound();
    }
    const feed = await service.feed(tenant, blockGuid);
    if (feed === null) throw feedNotFound();
    res.type('application/atom+xml').send(feed);
  });
  router.use(findabilityPathPattern, notFoundHandler);
  return router;
}
