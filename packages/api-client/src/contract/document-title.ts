/**
 * The title of a page of the site (the document's `<title>`, a feed's title): the page's title
 * and the platform's name, once when they are the same.
 *
 * @example
 * documentTitle('Over ons', 'Plein Demo'); // 'Over ons | Plein Demo'
 */
export function documentTitle(pageTitle: string, platformName: string | undefined): string {
  if (!platformName || pageTitle === platformName) return pageTitle;
  return `${pageTitle} | ${platformName}`;
}
