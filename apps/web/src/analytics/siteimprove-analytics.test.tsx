// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlatformSettingValue } from '@plein/api-client';
import { consentGiven, consentReset } from '@plein/state-store';
import type { ConsentCategory } from '@plein/state-store';
import { useSettings } from '../data/use-tenant-data';
import { routeTable } from '../routing/route-table';
import { startFakeApi } from '../test-support/fake-api';
import type { SiteimproveCommand } from './siteimprove';
import { SiteimproveAnalytics } from './siteimprove-analytics';

// jsdom loads no external resources here, so the script element is added but never fetched.
const scriptUrl = 'https://siteimproveanalytics.com/js/siteanalyze_1234567.js';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());
afterEach(() => {
  cleanup();
  for (const script of Array.from(document.scripts)) script.remove();
  delete window._sz;
});

/** A screen with its document title, as the app's screens render it. */
function Screen() {
  const { pathname } = useLocation();
  const title = pathname === '/' ? 'Home' : pathname.slice(1);
  return (
    <>
      <title>{title}</title>
      <h1>{title}</h1>
    </>
  );
}

/** Shows the platform name once the settings are in, so a test can wait for them. */
function SettingsLoaded() {
  const { platformName } = useSettings();
  return platformName ? <p>{platformName}</p> : null;
}

/**
 * The analytics in a shell at `path` for a tenant with `settings`; `consent` is the visitor's
 * choice, if they made one.
 */
async function renderAt(
  path: string,
  settings: PlatformSettingValue[],
  consent?: ConsentCategory[],
) {
  api.answer('GET /api/platformsettingvalues', {
    status: 200,
    body: [{ key: 'platformName', value: 'Gemeente Test' }, ...settings],
  });
  const store = api.store();
  if (consent) store.dispatch(consentGiven({ categories: consent, date: '2026-11-21T10:00:00Z' }));
  const resetConfirm = routeTable.find((route) => route.id === 'password-reset-confirm');
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: (
          <>
            <SiteimproveAnalytics />
            <SettingsLoaded />
            <Outlet />
          </>
        ),
        children: [
          { id: 'content-index', index: true, element: <Screen /> },
          {
            id: 'password-reset-confirm',
            path: 'reset-password/:code',
            handle: resetConfirm,
            element: <Screen />,
          },
          { id: 'content', path: '*', element: <Screen /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await screen.findByText('Gemeente Test');
  const navigate = async (to: string) => {
    await act(() => router.navigate(to));
    await screen.findByRole('heading');
  };
  return { store, navigate };
}

const siteimproveId = (value: string): PlatformSettingValue => ({ key: 'siteimproveId', value });
const cookieLess = (value: boolean): PlatformSettingValue => ({
  key: 'siteimproveCookieLess',
  value,
});
const scripts = () =>
  Array.from(document.scripts).filter((script) => script.src.includes('siteimprove'));
const queued = () => (window._sz ?? []) as SiteimproveCommand[];
const pageViews = () => queued().filter(([command]) => command === 'trackdynamic');
const at = (path: string) => new URL(path, window.location.origin).href;

describe('Siteimprove Analytics', () => {
  it('loads the script once after consent to analytics and pushes one page view per navigation', async () => {
    const { navigate } = await renderAt(
      '/',
      [siteimproveId('1234567'), cookieLess(false)],
      ['required', 'analytical'],
    );
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toHaveAttribute('src', scriptUrl);
    expect(queued()).toEqual([]);

    await navigate('/nieuws');
    expect(scripts()).toHaveLength(1);
    expect(pageViews()).toEqual([
      ['trackdynamic', { url: at('/nieuws'), ref: at('/'), title: 'nieuws' }],
    ]);
  });

  it('measures cookieless without waiting for consent, telling the script before it loads', async () => {
    await renderAt('/', [siteimproveId('1234567'), cookieLess(true)]);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toHaveAttribute('src', scriptUrl);
    expect(queued()).toEqual([['cookieless', true]]);
  });

  it('measures cookieless when the tenant never set siteimproveCookieLess (its default)', async () => {
    await renderAt('/', [siteimproveId('1234567')], ['required']);
    expect(scripts()).toHaveLength(1);
    expect(queued()).toEqual([['cookieless', true]]);
  });

  it('loads nothing when measuring needs cookies and the visitor refused analytical cookies', async () => {
    const { navigate } = await renderAt(
      '/',
      [siteimproveId('1234567'), cookieLess(false)],
      ['required'],
    );
    await navigate('/nieuws');
    expect(scripts()).toHaveLength(0);
    expect(window._sz).toBeUndefined();
  });

  it('loads nothing for a tenant without a Siteimprove id', async () => {
    const { navigate } = await renderAt('/', [cookieLess(true)], ['required', 'analytical']);
    await navigate('/nieuws');
    expect(scripts()).toHaveLength(0);
    expect(window._sz).toBeUndefined();
  });

  it('follows a change of consent without a reload', async () => {
    const { store, navigate } = await renderAt('/', [siteimproveId('1234567'), cookieLess(false)]);
    // The preselected categories are no choice yet.
    expect(scripts()).toHaveLength(0);

    act(() => {
      store.dispatch(
        consentGiven({ categories: ['required', 'analytical'], date: '2026-11-21T10:00:00Z' }),
      );
    });
    expect(scripts()).toHaveLength(1);
    await navigate('/nieuws');
    expect(pageViews()).toHaveLength(1);

    act(() => {
      store.dispatch(consentReset());
    });
    await navigate('/agenda');
    expect(pageViews()).toHaveLength(1);
  });

  it('keeps URLs with a secret code and editor screens out of the measurements', async () => {
    const { navigate } = await renderAt('/reset-password/geheime-code', [
      siteimproveId('1234567'),
      cookieLess(true),
    ]);
    expect(scripts()).toHaveLength(0);

    await navigate('/over-ons');
    expect(scripts()).toHaveLength(1);
    await navigate('/over-ons/edit');
    await navigate('/nieuws');
    expect(pageViews()).toEqual([
      ['trackdynamic', { url: at('/nieuws'), ref: at('/over-ons'), title: 'nieuws' }],
    ]);
  });
});
