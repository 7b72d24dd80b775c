import { joinPath, menuTrail } from '@plein/api-client';
import type { MenuItem } from '@plein/api-client';
import type { BreadcrumbItem, NavigationItem } from '@plein/ui-kit';

/**
 * Menu items as navigation entries: internal items get their full path, external items their
 * URL; items whose page is unpublished are left out for visitors. An item is the current page
 * when its path is the path shown, and marks the section when the path shown lies below it
 * (a list item, or a page the menu does not name).
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
      const internal = !item.externalUrl;
      const current = internal && href === currentPath;
      const below =
        internal && href !== '/' && currentPath.startsWith(`${href}/`) && !children.some(isMarked);
      return {
        label: item.name,
        href,
        external: !internal,
        current,
        ...(below ? { section: true } : {}),
        ...(children.length ? { children } : {}),
      };
    });
}

function isMarked(item: NavigationItem): boolean {
  return Boolean(item.current || item.section) || (item.children ?? []).some(isMarked);
}

/** The header's entries without their submenus (setting `showSubMenu` off). */
export function withoutSubmenus(items: readonly NavigationItem[]): NavigationItem[] {
  return items.map(({ children, ...item }) => ({
    ...item,
    // The section of the page shown is still marked when its page sits in a hidden submenu.
    ...(!item.current && children?.some(isMarked) ? { section: true } : {}),
  }));
}

/**
 * The entries below the top-level item whose section holds the path shown: with submenus off,
 * they are shown as the section's own navigation under the header, so every page stays
 * reachable.
 */
export function sectionItems(items: readonly NavigationItem[]): NavigationItem[] {
  return items.find((item) => !item.external && isMarked(item))?.children?.slice() ?? [];
}

/** What the breadcrumbs of a content route are made of. */
export interface BreadcrumbSource {
  menu: readonly MenuItem[];
  /** The page's path (for a list item: the path of the page it is shown under). */
  pagePath: string;
  /** The page's own title, for a page the menu does not name. */
  pageTitle: string | null;
  /** The title of the list item shown, on an item route. */
  itemTitle: string | null;
  homeLabel: string;
}

/**
 * The breadcrumb trail of a page or list item: home, the menu items down to the page, then the
 * item. The last step is where the visitor is (no link); a menu heading without a page is named
 * without a link.
 */
export function breadcrumbItems(source: BreadcrumbSource): BreadcrumbItem[] {
  const trail: BreadcrumbItem[] = menuTrail(source.menu, source.pagePath)
    .filter((step) => step.path !== '/')
    .map((step) => (step.path ? { label: step.name, href: step.path } : { label: step.name }));
  if (trail.length === 0 && source.pagePath !== '/' && source.pageTitle) {
    trail.push({ label: source.pageTitle, href: source.pagePath });
  }
  if (source.itemTitle) trail.push({ label: source.itemTitle });
  const steps = [{ label: source.homeLabel, href: '/' }, ...trail];
  const last = steps.at(-1);
  if (steps.length > 1 && last) steps[steps.length - 1] = { label: last.label };
  return steps;
}
