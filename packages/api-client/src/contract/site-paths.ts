import { slugifyItemTitle } from '@plein/validation';
import type { MenuItem } from './menus';

/**
 * Where pages and list items live on a site (spec section 2). The web app links with these and
 * the API lists the same addresses in the sitemap, so the two can never disagree.
 */

/** The name of the page shown at `/` when the menu does not place a page there. */
export const homePageName = 'home';

/**
 * Joins a parent path and a url segment.
 *
 * @example
 * joinPath('/over-ons', 'team'); // '/over-ons/team'
 */
export function joinPath(parent: string, segment: string): string {
  const clean = segment.replace(/^\/+|\/+$/g, '');
  if (!clean) return parent || '/';
  return parent === '/' || parent === '' ? `/${clean}` : `${parent}/${clean}`;
}

/**
 * Every internal menu item with the full path it lives at.
 *
 * @example
 * menuPaths(menu).map((entry) => entry.path); // ['/', '/over-ons', '/over-ons/team']
 */
export function menuPaths(
  items: readonly MenuItem[],
  parent = '/',
): { path: string; item: MenuItem }[] {
  const found: { path: string; item: MenuItem }[] = [];
  for (const item of items) {
    if (item.externalUrl) continue;
    const path = joinPath(parent, item.urlSegment);
    found.push({ path, item });
    found.push(...menuPaths(item.relatedMenuItems, path));
  }
  return found;
}

/**
 * Where a page lives: its menu path, else `/{name}` (`/` for the home page).
 *
 * @example
 * pagePathOf(menu, { guid: 'g', name: 'over-ons' }); // '/over-ons'
 */
export function pagePathOf(
  menu: readonly MenuItem[] | undefined,
  page: { guid: string; name: string },
): string {
  const placed = menuPaths(menu ?? []).find((entry) => entry.item.pageGuid === page.guid);
  if (placed) return placed.path;
  return page.name === homePageName ? '/' : `/${page.name}`;
}

/**
 * The path of a list item's page under a page path (spec section 2):
 * `{page path}/i/{itemGuid}/{title slug}`; the slug is left out when the title has none.
 *
 * @example
 * itemPath('/nieuws', 'a1b2', 'Havenfeest trekt duizenden!'); // '/nieuws/i/a1b2/havenfeest-trekt-duizenden'
 */
export function itemPath(pagePath: string, guid: string, title: string): string {
  const base = pagePath === '/' || pagePath === '' ? '' : pagePath.replace(/\/+$/, '');
  const slug = slugifyItemTitle(title);
  return `${base}/i/${encodeURIComponent(guid)}${slug ? `/${slug}` : ''}`;
}

/** The parts of a list item's path (see {@link itemPath}). */
export interface ItemPathParts {
  /** The path of the page the item is shown under (`/` at the root). */
  pagePath: string;
  itemGuid: string;
  /** The title slug, when the path has one (it is not checked here). */
  slug: string | null;
}

/**
 * Reads a list item's path (`{page path}/i/{itemGuid}/{title slug}`, a trailing slash allowed);
 * null for any other path.
 *
 * @example
 * parseItemPath('/nieuws/i/a1b2/havenfeest'); // { pagePath: '/nieuws', itemGuid: 'a1b2', slug: 'havenfeest' }
 * parseItemPath('/nieuws'); // null
 */
export function parseItemPath(path: string): ItemPathParts | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const found = /^(.*)\/i\/([^/]+)(?:\/([^/]*))?$/.exec(clean);
  if (!found?.[2]) return null;
  return { pagePath: found[1] || '/', itemGuid: found[2], slug: found[3] || null };
}

/** One step of a page's place in the menu: the item's name, and its path when visitors can open it. */
export interface MenuTrailStep {
  name: string;
  /** Null for an item without a published page (a heading in the menu, not a link). */
  path: string | null;
}

/**
 * The menu items from the top of the menu down to the one at a page path, the page's own item
 * last; empty when the menu does not place anything at that path. Breadcrumbs (shown and in
 * structured data) are built from it.
 *
 * @example
 * menuTrail(menu, '/over-ons/team'); // [{ name: 'Over ons', path: '/over-ons' }, { name: 'Team', path: '/over-ons/team' }]
 */
export function menuTrail(
  items: readonly MenuItem[],
  pagePath: string,
  parent = '/',
): MenuTrailStep[] {
  for (const item of items) {
    if (item.externalUrl) continue;
    const path = joinPath(parent, item.urlSegment);
    const step = { name: item.name, path: item.pageIsPublished ? path : null };
    if (path === pagePath) return [step];
    const below = menuTrail(item.relatedMenuItems, pagePath, path);
    if (below.length) return [step, ...below];
  }
  return [];
}
