import { maxSearchPage, searchPageSize } from '@plein/api-client';
import type { SearchQuery, SearchResponse, SearchResult } from '@plein/api-client';
import type { Tenant } from '../platforms/repository';
import type { SearchCriteria, SearchHitRow, SearchRepository } from './repository';
import { snippetHtml } from './snippet';
import { searchWords } from './words';

/** Search for visitors. */
export interface SearchService {
  search(tenant: Tenant, query: SearchQuery): Promise<SearchResponse>;
}

function toResult(row: SearchHitRow): SearchResult {
  return {
    kind: row.kind,
    guid: row.guid,
    title: row.title,
    snippet: snippetHtml(row.snippet),
    rank: row.rank,
    pageName: row.page_name,
    pageGuid: row.page_guid,
    pageTitle: row.page_title,
    ...(row.short_id ? { shortId: row.short_id } : {}),
    ...(row.language ? { language: row.language } : {}),
  };
}

/**
 * The search service: full-text matching first (stemmed and prefix, both languages); only when
 * that finds nothing at all, similar words (trigram similarity) so a typo still finds something.
 */
export function createSearchService(
  repository: SearchRepository,
  options: { now?: () => Date } = {},
): SearchService {
  const clock = options.now ?? (() => new Date());
  return {
    async search(tenant, query) {
      const page = query.page ?? 1;
      const answer = (
        results: SearchResult[],
        hasMore: boolean,
        fuzzy: boolean,
        total = 0,
      ): SearchResponse => ({
        query: query.q,
        page,
        pageSize: searchPageSize,
        results,
        hasMore,
        fuzzy,
        total,
      });
      const words = searchWords(query.q);
      const tsquery = words.length ? await repository.buildQuery(words) : null;
      if (!tsquery) return answer([], false, false);
      const criteria: SearchCriteria = {
        words,
        lang: query.lang ?? 'nl',
        offset: (page - 1) * searchPageSize,
        limit: searchPageSize + 1,
        fuzzy: false,
        now: clock(),
      };
      let rows = await repository.search(tenant, tsquery, criteria);
      let fuzzy = false;
      if (rows.length === 0 && page === 1) {
        rows = await repository.search(tenant, tsquery, { ...criteria, fuzzy: true });
        fuzzy = rows.length > 0;
      } else if (rows.length === 0) {
        // Later pages of a fuzzy search: only when the words themselves match nothing.
        const first = await repository.search(tenant, tsquery, {
          ...criteria,
          offset: 0,
          limit: 1,
        });
        if (first.length === 0) {
          rows = await repository.search(tenant, tsquery, { ...criteria, fuzzy: true });
          fuzzy = rows.length > 0;
        }
      }
      // No page after the last one a visitor may ask for.
      const hasMore = rows.length > searchPageSize && page < maxSearchPage;
      return answer(
        rows.slice(0, searchPageSize).map(toResult),
        hasMore,
        fuzzy,
        rows[0]?.total ?? 0,
      );
    },
  };
}
