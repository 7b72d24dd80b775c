import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from '@plein/state-store';
import { AppBlockServices } from '../blocks/app-block-services';
import { FormTokenProvider } from '../forms/form-token';
import type { IslandRenderer } from '../islands/island-renderer';
import { IslandRendererProvider } from '../islands/island-renderer';
import type { Logger } from '../routing/logger';
import type { ClientAssets } from './client-assets';
import { Document } from './document';
import { LoggerProvider } from './logger-context';

/**
 * The whole page: store, translations, logger, the form token and the HTML document around the
 * router.
 */
export function Root({
  store,
  i18n,
  assets,
  logger,
  formToken = null,
  islands = null,
  children,
}: {
  store: AppStore;
  i18n: I18n;
  assets: ClientAssets;
  logger: Logger;
  /** The XSRF token of forms that post to the web server (rendered by the server). */
  formToken?: string | null;
  /** Given by the server for a document with islands (see `isIslandsPage`). */
  islands?: IslandRenderer | null;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <LoggerProvider logger={logger}>
          <FormTokenProvider token={formToken}>
            <AppBlockServices>
              <IslandRendererProvider renderer={islands}>
                <Document assets={assets}>{children}</Document>
              </IslandRendererProvider>
            </AppBlockServices>
          </FormTokenProvider>
        </LoggerProvider>
      </I18nextProvider>
    </Provider>
  );
}
