import type { MenuItem, SearchResult } from '@plein/api-client';
import { itemPath } from '../lists/item-path';
import { homePageName, menuPaths } from '../routing/page-path';

/** The path of the page with this guid or name in the menu; `/` for the home page. */
function pagePathOf(menu: readonly MenuItem[], guid: string | null, name: string): string | null {
  const found = menuPaths(menu).find(
    ({ item }) => (guid !== null && item.pageGuid === guid) || item.pageName === name,
  );
  if (found) return found.path;
  return name === homePageName ? '/' : null;
}

/**
 * Where a search result links to: a page at its menu path, a list item under the path of the page
 * holding its list (or `/i/…` when that page is not in the menu). Null for a page the menu does
 * not reach.
 *
 * @example
 * resultHref(menu, { kind: 'listItem', guid: 'a1', title: 'Havenfeest', pageName: 'nieuws', ... }); // '/nieuws/i/a1/havenfeest'
 */
export function resultHref(menu: readonly MenuItem[], result: SearchResult): string | null {
  if (result.kind === 'page') return pagePathOf(menu, result.guid, result.pageName);
  return itemPath(pagePathOf(menu, null, result.pageName) ?? '/', result.guid, result.title);
}
