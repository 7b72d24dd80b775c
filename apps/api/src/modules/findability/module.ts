import { topLevelMenuName } from '@plein/api-client';
import type { Router } from 'express';
import type { Knex } from 'knex';
import { createListItemsRepository } from '../list-items/repository';
import { createListItemsService } from '../list-items/service';
import { createSiteLinks } from '../mail/site-links';
import { createMenusRepository } from '../menus/repository';
import { nestMenuItems } from '../menus/service';
import { createSettingsRepository } from '../settings/repository';
import { createSettingsService } from '../settings/service';
import { createFindabilityRepository } from './repository';
import { findabilityRoutes } from './routes';
import { siteAddressRoutes } from './site-address-routes';
import { createFindabilityService, feedEntryLimit, sitemapProtocolLimit } from './service';

/** Options of {@link findabilityModule}. */
export interface FindabilityOptions {
  /** The origin template of absolute links (`PUBLIC_ORIGIN`), as links in mail use it. */
  publicOrigin?: string;
  /** Most URLs in one sitemap file (default 50,000, the protocol's limit). */
  sitemapUrlLimit?: number;
  now?: () => Date;
}

/** The routes of this module: at the site's root, and under `/api`. */
export interface FindabilityRouters {
  /** robots.txt, the sitemap and the feeds (mount after tenant resolution and the cache). */
  root: Router;
  /** `GET /site-address` and `GET /site-address/items/{guid}` (mount in the API router). */
  api: Router;
}

/**
 * robots.txt, the sitemap, the lists' feeds and the site's address of each tenant
 * (docs/decisions/0017-findability.md): the routes over their service. Absolute URLs start with
 * the tenant's own origin, made as for links in mail (`createSiteLinks`: its primary domain or
 * first host name in `PUBLIC_ORIGIN`), so a forged `Host` header cannot point a crawler
 * elsewhere.
 *
 * @example
 * const findability = findabilityModule(knex, { publicOrigin: 'https://{host}' });
 * api.use(findability.api);
 * app.use(findability.root);
 */
export function findabilityModule(
  knex: Knex,
  options: FindabilityOptions = {},
): FindabilityRouters {
  const links = createSiteLinks(knex, options.publicOrigin);
  const settings = createSettingsService(createSettingsRepository(knex));
  const menus = createMenusRepository(knex);
  const now = options.now ?? (() => new Date());
  const listItems = createListItemsService(createListItemsRepository(knex), { now });
  const service = createFindabilityService({
    repository: createFindabilityRepository(knex),
    async menuOf(tenant) {
      const menuId = await menus.findIdByName(tenant, topLevelMenuName);
      return menuId === null ? [] : nestMenuItems(await menus.listItems(tenant, menuId));
    },
    async isHidden(tenant) {
      const [hidden] = await settings.values(tenant, {
        keys: ['hideFromSearchEngines'],
        includeAll: true,
      });
      return hidden?.value === true;
    },
    originOf: (tenant) => links.link(tenant, ''),
    async siteNameOf(tenant) {
      const [name] = await settings.values(tenant, { keys: ['platformName'], includeAll: true });
      return typeof name?.value === 'string' ? name.value : '';
    },
    // As the list shows them: the block's own filters, newest publication first.
    newestItems: async (tenant, blockGuid) =>
      (
        await listItems.list(tenant, blockGuid, {
          sort_by: 'publishedOn_desc',
          itemCount: feedEntryLimit,
        })
      ).items,
    urlLimit: Math.max(1, options.sitemapUrlLimit ?? sitemapProtocolLimit),
    now,
  });
  return { root: findabilityRoutes(service), api: siteAddressRoutes(links, service) };
}
