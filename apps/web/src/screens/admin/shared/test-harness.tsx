import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AppStore } from '@plein/state-store';
import { LinkComponentProvider } from '@plein/ui-kit';
import { RouterLink } from '../../../app/router-link';
import { createI18n, loadAdminMessages } from '../../../i18n/i18n';
import type { Language } from '../../../i18n/i18n';
import { NotificationsProvider } from '../../../notifications/notifications-provider';

/** jsdom has `<dialog>` but not its modal methods; tests of screens with dialogs need them. */
export function installDialogMethods(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/**
 * Renders an admin screen as the app does (store, translations with the admin bundle, a router
 * at `path` with router links, notifications), for component tests in jsdom. Every path renders
 * the screen: a test follows a navigation by `router.state.location`.
 *
 * @example
 * const { router } = await renderAdmin(<SettingsScreen />, { store: api.store() });
 */
export async function renderAdmin(
  ui: ReactNode,
  {
    store,
    path = '/',
    pattern = '*',
    language = 'nl',
  }: {
    store: AppStore;
    path?: string;
    /** The route pattern the screen is rendered at, for screens that read its parameters. */
    pattern?: string;
    language?: Language;
  },
): Promise<RenderResult & { router: ReturnType<typeof createMemoryRouter>; i18n: I18n }> {
  const i18n = createI18n(language);
  await loadAdminMessages(i18n);
  const router = createMemoryRouter(
    [{ path: pattern, element: <NotificationsProvider>{ui}</NotificationsProvider> }],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <LinkComponentProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkComponentProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, router, i18n };
}
