import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@plein/api-client';
import { joinPath, locatePage, menuPaths } from './page-path';

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

  it('finds pages through the menu, case-insensitively', () => {
    expect(locatePage(menu, '/over-ons/team')).toEqual({ pageGuid: 'team' });
    expect(locatePage(menu, '/Over-Ons')).toEqual({ pageGuid: 'about' });
    expect(locatePage(menu, '/')).toEqual({ pageGuid: 'home-guid' });
    expect(locatePage(menu, '/extern')).toBeNull();
    expect(locatePage(menu, '/nope')).toBeNull();
  });

  it('falls back to the page named home at / when the menu has no home item', () => {
    expect(locatePage([], '/')).toEqual({ pageName: 'home' });
    expect(locatePage(undefined, '/')).toEqual({ pageName: 'home' });
  });
});
