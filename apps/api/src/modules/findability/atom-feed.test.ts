import { parseAtomFeed } from 'feedsmith';
import { describe, expect, it } from 'vitest';
import { atomFeedXml } from './atom-feed';

describe('the Atom feed of a list', () => {
  it('carries any title text as parsable XML', () => {
    const xml = atomFeedXml({
      url: 'https://plein.example/feeds/a.atom',
      pageUrl: 'https://plein.example/nieuws',
      title: 'Kaas & <wijn> "nu"',
      siteName: 'Plein',
      updated: new Date('2025-01-01T00:00:00Z'),
      language: 'nl',
      entries: [
        {
          guid: 'a1',
          title: 'Bel\u0007 \uD800 en ’t',
          url: 'https://plein.example/nieuws/i/a1/bel',
          published: new Date('2025-01-01T00:00:00Z'),
          summary: '',
          language: 'en',
        },
      ],
    });
    const feed = parseAtomFeed(xml);
    expect(feed.title?.value).toBe('Kaas & <wijn> "nu"');
    expect(feed.entries?.[0]?.title?.value).toBe('Bel  en ’t');
    expect(feed.entries?.[0]?.summary).toBeUndefined();
  });
});
