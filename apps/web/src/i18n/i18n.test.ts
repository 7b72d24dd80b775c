import { describe, expect, it } from 'vitest';
import enCommon from './locales/en/common.json';
import nlCommon from './locales/nl/common.json';
import enAdmin from './locales/en/admin.json';
import nlAdmin from './locales/nl/admin.json';
import { createI18n, loadAdminMessages } from './i18n';
import { negotiateLanguage } from './negotiate-language';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, nested]) => keys(nested, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe('messages', () => {
  it('ship the same keys in Dutch and English', () => {
    expect(keys(enCommon).sort()).toEqual(keys(nlCommon).sort());
    expect(keys(enAdmin).sort()).toEqual(keys(nlAdmin).sort());
  });

  it('fall back to Dutch', () => {
    const i18n = createI18n('en');
    i18n.addResourceBundle('nl', 'common', { onlyDutch: 'alleen Nederlands' });
    expect(i18n.t('onlyDutch')).toBe('alleen Nederlands');
  });

  it('load the admin bundle on demand', async () => {
    const i18n = createI18n('en');
    expect(i18n.hasResourceBundle('en', 'admin')).toBe(false);
    await loadAdminMessages(i18n);
    expect(i18n.t('navigation.users', { ns: 'admin' })).toBe('Users');
  });
});

describe('negotiateLanguage', () => {
  it('prefers the explicit choice, then the earlier choice, then the browser, then Dutch', () => {
    expect(negotiateLanguage({ query: 'en', cookie: 'nl', browserPreference: 'nl' })).toBe('en');
    expect(negotiateLanguage({ query: 'fr', cookie: 'en', browserPreference: 'nl' })).toBe('en');
    expect(negotiateLanguage({ query: null, cookie: null, browserPreference: 'en' })).toBe('en');
    expect(negotiateLanguage({ query: null, cookie: null, browserPreference: null })).toBe('nl');
  });
});
