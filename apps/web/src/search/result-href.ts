import { itemPath, pagePathOf } from '@plein/api-client';
import type { MenuItem, SearchResult } from '@plein/api-client';

/**
 * Where a search result links to: a page at its path (its menu path, else `/{name}`), a list item
 * under the path of the page holding its list.
 *
 * @example
 * resultHref(menu, { kind: 'listItem', guid: 'a1', title: 'Havenfeest', pageName: 'nieuws', pageGuid: 'p1', ... }); // '/nieuws/i/a1/havenfeest'
 */
export function resultHref(menu: readonly MenuItem[], result: SearchResult): string {
  const pagePath = pagePathOf(menu, { guid: result.pageGuid, name: result.pageName });
  if (result.kind === 'page') return pagePath;
  return itemPath(pagePath, result.guid, result.title);
}
