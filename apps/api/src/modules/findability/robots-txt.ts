/**
 * The robots.txt of a site (RFC 9309): every crawler may read everything and is told where the
 * sitemap is; a site kept out of search engines (no sitemap URL) disallows everything.
 *
 * @param sitemapUrl the sitemap's absolute URL; null for a site kept out of search engines.
 * @example
 * robotsTxt('https://example.org/sitemap.xml');
 * robotsTxt(null); // 'User-agent: *\nDisallow: /\n'
 */
export function robotsTxt(sitemapUrl: string | null): string {
  if (sitemapUrl === null) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
