import { describe, expect, it } from 'vitest';
import type { MenuItem } from './menus';
import { locatePage } from './page-locator';
import { itemPath, joinPath, menuPaths, menuTrail, pagePathOf, parseItemPath } from './site-paths';

const item = (over: Partial<MenuItem>): MenuItem => ({
  guid: over.urlSegment ?? 'x',
  urlSegment: '',
  name: 'x',
  pageGuid: null,
  pageName: null,
  pageIsPublished: true,
  externalUrl: null,
  relatedMenuItems: [],
  ...over,
});

const menu = [
  item({ urlSegment: '', pageGuid: 'home-guid' }),
  item({
    urlSegment: 'over-ons',
    pageGuid: 'about',
    relatedMenuItems: [item({ urlSegment: 'team', pageGuid: 'team' })],
  }),
  item({ externalUrl: 'https://example.org', urlSegment: 'extern' }),
];

describe('page paths', () => {
  it('joins segments', () => {
    expect(joinPath('/', 'a')).toBe('/a');
    expect(joinPath('/a', '/b/')).toBe('/a/b');
    expect(joinPath('/a', '')).toBe('/a');
  });

  it('lists internal items with their full paths', () => {
    expect(menuPaths(menu).map((entry) => entry.path)).toEqual([
      '/',
      '/over-ons',
      '/over-ons/team',
    ]);
  });

  it('gives a page its menu path, else /{name}, and the home page /', () => {
    expect(pagePathOf(menu, { guid: 'team', name: 'team' })).toBe('/over-ons/team');
    expect(pagePathOf(menu, { guid: 'g', name: 'nieuw' })).toBe('/nieuw');
    expect(pagePathOf(menu, { guid: 'g', name: 'home' })).toBe('/');
    expect(pagePathOf(undefined, { guid: 'g', name: 'nieuw' })).toBe('/nieuw');
  });
});

describe('list item paths', () => {
  it('puts the item under its page path with a slug of its title', () => {
    expect(itemPath('/nieuws', 'a1b2', 'Havenfeest trekt duizenden!')).toBe(
      '/nieuws/i/a1b2/havenfeest-trekt-duizenden',
    );
    expect(itemPath('/nieuws/', 'a1b2', 'Café')).toBe('/nieuws/i/a1b2/cafe');
  });

  it('leaves the slug out when the title has none, and the page path out for the home page', () => {
    expect(itemPath('/', 'g1', '?!')).toBe('/i/g1');
    expect(itemPath('', 'g1', 'Een')).toBe('/i/g1/een');
  });

  it('walks the menu down to a page, its own item last, headings without a path', () => {
    const withHeading = [
      ...menu,
      item({
        urlSegment: 'diensten',
        name: 'Diensten',
        pageIsPublished: false,
        relatedMenuItems: [item({ urlSegment: 'afval', name: 'Afval', pageGuid: 'afval' })],
      }),
    ];
    expect(menuTrail(withHeading, '/over-ons/team')).toEqual([
      { name: 'x', path: '/over-ons' },
      { name: 'x', path: '/over-ons/team' },
    ]);
    expect(menuTrail(withHeading, '/diensten/afval')).toEqual([
      { name: 'Diensten', path: null },
      { name: 'Afval', path: '/diensten/afval' },
    ]);
    expect(menuTrail(withHeading, '/extern')).toEqual([]);
    expect(menuTrail(withHeading, '/nergens')).toEqual([]);
  });
});

describe('locatePage', () => {
  it('finds pages through the menu, case-insensitively', () => {
    expect(locatePage(menu, '/over-ons/team')).toEqual({ pageGuid: 'team' });
    expect(locatePage(menu, '/Over-Ons')).toEqual({ pageGuid: 'about' });
    expect(locatePage(menu, '/')).toEqual({ pageGuid: 'home-guid' });
    expect(locatePage(menu, '/over-ons/nope')).toBeNull();
  });

  it('falls back to the page named home at / when the menu has no home item', () => {
    expect(locatePage([], '/')).toEqual({ pageName: 'home' });
    expect(locatePage(undefined, '/')).toEqual({ pageName: 'home' });
  });
});

describe('legal page paths', () => {
  it('finds the seeded legal pages by name, in the language of the path or the visitor', () => {
    expect(locatePage(menu, '/legal/terms-of-use/en')).toEqual({
      pageName: 'legal-terms-of-use-en',
    });
    expect(locatePage(menu, '/legal/accessibility/nl', 'en')).toEqual({
      pageName: 'legal-accessibility-nl',
    });
    expect(locatePage(menu, '/legal/cookie-statement/en')).toEqual({
      pageName: 'legal-cookie-statement-en',
    });
    expect(locatePage(menu, '/legal/privacy', 'en')).toEqual({ pageName: 'legal-privacy-en' });
    expect(locatePage(menu, '/legal/privacy')).toEqual({ pageName: 'legal-privacy-nl' });
  });

  it('knows no legal page in another language', () => {
    expect(locatePage(menu, '/legal/terms-of-use/de')).toBeNull();
  });
});

describe('pages outside the menu', () => {
  it('are found by name at a one-segment path the menu does not use', () => {
    expect(locatePage(menu, '/nieuwe-pagina')).toEqual({ pageName: 'nieuwe-pagina' });
    expect(locatePage(menu, '/over-ons')).toEqual({ pageGuid: 'about' });
    expect(locatePage(menu, '/a/b')).toBeNull();
    expect(locatePage(menu, '/Bad_Name!')).toBeNull();
  });
});

describe('parseItemPath', () => {
  it('are read into the page path, the item guid and the slug', () => {
    expect(parseItemPath('/nieuws/i/a1b2/havenfeest')).toEqual({
      pagePath: '/nieuws',
      itemGuid: 'a1b2',
      slug: 'havenfeest',
    });
    expect(parseItemPath('/i/a1b2/')).toEqual({ pagePath: '/', itemGuid: 'a1b2', slug: null });
    expect(parseItemPath('/over-ons/team/i/c3')).toEqual({
      pagePath: '/over-ons/team',
      itemGuid: 'c3',
      slug: null,
    });
  });

  it('are not found in other paths', () => {
    expect(parseItemPath('/nieuws')).toBeNull();
    expect(parseItemPath('/nieuws/i/')).toBeNull();
    expect(parseItemPath('/nieuws/i/a/b/c')).toBeNull();
  });
});
