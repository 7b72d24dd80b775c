import { describe, expect, it } from 'vitest';
import type { MenuItem } from './menus';
import { itemPath, joinPath, menuPaths, menuTrail, pagePathOf } from './site-paths';

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
