import { maxSearchPage } from '@plein/api-client';
import type { ContentLanguage, SearchQuery } from '@plein/api-client';
import type { Request } from 'express';
import { object, string } from 'yup';
import { wholeNumber } from '../../http/query-fields';
import { parseQuery } from '../../http/query';

/** The query of `GET /api/search`: `q` (1-200 characters), `page` (1-50), `lang` (nl, en). */
export const searchQuery = object({
  q: string().trim().required().min(1).max(200).meta({
    description: 'The words to search for, 1-200 characters after trimming.',
    example: 'welkom',
  }),
  page: wholeNumber(1, maxSearchPage).meta({
    description: `The page of results, 1-${maxSearchPage} (default 1).`,
    example: '2',
  }),
  lang: string<ContentLanguage>().oneOf(['nl', 'en']).meta({
    description: "The visitor's language, in which page text is stemmed (default `nl`).",
    example: 'en',
  }),
});

/** The query of `GET /api/search`, `q` trimmed. */
export function parseSearchQuery(req: Request): SearchQuery {
  return parseQuery(req, searchQuery);
}
