import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from '@plein/state-store';
import type { ClientAssets } from './client-assets';
import { Document } from './document';

/** The whole page: store, translations and the HTML document around the router. */
export function Root({
  store,
  i18n,
  assets,
  children,
}: {
  store: AppStore;
  i18n: I18n;
  assets: ClientAssets;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Document assets={assets}>{children}</Document>
      </I18nextProvider>
    </Provider>
  );
}
