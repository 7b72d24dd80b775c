// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchResponse, SearchResult } from '@plein/api-client';
import { createI18n } from '../i18n/i18n';
import { routeTable } from '../routing/route-table';
import { NotFoundScreen } from '../screens/not-found-screen';
import { SearchScreen } from '../screens/search-screen';
import { startFakeApi } from '../test-support/fake-api';
import { startStatistics, stopStatistics } from './statistics-collector';
import { StatisticsPageViews } from './statistics-page-views';
import { setBrowserValue, stubBeacon } from './statistics-test-support';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let beacon: ReturnType<typeof stubBeacon>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  beacon = stubBeacon();
  setBrowserValue(document, 'referrer', 'https://www.example.org/links');
  setBrowserValue(window, 'innerWidth', 390);
  document.documentElement.lang = 'nl';
});
afterEach(() => {
  cleanup();
  stopStatistics();
});

/** A content page: its path as the heading, or the not-found page for a path under /weg. */
function ContentScreen() {
  const { pathname } = useLocation();
  return pathname.startsWith('/weg') ? <NotFoundScreen /> : <h1>{pathname}</h1>;
}

const hit = (n: number): SearchResult => ({
  kind: 'page',
  guid: `page-${n}`,
  title: `Fietsen ${n}`,
  snippet: 'Over <mark>fietsen</mark>',
  rank: 1,
  pageName: `fietsen-${n}`,
  pageGuid: `page-${n}`,
  pageTitle: `Fietsen ${n}`,
});

/** The single-page app's routes (ids and auth from the route table) around the given screens. */
async function openApp(path: string) {
  const store = api.store();
  const i18n = createI18n('nl');
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: (
          <>
            <StatisticsPageViews />
            <Outlet />
          </>
        ),
        children: [
          { id: 'content-index', index: true, element: <ContentScreen /> },
          ...routeTable
            .filter((route) => !route.path.startsWith('{any path}'))
            .map((route) => ({
              id: route.id,
              path: route.path,
              handle: route,
              element: route.id === 'search' ? <SearchScreen /> : <h1>{route.id}</h1>,
            })),
          { id: 'content', path: '*', element: <ContentScreen /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  startStatistics();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  await screen.findByRole('heading', { level: 1 });
  const navigate = async (to: string) => {
    await act(() => router.navigate(to));
    await screen.findByRole('heading', { level: 1 });
  };
  return { navigate };
}

/** What reached the statistics endpoint, once the collector sent what it held. */
function sent() {
  stopStatistics();
  return beacon.events();
}

describe('page views of the single-page app', () => {
  it('counts the first page as an entry and every navigation without referrer, not a hash change', async () => {
    const { navigate } = await openApp('/nieuws?page=2');
    await navigate('/over-ons');
    await navigate('/over-ons#contact');
    await navigate('/');
    expect(sent()).toEqual([
      {
        kind: 'pageview',
        path: '/nieuws',
        referrer: 'www.example.org',
        entry: true,
        device: 'mobile',
        language: 'nl',
      },
      {
        kind: 'pageview',
        path: '/over-ons',
        referrer: null,
        entry: false,
        device: 'mobile',
        language: 'nl',
      },
      {
        kind: 'pageview',
        path: '/',
        referrer: null,
        entry: false,
        device: 'mobile',
        language: 'nl',
      },
    ]);
  });

  it('counts no admin, account or editor screen, nor a page whose URL carries a code', async () => {
    const { navigate } = await openApp('/admin/pages');
    await navigate('/account/profile');
    await navigate('/over-ons/edit');
    await navigate('/reset-password/geheim');
    await navigate('/over-ons');
    expect(sent()).toEqual([expect.objectContaining({ path: '/over-ons', entry: false })]);
  });
});

describe('site searches', () => {
  it('are counted once per query with their results, not per results page', async () => {
    api.answer('GET /api/search', {
      status: 200,
      body: {
        query: 'fietsen',
        page: 1,
        pageSize: 10,
        results: [hit(1), hit(2), hit(3)],
        hasMore: false,
        total: 3,
        fuzzy: false,
      } satisfies SearchResponse,
    });
    const { navigate } = await openApp('/search?q=fietsen');
    await screen.findByRole('link', { name: 'Fietsen 3' });
    await navigate('/search?q=fietsen#resultaten');
    await navigate('/search?q=fietsen&page=2');
    await screen.findByRole('link', { name: 'Fietsen 3' });
    const events = sent();
    expect(events.filter((event) => event.kind === 'search')).toEqual([
      { kind: 'search', path: '/search', query: 'fietsen', results: 3 },
    ]);
    expect(events.filter((event) => event.kind === 'pageview')).toHaveLength(2);
  });

  it('count a search that found nothing', async () => {
    api.answer('GET /api/search', {
      status: 200,
      body: {
        query: 'zwembad',
        page: 1,
        pageSize: 10,
        results: [],
        hasMore: false,
        total: 0,
        fuzzy: false,
      } satisfies SearchResponse,
    });
    await openApp('/search?q=zwembad');
    await screen.findByText(/zwembad/, { selector: 'p' });
    expect(sent()).toContainEqual({
      kind: 'search',
      path: '/search',
      query: 'zwembad',
      results: 0,
    });
  });
});

describe('not-found pages', () => {
  it('are counted once, linked from the page the visitor came from', async () => {
    const { navigate } = await openApp('/nieuws');
    await navigate('/weg/oud');
    await navigate('/weg/oud#boven');
    expect(sent().filter((event) => event.kind === 'notFound')).toEqual([
      { kind: 'notFound', path: '/weg/oud', referrer: '/nieuws' },
    ]);
  });
});
