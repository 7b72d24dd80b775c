import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pleinApi } from '@plein/api-client';
import { userLoaded } from '@plein/state-store';
import type { AppStore } from '@plein/state-store';
import { startFakeApi, testUser } from '../test-support/fake-api';
import { loadListItem } from './item-steps';
import { loadListBlocks } from './list-steps';
import type { PrefetchContext } from './prefetch';
import { runPrefetch } from './prefetch';
import { loadMenu, loadPage } from './prefetch-steps';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const context = (store: AppStore, url: string, pagePath: string, params = {}) =>
  ({
    store,
    logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() },
    pagePath,
    params,
    url: new URL(`http://localhost${url}`),
  }) as unknown as PrefetchContext;

const guid = '0a1b2c3d-0000-4000-8000-00000000000a';
const listPage = (pageNumber: number) => ({
  items: [],
  pageNumber,
  itemCount: 5,
  sortBy: 'publishedOn_desc',
  totalItems: 12,
  totalCapped: false,
});
const item = {
  guid,
  shortId: 'k3',
  title: 'Havenfeest trekt duizenden!',
  listItemTypeName: 'Nieuwsbericht',
  parentGuids: [],
  metadata: { description: '', periodEnd: null },
  publishedOn: '2026-01-01T00:00:00.000Z',
  isPublished: true,
  highlight: false,
  language: 'nl',
  blockGuid: 'b1',
  contentBuildingBlockInstances: [],
};

describe('the list blocks pre-fetch', () => {
  it.each([
    ['a signed-in user: lazy lists load later, in the browser', true, [{ b1: { pageNumber: 2 } }]],
    [
      'a visitor: every list, lazy ones too (a page with islands has no script to load them)',
      false,
      [{ b1: { pageNumber: 2 }, b2: { pageNumber: 3 } }],
    ],
  ])(
    'loads the URL page of the list blocks in one call, for %s',
    async (_who, signedIn, posted) => {
      api.answer('GET /api/menus:withName', {
        status: 200,
        body: [
          {
            guid: 'm1',
            urlSegment: 'nieuws',
            name: 'Nieuws',
            pageGuid: 'p1',
            pageName: 'nieuws',
            pageIsPublished: true,
            externalUrl: null,
            relatedMenuItems: [],
          },
        ],
      });
      const block = (
        blockGuid: string,
        type: string,
        options: { name: string; value: string }[],
      ) => ({
        guid: blockGuid,
        buildingBlock: type,
        options,
        layoutPosition: 'main',
        sortId: 1,
        content: { title: '' },
      });
      api.answer('GET /api/pages/p1', {
        status: 200,
        body: {
          page: {
            guid: 'p1',
            title: 'Nieuws',
            buildingBlockInstances: [
              block('b1', 'list', []),
              block('b2', 'list', [{ name: 'lazyLoad', value: 'true' }]),
            ],
          },
        },
      });
      api.answer('POST /api/listitem/lists', { status: 200, body: { b1: listPage(2) } });
      const store = api.store();
      if (signedIn) store.dispatch(userLoaded({ user: testUser(), status: 200 }));
      await runPrefetch(
        [loadMenu, loadPage, loadListBlocks],
        context(store, '/nieuws?page-b1=2&page-b2=3', '/nieuws'),
      );
      const posts = api.requests.filter((request) => request.url === '/api/listitem/lists');
      expect(posts.map((request) => JSON.parse(request.body) as unknown)).toEqual(posted);
      const stored = pleinApi.endpoints.getList.select({
        blockGuid: 'b1',
        query: { pageNumber: 2 },
      })(store.getState());
      expect(stored.data?.pageNumber).toBe(2);
    },
  );
});

describe('the list item pre-fetch', () => {
  it('loads the item and accepts its own slug', async () => {
    api.answer(`GET /api/listitem/${guid}`, { status: 200, body: item });
    const result = await loadListItem(
      context(api.store(), `/nieuws/i/${guid}/havenfeest-trekt-duizenden`, '/nieuws', {
        itemGuid: guid,
        itemTitle: 'havenfeest-trekt-duizenden',
      }),
    );
    expect(result).toBeUndefined();
  });

  it('redirects a wrong or missing slug, and a short id, to the item’s own path', async () => {
    api.answer(`GET /api/listitem/${guid}`, { status: 200, body: item });
    api.answer('GET /api/listitem/short/k3', { status: 200, body: item });
    const wanted = `/nieuws/i/${guid}/havenfeest-trekt-duizenden`;
    for (const [path, params] of [
      [`/nieuws/i/${guid}/oud?lang=en`, { itemGuid: guid, itemTitle: 'oud' }],
      [`/nieuws/i/${guid}?lang=en`, { itemGuid: guid }],
      ['/nieuws/i/k3?lang=en', { itemGuid: 'k3' }],
    ] as const) {
      const result = await loadListItem(context(api.store(), path, '/nieuws', params));
      expect(result).toEqual({ redirect: `${wanted}?lang=en`, replace: true });
    }
  });

  it('raises not-found when the item does not load', async () => {
    const store = api.store();
    await loadListItem(context(store, `/nieuws/i/${guid}`, '/nieuws', { itemGuid: guid }));
    expect(store.getState().ui.errorStatus).toBe(404);
  });
});
