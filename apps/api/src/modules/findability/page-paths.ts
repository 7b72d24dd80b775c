import { appPathSegments, homePageName, menuPaths, pagePathOf } from '@plein/api-client';
import type { MenuItem } from '@plein/api-client';

/**
 * Whether the web app answers a path with a screen of its own rather than a page: its own
 * routes (sign-in, admin, account, legal, search…, and preview links), a page's editor
 * (`…/edit`) or a list item (`…/i/{item}`).
 */
function isAppPath(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  const first = segments[0];
  if (first !== undefined && (appPathSegments.includes(first) || first === 'preview')) return true;
  return segments.at(-1) === 'edit' || segments.includes('i');
}

/**
 * The path each page is reached at, as the site links it (`pagePathOf`: its menu path, else
 * `/{name}`, `/` for the home page), for the pages a visitor really gets there: a page outside
 * the menu whose path the menu uses shows the menu's page instead (as `locatePage` decides in
 * the web app), and a path the app answers itself shows no page. Pages left out are not in the
 * map.
 *
 * @example
 * reachablePagePaths(menu, pages).get(page.guid); // '/over-ons'
 */
export function reachablePagePaths(
  menu: readonly MenuItem[],
  pages: readonly { guid: string; name: string }[],
): Map<string, string> {
  const placed = menuPaths(menu);
  const placedGuids = new Set(placed.map((entry) => entry.item.pageGuid));
  const menuUses = new Set(placed.map((entry) => entry.path.toLowerCase()));
  const menuHome = placed.some((entry) => entry.path === '/' && entry.item.pageGuid);
  const paths = new Map<string, string>();
  for (const page of pages) {
    const path = pagePathOf(menu, page);
    if (!placedGuids.has(page.guid)) {
      const shadowed = page.name === homePageName ? menuHome : menuUses.has(path);
      if (shadowed) continue;
    }
    if (!isAppPath(path)) paths.set(page.guid, path);
  }
  return paths;
}
