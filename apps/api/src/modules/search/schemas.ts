import { maxSearchPage } from '@plein/api-client';
import type { ContentLanguage, SearchQuery } from '@plein/api-client';
import type { Request } from 'express';
import { number, object, string, ValidationError } from 'yup';
import { invalidQuery } from '../../http/errors';
import { readQuery } from '../../http/query';

const searchQuerySchema = object({
  q: string().trim().required().min(1).max(200),
  page: number().integer().min(1).max(maxSearchPage).optional(),
  lang: string<ContentLanguage>().oneOf(['nl', 'en']).optional(),
})
  .noUnknown()
  .strict();

/** The query of `GET /api/search`: `q` (1-200 characters), `page` (1-50), `lang` (nl, en). */
export function parseSearchQuery(req: Request): SearchQuery {
  const raw: Record<string, unknown> = { ...readQuery(req, ['q', 'page', 'lang']) };
  if (typeof raw.page === 'string' && /^-?\d{1,9}$/.test(raw.page)) raw.page = Number(raw.page);
  if (typeof raw.q === 'string') raw.q = raw.q.trim();
  try {
    return searchQuerySchema.validateSync(raw, { abortEarly: false });
  } catch (error) {
    if (error instanceof ValidationError) {
      throw invalidQuery('The search query is not valid.', { problems: error.errors.slice(0, 10) });
    }
    throw error;
  }
}
