import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('lists each address with its last change, entity-escaped', () => {
    const xml = urlsetXml([
      { loc: 'https://example.org/?a=1&b=<2>', lastModified: new Date('2026-12-01T10:00:00Z') },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://example.org/?a=1&amp;b=&lt;2&gt;</loc><lastmod>2026-12-01T10:00:00.000Z</lastmod></url>\n' +
        '</urlset>\n',
    );
  });

  it('names the parts of an index', () => {
    expect(sitemapIndexXml(['https://example.org/sitemap-1.xml'])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://example.org/sitemap-1.xml</loc></sitemap>\n</sitemapindex>',
    );
  });
});
