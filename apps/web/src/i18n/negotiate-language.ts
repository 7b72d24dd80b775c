import type { Language } from './i18n';
import { asLanguage, defaultLanguage } from './i18n';

// The session cookie that keeps a visitor's explicit language choice; named once, with every
// cookie the platform sets, in @plein/api-client (the cookie statement is checked against it).
export { languageCookieName } from '@plein/api-client';

/**
 * Picks the page language: an explicit `?lang=`, then the visitor's earlier choice (a session
 * cookie), then the browser's preference (Accept-Language, negotiated by the server), then Dutch.
 *
 * @example
 * negotiateLanguage({ query: null, cookie: null, browserPreference: 'en' }); // 'en'
 */
export function negotiateLanguage(input: {
  query: string | null;
  cookie: string | null;
  browserPreference: string | null;
}): Language {
  return (
    asLanguage(input.query) ??
    asLanguage(input.cookie) ??
    asLanguage(input.browserPreference) ??
    defaultLanguage
  );
}
