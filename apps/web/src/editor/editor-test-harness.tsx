import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, vi } from 'vitest';
import type { ApplicationUser, Page } from '@plein/api-client';
import type { AppStore } from '@plein/state-store';
import { userLoaded } from '@plein/state-store';
import { LinkComponentProvider } from '@plein/ui-kit';
import { RouterLink } from '../app/router-link';
import { createI18n, loadAdminMessages } from '../i18n/i18n';
import { NotificationsProvider } from '../notifications/notifications-provider';
import { testUser } from '../test-support/fake-api';
import type { FakeApi } from '../test-support/fake-api';
import { setUpFakeApi } from '../test-support/set-up-fake-api';
import { editRole, fixtureMenu, fixturePage, pageGuid } from './editor-fixtures';
import { PageEditorScreen } from './page-editor-screen';

export type { FakeApi } from '../test-support/fake-api';

/** A content manager who may edit the fixture page. */
export const contentManager = testUser({ isContentManager: true, roleIds: [editRole] });

/**
 * Gives jsdom what the editor needs and it lacks: `<dialog>`'s modal methods (a modal is marked
 * `data-modal="true"`) and matchMedia, which matches the wide-screen query while `isWide()`.
 */
export function installEditorDom(isWide: () => boolean = () => false): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.dataset.modal = 'true';
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.dataset.modal = 'false';
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  window.matchMedia = vi.fn((query: string) => ({
    matches: isWide() && query.includes('1556'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** The answers every editor test starts from: menu, settings, the fixture page, roles refused. */
export function answerEditorBasics(api: FakeApi): void {
  api.answer('GET /api/menus:withName', { status: 200, body: fixtureMenu });
  api.answer('GET /api/platformsettingvalues', { status: 200, body: [] });
  api.answer(`GET /api/pages/${pageGuid}`, {
    status: 200,
    body: { page: fixturePage(), listMetadata: [] },
  });
  api.answer('GET /api/roles', {
    status: 403,
    body: { error: { code: 'forbidden', message: 'Admins only.' } },
  });
}

/**
 * The fake API of an editor test file: started with the editor's DOM before the file's tests,
 * reset to the editor's basic answers before each test, closed after them; `started` receives it.
 *
 * @example
 * let api: FakeApi;
 * setUpEditorTestApi((started) => (api = started));
 */
export function setUpEditorTestApi(started: (api: FakeApi) => void): void {
  let api: FakeApi | undefined;
  setUpFakeApi((fake) => {
    api = fake;
    started(fake);
  });
  beforeAll(() => installEditorDom());
  beforeEach(() => {
    if (api) answerEditorBasics(api);
  });
}

/** From now on the fake API answers `page` to the editor's reads of the fixture page. */
export function servePage(api: FakeApi, page: Page): void {
  api.answer(`GET /api/pages/${pageGuid}`, { status: 200, body: { page, listMetadata: [] } });
}

/** The editor at /over-ons/edit for a user, as the app renders it, once its heading shows. */
export async function openEditor(api: FakeApi, user: ApplicationUser = contentManager) {
  const store: AppStore = api.store();
  store.dispatch(userLoaded({ user, status: 200 }));
  const i18n = createI18n('nl');
  await loadAdminMessages(i18n);
  // The block types' own names (provided by the building blocks' messages in the app).
  i18n.addResourceBundle('nl', 'common', {
    blocks: {
      hero: { label: 'Openingsblok', title: 'Titel', text: 'Tekst' },
      richText: { label: 'Tekst', html: 'Inhoud' },
      list: { label: 'Lijst', title: 'Titel' },
    },
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <NotificationsProvider>
            <PageEditorScreen />
          </NotificationsProvider>
        ),
      },
    ],
    { initialEntries: ['/over-ons/edit'] },
  );
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <LinkComponentProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkComponentProvider>
      </I18nextProvider>
    </Provider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Over ons' });
  return { store, user: userEvent.setup() };
}

/** The requests the fake API got for a method and a path (prefix). */
export function requestsTo(api: FakeApi, method: string, path: string) {
  return api.requests.filter(
    (request) => request.method === method && request.url.startsWith(path),
  );
}

/** The notifications region. */
export const toasts = () => screen.getByRole('status', { name: 'Meldingen' });
