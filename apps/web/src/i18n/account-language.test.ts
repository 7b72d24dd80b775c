import { describe, expect, it } from 'vitest';
import { makeStore, userLoaded } from '@plein/state-store';
import { testUser } from '../test-support/fake-api';
import { applyAccountLanguage } from './account-language';
import { createI18n, loadAdminMessages } from './i18n';

const storeWith = (properties: { key: string; value: string }[]) => {
  const store = makeStore({
    transport: { baseUrl: 'http://127.0.0.1:9', host: 'localhost', side: 'server' },
  });
  store.dispatch(userLoaded({ user: testUser({ properties }), status: 200 }));
  return store;
};

describe('applyAccountLanguage', () => {
  it("switches the render to the user's interface language, admin messages included", async () => {
    const store = storeWith([{ key: 'interfaceLanguage', value: 'en' }]);
    const i18n = createI18n('nl');
    await loadAdminMessages(i18n);
    await applyAccountLanguage(store, i18n);
    expect(i18n.language).toBe('en');
    expect(store.getState().ui.language).toBe('en');
    expect(i18n.t('navigation.label', { ns: 'admin' })).toBe('Admin menu');
  });

  it('leaves the language alone for a user who did not choose, and for a visitor', async () => {
    const i18n = createI18n('en');
    await applyAccountLanguage(storeWith([]), i18n);
    expect(i18n.language).toBe('en');
    const visitor = makeStore({
      transport: { baseUrl: 'http://127.0.0.1:9', host: 'localhost', side: 'server' },
    });
    await applyAccountLanguage(visitor, i18n);
    expect(i18n.language).toBe('en');
  });
});
