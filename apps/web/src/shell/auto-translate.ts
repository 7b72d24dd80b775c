/**
 * The languages a visitor can have a page translated into (setting `showAutoTranslate`), each
 * named in its own language so a visitor who reads no Dutch finds theirs.
 */
export const translationLanguages = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'pl', name: 'Polski' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'ar', name: 'العربية', rtl: true },
  { code: 'uk', name: 'Українська' },
] as const;

/**
 * The address at which the translation service shows a public page in another language. The
 * service fetches the page itself: nothing of it loads on the site, and it learns of the page
 * only when the visitor follows this link.
 *
 * @example
 * translationUrl('https://plein.example/nieuws', 'en');
 * // 'https://translate.google.com/translate?sl=auto&tl=en&u=https%3A%2F%2Fplein.example%2Fnieuws'
 */
export function translationUrl(pageUrl: string, language: string): string {
  const query = new URLSearchParams({ sl: 'auto', tl: language, u: pageUrl });
  return `https://translate.google.com/translate?${query.toString()}`;
}
