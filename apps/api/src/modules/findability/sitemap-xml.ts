import { escapeXml, xmlDeclaration } from './xml-text';

/** One address of a sitemap. */
export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  lastModified: Date;
}

const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * A sitemap (`<urlset>`) of these addresses with their last change.
 *
 * @example
 * urlsetXml([{ loc: 'https://example.org/', lastModified: new Date() }]);
 */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    ({ loc, lastModified }) =>
      `<url><loc>${escapeXml(loc)}</loc><lastmod>${lastModified.toISOString()}</lastmod></url>`,
  );
  return `${xmlDeclaration}\n<urlset xmlns="${sitemapNamespace}">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * A sitemap index (`<sitemapindex>`) naming the sitemaps at these absolute URLs.
 *
 * @example
 * sitemapIndexXml(['https://example.org/sitemap-1.xml', 'https://example.org/sitemap-2.xml']);
 */
export function sitemapIndexXml(locs: readonly string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `${xmlDeclaration}\n<sitemapindex xmlns="${sitemapNamespace}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
