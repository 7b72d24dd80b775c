/**
 * The page editor's path for a page path (`/over-ons` -> `/over-ons/edit`, `/` -> `/edit`).
 *
 * @example
 * navigate(editPathOf(pagePathOf(menu, page)));
 */
export function editPathOf(pagePath: string): string {
  return pagePath === '/' ? '/edit' : `${pagePath}/edit`;
}
