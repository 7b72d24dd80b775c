/** One address of a sitemap. */
export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  lastModified: Date;
}

const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text as XML character data, entity-escaped as the sitemap protocol asks. Five replacements:
 * the URLs are built from page names, menu segments, guids and title slugs, which hold no
 * character XML cannot carry, so no library is needed.
 */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

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
