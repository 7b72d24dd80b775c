import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { interfaceLanguages } from '@plein/api-client';
import type { InterfaceLanguage } from '@plein/api-client';
import { blockMessages } from '@plein/building-blocks';
import enCommon from './locales/en/common.json';
import nlCommon from './locales/nl/common.json';

/** The languages Plein ships (named once, in the contract); nl is the default and fallback. */
export const languages = interfaceLanguages;
export type Language = InterfaceLanguage;
export const defaultLanguage: Language = 'nl';

/** Narrows any string to a supported language, or null. */
export function asLanguage(value: string | null | undefined): Language | null {
  return languages.find((language) => language === value?.toLowerCase()) ?? null;
}

/**
 * A fresh i18next instance (one per request on the server) with the public messages. The admin
 * messages are a separate chunk, added by {@link loadAdminMessages} on admin routes only.
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    ns: ['common'],
    defaultNS: 'common',
    // The blocks' own texts (`blocks.*`) ship with @plein/building-blocks.
    resources: {
      nl: { common: { ...nlCommon, ...blockMessages.nl } },
      en: { common: { ...enCommon, ...blockMessages.en } },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

const adminBundles: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  nl: () => import('./locales/nl/admin.json'),
  en: () => import('./locales/en/admin.json'),
};

/** Loads the admin message bundle (its own chunk) for the active language and the fallback. */
export async function loadAdminMessages(i18n: I18n): Promise<void> {
  const wanted = new Set<Language>([asLanguage(i18n.language) ?? defaultLanguage, defaultLanguage]);
  for (const language of wanted) {
    if (i18n.hasResourceBundle(language, 'admin')) continue;
    const bundle = await adminBundles[language]();
    i18n.addResourceBundle(language, 'admin', bundle.default);
  }
}
