import { maxSearchPage } from '@plein/api-client';
import type { SearchQuery } from '@plein/api-client';
import { asLanguage, defaultLanguage } from '../i18n/i18n';

/** Longest search the API accepts. */
export const maxSearchLength = 200;

/**
 * The API search of a `/search?q=…&page=…` URL in the visitor's language, or null when there are
 * no words to find. A page out of range is clamped.
 *
 * @example
 * searchArgs(new URLSearchParams('q=fiets&page=2'), 'en'); // { q: 'fiets', page: 2, lang: 'en' }
 */
export function searchArgs(search: URLSearchParams, language: string): SearchQuery | null {
  const q = (search.get('q') ?? '').trim().slice(0, maxSearchLength);
  if (!q) return null;
  const asked = Number(search.get('page'));
  const page = Number.isInteger(asked) ? Math.min(Math.max(asked, 1), maxSearchPage) : 1;
  return { q, page, lang: asLanguage(language) ?? defaultLanguage };
}
