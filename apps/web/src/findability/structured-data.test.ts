import { describe, expect, it } from 'vitest';
import {
  articleJsonLd,
  breadcrumbListJsonLd,
  jsonLdText,
  organizationJsonLd,
  schemaOrgContext,
} from './structured-data';

const publisher = { name: 'Gemeente Plein', url: 'https://plein.example/' };

describe('structured data', () => {
  it('describes the site as an Organization with its logo', () => {
    expect(organizationJsonLd({ ...publisher, logo: 'https://plein.example/a/logo' })).toEqual({
      '@context': schemaOrgContext,
      '@type': 'Organization',
      name: 'Gemeente Plein',
      url: 'https://plein.example/',
      logo: { '@type': 'ImageObject', url: 'https://plein.example/a/logo' },
    });
  });

  it('describes a news item as a NewsArticle and any other item as an Article', () => {
    const facts = {
      headline: 'Havenfeest',
      url: 'https://plein.example/nieuws/i/a1/havenfeest',
      typeName: 'Nieuwsbericht',
      datePublished: '2025-02-01T10:00:00.000Z',
      language: 'nl',
      image: 'https://plein.example/a/kop?width=1200',
      publisher,
    };
    expect(articleJsonLd(facts)).toMatchObject({
      '@context': schemaOrgContext,
      '@type': 'NewsArticle',
      headline: 'Havenfeest',
      datePublished: '2025-02-01T10:00:00.000Z',
      image: ['https://plein.example/a/kop?width=1200'],
      publisher: { '@type': 'Organization', name: 'Gemeente Plein' },
    });
    expect(articleJsonLd({ ...facts, typeName: 'Evenement' })['@type']).toBe('Article');
    expect(articleJsonLd({ ...facts, typeName: 'News' })['@type']).toBe('NewsArticle');
  });

  it('lists a breadcrumb trail in order, the current page without an address', () => {
    expect(
      breadcrumbListJsonLd([
        { name: 'Home', url: 'https://plein.example/' },
        { name: 'Nieuws', url: 'https://plein.example/nieuws' },
        { name: 'Havenfeest' },
      ]),
    ).toEqual({
      '@context': schemaOrgContext,
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://plein.example/' },
        { '@type': 'ListItem', position: 2, name: 'Nieuws', item: 'https://plein.example/nieuws' },
        { '@type': 'ListItem', position: 3, name: 'Havenfeest' },
      ],
    });
  });

  it('leaves out a menu heading without a page, and a trail of fewer than two steps', () => {
    const trail = breadcrumbListJsonLd([
      { name: 'Home', url: 'https://plein.example/' },
      { name: 'Diensten' },
      { name: 'Afval' },
    ]);
    expect(trail?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://plein.example/' },
      { '@type': 'ListItem', position: 2, name: 'Afval' },
    ]);
    expect(breadcrumbListJsonLd([{ name: 'Home' }])).toBeNull();
    expect(breadcrumbListJsonLd([{ name: 'Diensten' }, { name: 'Afval' }])).toBeNull();
  });

  it('cannot be ended early by a text of the tenant', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
