/** Where robots.txt and the sitemap are served (the sitemap's parts are `/sitemap-{n}.xml`). */
export const robotsPath = '/robots.txt';
export const sitemapPath = '/sitemap.xml';

/**
 * The paths this module answers, at the root of the site: robots.txt, the sitemap and anything
 * shaped like a part of it (an unknown part is a 404 of the API, not a page), and the lists'
 * feeds (`/feeds/{block guid}.atom`, `listFeedPath`). The web server sends the same paths to
 * the API.
 *
 * @example
 * findabilityPathPattern.test('/sitemap-2.xml'); // true
 */
export const findabilityPathPattern =
  /^\/(?:robots\.txt|sitemap(?:-[^/]*)?\.xml|feeds\/[^/]+\.atom)$/;

/**
 * The path of one part of a sitemap index.
 *
 * @example
 * sitemapPartPath(2); // '/sitemap-2.xml'
 */
export function sitemapPartPath(part: number): string {
  return `/sitemap-${part}.xml`;
}

/** The route of a part of the sitemap; `part` is its number (see {@link sitemapPartOf}). */
export const sitemapPartRoute = '/sitemap-:part.xml';

/**
 * The number of a sitemap part from the `part` of its path (1, 2, … written without leading
 * zeros, so each part has one address and one cache entry), or null.
 *
 * @example
 * sitemapPartOf('3'); // 3
 * sitemapPartOf('03'); // null
 */
export function sitemapPartOf(part: string): number | null {
  return /^[1-9]\d{0,8}$/.test(part) ? Number(part) : null;
}
