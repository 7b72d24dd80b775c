import { describe, expect, it } from 'vitest';
import { itemPath } from '@plein/api-client';
import type { MenuItem, SearchResult } from '@plein/api-client';
import { resultHref } from './result-href';

const menuItem = (urlSegment: string, pageName: string, pageGuid: string): MenuItem => ({
  guid: `m-${pageName}`,
  urlSegment,
  name: pageName,
  pageGuid,
  pageName,
  pageIsPublished: true,
  externalUrl: null,
  relatedMenuItems: [],
});

const result = (over: Partial<SearchResult>): SearchResult => ({
  kind: 'listItem',
  guid: 'g1',
  title: 'Nieuwe fietsbrug geopend!',
  snippet: '',
  rank: 1,
  pageName: 'nieuws',
  pageGuid: 'p-nieuws',
  pageTitle: 'Nieuws',
  ...over,
});

describe('search result links', () => {
  const menu = [menuItem('nieuws', 'nieuws', 'p-nieuws')];

  it('links an item under the path of its list’s page, with its title slug', () => {
    expect(resultHref(menu, result({}))).toBe('/nieuws/i/g1/nieuwe-fietsbrug-geopend');
    expect(resultHref([], result({}))).toBe('/nieuws/i/g1/nieuwe-fietsbrug-geopend');
  });

  it('links a page at its menu path, the home page at /, another page at /{name}', () => {
    expect(resultHref(menu, result({ kind: 'page', guid: 'p-nieuws' }))).toBe('/nieuws');
    const page = (pageName: string) => result({ kind: 'page', guid: 'x', pageGuid: 'x', pageName });
    expect(resultHref(menu, page('home'))).toBe('/');
    expect(resultHref(menu, page('verborgen'))).toBe('/verborgen');
  });

  it('leaves the slug out when a title has no letters or digits', () => {
    expect(itemPath('/', 'g1', '?!')).toBe('/i/g1');
  });
});
