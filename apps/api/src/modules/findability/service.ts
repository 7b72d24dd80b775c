import { documentTitle, itemPath, listFeedPath } from '@plein/api-client';
import type { ListItem, MenuItem } from '@plein/api-client';
import { atomFeedXml } from './atom-feed';
import { listBlockOptions } from '../list-items/block-options';
import type { Tenant } from '../platforms/repository';
import { reachablePagePaths } from './page-paths';
import { sitemapPartPath, sitemapPath } from './paths';
import type { FindabilityRepository, ItemScope, PublicPage } from './repository';
import { robotsTxt } from './robots-txt';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';
import type { SitemapUrl } from './sitemap-xml';

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const sitemapProtocolLimit = 50_000;

/** What the findability service reads besides its repository. */
export interface FindabilityDependencies {
  repository: FindabilityRepository;
  /** The tenant's main menu (where pages live). */
  menuOf(tenant: Tenant): Promise<MenuItem[]>;
  /** Whether the tenant keeps its site out of search engines (`hideFromSearchEngines`). */
  isHidden(tenant: Tenant): Promise<boolean>;
  /** The tenant's origin for absolute URLs, from its configured host names (never a header). */
  originOf(tenant: Tenant): Promise<string>;
  /** The tenant's site name (`platformName`). */
  siteNameOf(tenant: Tenant): Promise<string>;
  /** The newest {@link feedEntryLimit} items a visitor sees in a list block, newest first. */
  newestItems(tenant: Tenant, blockGuid: string): Promise<ListItem[]>;
  /** Most URLs in one sitemap file; past it `/sitemap.xml` becomes an index. */
  urlLimit: number;
  now(): Date;
}

/** robots.txt and the sitemap of a tenant. */
export interface FindabilityService {
  robots(tenant: Tenant): Promise<string>;
  /**
   * `/sitemap.xml`: every public page and list item, or past the limit an index of the parts;
   * null when the site keeps out of search engines.
   */
  sitemap(tenant: Tenant): Promise<string | null>;
  /** `/sitemap-{part}.xml`, a part of the index; null when there is no such part. */
  sitemapPart(tenant: Tenant, part: number): Promise<string | null>;
  /**
   * The Atom feed of a `list` block on a public page of this tenant; null when there is none
   * (another tenant's block, a list widget, a block visitors do not see).
   */
  feed(tenant: Tenant, blockGuid: string): Promise<string | null>;
  /**
   * Where the site links a list item visitors can open: `itemPath` under its list's page, as
   * the sitemap lists it; null when there is no such item or its page is not reached by a path.
   */
  itemPath(tenant: Tenant, itemGuid: string): Promise<string | null>;
}

/** How many of a list's newest items its feed holds. */
export const feedEntryLimit = 20;

/** Everything a sitemap counts, in its order: pages (oldest first), then items (the same). */
interface SitemapPlan {
  origin: string;
  pages: { page: PublicPage; path: string }[];
  pagePaths: Map<number, string>;
  scope: ItemScope;
  total: number;
}

/**
 * The findability service: which addresses a tenant's sitemap lists and how they are split.
 *
 * @example
 * const xml = await createFindabilityService(deps).sitemap(tenant);
 */
