import { describe, expect, it } from 'vitest';
import { articleJsonLd, jsonLdText, organizationJsonLd, schemaOrgContext } from './structured-data';

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

  it('cannot be ended early by a text of the tenant', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
