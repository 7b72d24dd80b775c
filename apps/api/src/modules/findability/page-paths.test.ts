import type { MenuItem } from '@plein/api-client';
import { describe, expect, it } from 'vitest';
import { reachablePagePaths } from './page-paths';

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

const page = (guid: string, name = guid) => ({ guid, name });

describe('the paths pages are reached at', () => {
  it('are their menu paths, else /{name}, and / for the home page', () => {
    const menu = [
      item({
        urlSegment: 'over-ons',
        pageGuid: 'about',
        relatedMenuItems: [item({ urlSegment: 'team', pageGuid: 'team' })],
      }),
    ];
    const paths = reachablePagePaths(menu, [
      page('about', 'over-ons'),
      page('team'),
      page('new', 'nieuw'),
      page('home'),
    ]);
    expect(Object.fromEntries(paths)).toEqual({
      about: '/over-ons',
      team: '/over-ons/team',
      new: '/nieuw',
      home: '/',
    });
  });

  it('leave out a page outside the menu whose path the menu gives to another page', () => {
    const menu = [
      item({ urlSegment: '', pageGuid: 'start' }),
      item({ urlSegment: 'nieuws', pageGuid: 'news' }),
      item({ urlSegment: 'kop' }),
    ];
    const paths = reachablePagePaths(menu, [
      page('start', 'start'),
      page('news', 'nieuws-archief'),
      page('home'),
      page('other-news', 'nieuws'),
      page('heading', 'kop'),
    ]);
    expect([...paths.keys()]).toEqual(['start', 'news']);
  });

  it('leave out paths the app answers with a screen of its own', () => {
    const menu = [
      item({ urlSegment: 'admin', pageGuid: 'in-admin' }),
      item({
        urlSegment: 'over',
        pageGuid: 'over',
        relatedMenuItems: [
          item({ urlSegment: 'edit', pageGuid: 'edit-child' }),
          item({ urlSegment: 'i', pageGuid: 'item-child' }),
        ],
      }),
    ];
    const paths = reachablePagePaths(menu, [
      page('in-admin'),
      page('over'),
      page('edit-child'),
      page('item-child'),
      page('login'),
      page('account'),
      page('preview'),
      page('legal-privacy-nl'),
    ]);
    expect(Object.fromEntries(paths)).toEqual({
      over: '/over',
      'legal-privacy-nl': '/legal-privacy-nl',
    });
  });
});
