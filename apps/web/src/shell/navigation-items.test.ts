import type { MenuItem } from '@plein/api-client';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbItems,
  sectionItems,
  toNavigationItems,
  withoutSubmenus,
} from './navigation-items';

const item = (over: Partial<MenuItem>): MenuItem => ({
  guid: over.urlSegment ?? 'x',
  urlSegment: '',
  name: over.urlSegment || 'Home',
  pageGuid: 'page',
  pageName: null,
  pageIsPublished: true,
  externalUrl: null,
  relatedMenuItems: [],
  ...over,
});

const menu = [
  item({ urlSegment: '' }),
  item({ urlSegment: 'nieuws', name: 'Nieuws' }),
  item({
    urlSegment: 'diensten',
    name: 'Diensten',
    pageIsPublished: false,
    relatedMenuItems: [item({ urlSegment: 'afval', name: 'Afval' })],
  }),
  item({ urlSegment: 'extern', name: 'Extern', externalUrl: 'https://example.org' }),
];

describe('toNavigationItems', () => {
  it('marks the page shown as current and the section of a list item below it', () => {
    const onItem = toNavigationItems(menu, '/nieuws/i/abc/titel');
    expect(onItem.find((entry) => entry.label === 'Nieuws')).toMatchObject({ section: true });
    expect(onItem.find((entry) => entry.label === 'Home')).not.toHaveProperty('section');
    const onPage = toNavigationItems(menu, '/nieuws');
    expect(onPage.find((entry) => entry.label === 'Nieuws')).toMatchObject({ current: true });
  });

  it('leaves the menu headings without a page out for visitors', () => {
    expect(toNavigationItems(menu, '/').map((entry) => entry.label)).toEqual([
      'Home',
      'Nieuws',
      'Extern',
    ]);
  });
});

describe('without submenus', () => {
  const tree = [
    item({ urlSegment: '' }),
    item({
      urlSegment: 'over-ons',
      name: 'Over ons',
      relatedMenuItems: [item({ urlSegment: 'team', name: 'Team' })],
    }),
  ];

  it('keeps the top level, marks the section, and gives the section its own entries', () => {
    const items = toNavigationItems(tree, '/over-ons/team');
    const top = withoutSubmenus(items);
    expect(top.map((entry) => entry.children)).toEqual([undefined, undefined]);
    expect(top[1]).toMatchObject({ label: 'Over ons', section: true });
    expect(sectionItems(items)).toEqual([
      { label: 'Team', href: '/over-ons/team', external: false, current: true },
    ]);
    expect(sectionItems(toNavigationItems(tree, '/'))).toEqual([]);
  });
});

describe('breadcrumbItems', () => {
  const base = { menu, homeLabel: 'Home', pageTitle: 'Titel', itemTitle: null };

  it('walks from home through the menu to the page, the page itself unlinked', () => {
    expect(breadcrumbItems({ ...base, pagePath: '/diensten/afval' })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Diensten' },
      { label: 'Afval' },
    ]);
  });

  it('ends in the list item under its linked page', () => {
    expect(breadcrumbItems({ ...base, pagePath: '/nieuws', itemTitle: 'Havenfeest' })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Nieuws', href: '/nieuws' },
      { label: 'Havenfeest' },
    ]);
  });

  it('names a page the menu does not hold by its title', () => {
    expect(breadcrumbItems({ ...base, pagePath: '/los', pageTitle: 'Losse pagina' })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Losse pagina' },
    ]);
  });
});
