// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pleinApi } from '@plein/api-client';
import type { ApplicationUser } from '@plein/api-client';
import { loggedOut, userLoaded } from '@plein/state-store';
import type { AppStore } from '@plein/state-store';
import { LinkComponentProvider } from '@plein/ui-kit';
import { RouterLink } from '../app/router-link';
import { editRole, fixtureMenu, fixturePage, pageGuid } from '../editor/editor-fixtures';
import { createI18n } from '../i18n/i18n';
import { routeTable } from '../routing/route-table';
import { startFakeApi, testUser } from '../test-support/fake-api';
import { editPathOf } from '../routing/page-path';
import { EditPageLink, editablePagePath } from './edit-page-link';

const route = (id: string) => routeTable.find((definition) => definition.id === id)!;

describe('editablePagePath', () => {
  it('is the page path of content routes and legal pages, and null where the edit button hides', () => {
    expect(editablePagePath([{ id: 'root' }, { id: 'content' }], '/over-ons')).toBe('/over-ons');
    expect(editablePagePath([{ id: 'root' }, { id: 'content-index' }], '/')).toBe('/');
    expect(editablePagePath([{ id: 'content' }], '/nieuws/i/abc/titel')).toBe('/nieuws');
    expect(editablePagePath([{ id: 'content' }], '/over-ons/edit')).toBeNull();
    const privacy = { id: 'legal-privacy', handle: route('legal-privacy') };
    expect(editablePagePath([{ id: 'root' }, privacy], '/legal/privacy')).toBe('/legal/privacy');
    const search = { id: 'search', handle: route('search') };
    expect(editablePagePath([{ id: 'root' }, search], '/search')).toBeNull();
    const users = { id: 'admin-users', handle: route('admin-users') };
    expect(editablePagePath([{ id: 'root' }, users], '/admin/users')).toBeNull();
    expect(editablePagePath([], '/')).toBeNull();
  });

  it('links to the edit route of the path', () => {
    expect(editPathOf('/')).toBe('/edit');
    expect(editPathOf('/over-ons/team')).toBe('/over-ons/team/edit');
  });
});

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  api.answer('GET /api/menus:withName', { status: 200, body: fixtureMenu });
  api.answer(`GET /api/pages/${pageGuid}`, {
    status: 200,
    body: { page: fixturePage({ isPublished: true }), listMetadata: [] },
  });
  api.answer('GET /api/auth/token', {
    status: 200,
    body: { accessToken: 'token-1', expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
  });
});
afterEach(cleanup);

/** The shell's edit link above a screen at `path`, for `user` (null: a visitor). */
function renderAt(path: string, user: ApplicationUser | null) {
  const store = api.store();
  store.dispatch(userLoaded({ user, status: user ? 200 : 401 }));
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: (
          <>
            <EditPageLink />
            <Outlet />
          </>
        ),
        children: [
          { id: 'search', path: 'search', handle: route('search'), element: <p>Zoeken</p> },
          { id: 'content', path: '*', element: <p>Inhoud</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const i18n = createI18n('nl');
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <LinkComponentProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkComponentProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { store, router, i18n };
}

const tokenCalls = () => api.requests.filter((request) => request.url === '/api/auth/token');
/** Whether the screen asked for an access token: the query is in the store from the moment it is. */
const tokenAsked = (store: AppStore) =>
  !pleinApi.endpoints.getAccessToken.select()(store.getState()).isUninitialized;

describe('the edit button', () => {
  it('fetches the access token for a content manager and links to the edit route of a page they may edit', async () => {
    const { store, router, i18n } = renderAt(
      '/over-ons',
      testUser({ isContentManager: true, roleIds: [editRole] }),
    );
    const link = await screen.findByRole('link', { name: 'Pagina bewerken' });
    expect(link).toHaveAttribute('href', '/over-ons/edit');
    // Labelled from the public messages: a public page loads no admin bundle for it (issue 31.25).
    expect(i18n.hasResourceBundle('nl', 'admin')).toBe(false);
    expect(tokenCalls()).toHaveLength(1);
    expect(tokenAsked(store)).toBe(true);
    expect(store.getState().access).toMatchObject({ accessTokenSet: true, accessToken: 'token-1' });

    // Not on routes that hide it.
    await act(() => router.navigate('/search'));
    await screen.findByText('Zoeken');
    expect(screen.queryByRole('link', { name: 'Pagina bewerken' })).toBeNull();

    // Signing out clears the token (and the user): the button goes.
    await act(() => router.navigate('/over-ons'));
    await screen.findByRole('link', { name: 'Pagina bewerken' });
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(store.getState().access.accessTokenSet).toBe(false);
    expect(screen.queryByRole('link', { name: 'Pagina bewerken' })).toBeNull();
  });

  it('is not there for a content manager without a matching role', async () => {
    const { store } = renderAt(
      '/over-ons',
      testUser({ isContentManager: true, roleIds: ['andere-rol'] }),
    );
    await screen.findByText('Inhoud');
    // Everything else the button waits for is there: the token and the page.
    await waitFor(() => {
      expect(store.getState().access.accessTokenSet).toBe(true);
      expect(pleinApi.endpoints.getPage.select(pageGuid)(store.getState()).isSuccess).toBe(true);
    });
    expect(tokenCalls()).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Pagina bewerken' })).toBeNull();
  });

  it('fetches no token for visitors and users without editing rights', async () => {
    // The token is asked for in an effect of the first render, which has run once the screen
    // shows: had it been asked for, its query would be in the store.
    const visitor = renderAt('/over-ons', null);
    await screen.findByText('Inhoud');
    expect(tokenAsked(visitor.store)).toBe(false);
    cleanup();
    const user = renderAt('/over-ons', testUser());
    await screen.findByText('Inhoud');
    expect(tokenAsked(user.store)).toBe(false);
    expect(tokenCalls()).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Pagina bewerken' })).toBeNull();
  });
});