export function createFindabilityService(deps: FindabilityDependencies): FindabilityService {
  const { repository, urlLimit } = deps;

  async function plan(tenant: Tenant): Promise<SitemapPlan> {
    // One after the other: the embedded database has one connection.
    const menu = await deps.menuOf(tenant);
    const publicPages = await repository.publicPages(tenant);
    const listBlocks = await repository.publicListBlocks(tenant);
    const origin = await deps.originOf(tenant);
    const reachable = reachablePagePaths(menu, publicPages);
    const pages: SitemapPlan['pages'] = [];
    const pagePaths = new Map<number, string>();
    const leftOutPageIds: number[] = [];
    for (const page of publicPages) {
      const path = reachable.get(page.guid);
      if (path === undefined) {
        leftOutPageIds.push(page.id);
        continue;
      }
      pages.push({ page, path });
      pagePaths.set(page.id, path);
    }
    // As the item's own page decides (list-items service, `hiddenAsExpired`): an ended item is
    // shown only by a block that shows ended items and does not keep to active ones.
    const blocksShowingExpired = listBlocks
      .filter(({ options }) => {
        const parsed = listBlockOptions(options);
        return parsed.showExpiredItemsByDefault && !parsed.hasActiveItems;
      })
      .map((block) => block.id);
    const scope: ItemScope = { now: deps.now(), leftOutPageIds, blocksShowingExpired };
    const total = pages.length + (await repository.countItems(tenant, scope));
    return { origin, pages, pagePaths, scope, total };
  }

  /** The addresses at positions `start` (included) to `end` (excluded) of the plan's order. */
  async function urlsBetween(
    tenant: Tenant,
    { origin, pages, pagePaths, scope }: SitemapPlan,
    start: number,
    end: number,
  ): Promise<SitemapUrl[]> {
    const urls: SitemapUrl[] = pages
      .slice(start, end)
      .map(({ page, path }) => ({ loc: `${origin}${path}`, lastModified: page.lastModified }));
    const itemStart = Math.max(0, start - pages.length);
    const itemEnd = Math.max(0, end - pages.length);
    const items = await repository.items(tenant, scope, itemStart, itemEnd - itemStart);
    for (const item of items) {
      const pagePath = pagePaths.get(item.pageId);
      if (pagePath === undefined) continue;
      urls.push({
        loc: `${origin}${itemPath(pagePath, item.guid, item.title)}`,
        lastModified: item.lastModified,
      });
    }
    return urls;
  }

  return {
    async robots(tenant) {
      if (await deps.isHidden(tenant)) return robotsTxt(null);
      return robotsTxt(`${await deps.originOf(tenant)}${sitemapPath}`);
    },

    async sitemap(tenant) {
      if (await deps.isHidden(tenant)) return null;
      const found = await plan(tenant);
      if (found.total <= urlLimit) return urlsetXml(await urlsBetween(tenant, found, 0, urlLimit));
      const parts = Math.ceil(found.total / urlLimit);
      return sitemapIndexXml(
        Array.from({ length: parts }, (_, index) => `${found.origin}${sitemapPartPath(index + 1)}`),
      );
    },

    async itemPath(tenant, itemGuid) {
      const item = await repository.itemOnPage(tenant, itemGuid, deps.now());
      if (!item) return null;
      const pagePath = reachablePagePaths(await deps.menuOf(tenant), [item.page]).get(
        item.page.guid,
      );
      return pagePath === undefined ? null : itemPath(pagePath, item.guid, item.title);
    },

    async feed(tenant, blockGuid) {
      const page = await repository.listBlockPage(tenant, blockGuid);
      if (!page) return null;
      const pagePath = reachablePagePaths(await deps.menuOf(tenant), [page]).get(page.guid);
      if (pagePath === undefined) return null;
      const items = await deps.newestItems(tenant, blockGuid);
      const origin = await deps.originOf(tenant);
      const siteName = (await deps.siteNameOf(tenant)) || new URL(origin).host;
      const entries = items.map((item) => ({
        guid: item.guid,
        title: item.title,
        url: `${origin}${itemPath(pagePath, item.guid, item.title)}`,
        published: new Date(item.publishedOn),
        summary: item.metadata.description,
        language: item.language,
      }));
      const newest = Math.max(
        page.lastModified.getTime(),
        ...entries.map((e) => e.published.getTime()),
      );
      return atomFeedXml({
        url: `${origin}${listFeedPath(blockGuid)}`,
        pageUrl: `${origin}${pagePath}`,
        title: documentTitle(page.title, siteName),
        siteName,
        updated: new Date(newest),
        // The site's content language, Dutch (decision 0018); each entry names its item's own.
        language: 'nl',
        entries,
      });
    },

    async sitemapPart(tenant, part) {
      if (await deps.isHidden(tenant)) return null;
      const found = await plan(tenant);
      // A sitemap within the limit is one file: it has no parts.
      if (found.total <= urlLimit || (part - 1) * urlLimit >= found.total) return null;
      return urlsetXml(await urlsBetween(tenant, found, (part - 1) * urlLimit, part * urlLimit));
    },
  };
}
