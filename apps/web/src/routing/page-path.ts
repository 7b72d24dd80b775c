import type { MenuItem } from '@plein/api-client';

/** How a page path is found: through the menu (a page guid) or, for `/`, the page named home. */
export type PageLocator = { pageGuid: string } | { pageName: string };

/** The name of the page shown at `/` when the menu does not place a page there. */
export const homePageName = 'home';

/** Joins a parent path and a url segment. */
export function joinPath(parent: string, segment: string): string {
  const clean = segment.replace(/^\/+|\/+$/g, '');
  if (!clean) return parent || '/';
  return parent === '/' || parent === '' ? `/${clean}` : `${parent}/${clean}`;
}

/** Every internal menu item with the full path it lives at. */
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
 * Finds the page a path shows: the menu item at that path, or the home page at `/`.
 *
 * @example
 * locatePage(menu, '/over-ons'); // { pageGuid: '…' }
 */
export function locatePage(
  menu: readonly MenuItem[] | undefined,
  path: string,
): PageLocator | null {
  const wanted = path.toLowerCase();
  const match = menuPaths(menu ?? []).find((entry) => entry.path.toLowerCase() === wanted);
  if (match?.item.pageGuid) return { pageGuid: match.item.pageGuid };
  if (wanted === '/') return { pageName: homePageName };
  return null;
}
