import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pleinApi, settingDefaults } from '@plein/api-client';
import type { PlatformSettingValue } from '@plein/api-client';
import { createI18n } from '../i18n/i18n';
import { startFakeApi } from '../test-support/fake-api';
import { Document } from './document';

let api: Awaited<ReturnType<typeof startFakeApi>>;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

/** The document's HTML, rendered on the server with these settings of the tenant. */
async function documentWith(settings: PlatformSettingValue[]): Promise<string> {
  api.answer('GET /api/platformsettingvalues', { status: 200, body: settings });
  const store = api.store();
  await store.dispatch(pleinApi.endpoints.getPlatformSettingValues.initiate({}));
  return renderToString(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n('nl')}>
        <Document assets={{ scripts: [], islandScripts: [], styles: [] }}>
          <p>Pagina</p>
        </Document>
      </I18nextProvider>
    </Provider>,
  );
}

describe('the document', () => {
  it('tells search engines not to index any page of a site kept out of them', async () => {
    const html = await documentWith([{ key: 'hideFromSearchEngines', value: true }]);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('gives the site’s colour scheme to its pages, never to the admin frame', async () => {
    const html = await documentWith([
      { key: 'colorScheme', value: { ...settingDefaults.colorScheme, primary: '#aa0044' } },
    ]);
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('--plein-color-primary:#aa0044;');
    // Scoped to a document without the admin shell: the admin keeps its neutral palette.
    expect(style.startsWith(':root:not(:has(.plein-admin-shell)){')).toBe(true);
  });

  it('lets search engines index the pages of every other site', async () => {
    const html = await documentWith([{ key: 'hideFromSearchEngines', value: false }]);
    expect(html).not.toContain('name="robots"');
  });
});
