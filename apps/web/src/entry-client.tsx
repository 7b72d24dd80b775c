import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { correlationIdHeader, hydrateState } from '@plein/api-client';
import { languageChanged, makeStore } from '@plein/state-store';
import type { RootState } from '@plein/state-store';
import { Root } from './app/root';
import { asLanguage, createI18n } from './i18n/i18n';
import { languageCookieName } from './i18n/negotiate-language';
import { createBrowserLog } from './app/browser-log';
import { startStatistics } from './statistics/statistics-collector';
import {
  createAppRoutes,
  loadMatchedRouteCode,
  sequentialDataStrategy,
} from './routing/create-app-routes';
import { logNavigations } from './routing/navigation-log';
import { logBlockExtensionFailures } from './screens/block-registry';
import type { EmbeddedState } from './entry-server';

declare global {
  interface Window {
    __PLEIN__: EmbeddedState;
  }
}

const embedded = window.__PLEIN__;
const state = embedded.state as RootState;
const correlationId = crypto.randomUUID();
// Page views are counted by the shell (StatisticsPageViews), on public routes only.
const logger = createBrowserLog(correlationId, startStatistics());
logBlockExtensionFailures(logger);
const store = makeStore({
  transport: {
    baseUrl: '',
    host: window.location.host,
    side: 'browser',
    headers: { [correlationIdHeader]: correlationId },
  },
});
store.dispatch(hydrateState(state as unknown as Record<string, unknown>));
const i18n = createI18n(state.ui.language);

const router = createBrowserRouter(
  createAppRoutes({
    store,
    i18n,
    logger,
    onNavigate: async (url) => {
      const language = asLanguage(url.searchParams.get('lang'));
      if (!language || language === i18n.language) return;
      document.cookie = `${languageCookieName}=${language}; path=/; SameSite=Lax`;
      await i18n.changeLanguage(language);
      store.dispatch(languageChanged(language));
    },
  }),
  { hydrationData: embedded.router as never, dataStrategy: sequentialDataStrategy },
);

logNavigations(router, logger);

// The server rendered the screen with its chunk (and admin screens with the admin messages): the
// browser needs them before it hydrates, or the markup would differ.
await loadMatchedRouteCode(router.state.matches, window.location.pathname, i18n);

hydrateRoot(
  document,
  <Root
    store={store}
    i18n={i18n}
    assets={embedded.assets}
    logger={logger}
    formToken={embedded.formToken}
  >
    <RouterProvider router={router} />
  </Root>,
);
