import { joinPath } from '@plein/api-client';
import type { MenuItem } from '@plein/api-client';
import type { NavigationItem } from '@plein/ui-kit';

/**
 * Menu items as navigation entries: internal items get their full path, external items their
 * URL; items whose page is unpublished are left out for visitors.
 */
export function toNavigationItems(
  items: readonly MenuItem[],
  currentPath: string,
  parent = '/',
): NavigationItem[] {
  return items
    .filter((item) => item.externalUrl || item.pageIsPublished)
    .map((item) => {
      const href = item.externalUrl ?? joinPath(parent, item.urlSegment);
      const children = toNavigationItems(item.relatedMenuItems, currentPath, href);
      return {
        label: item.name,
        href,
        external: Boolean(item.externalUrl),
        current: !item.externalUrl && href === currentPath,
        ...(children.length ? { children } : {}),
      };
    });
}
