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
 * that finds nothing at all, the words corrected to the closest words of the site's own text (one
 * or two edits away), and failing that similar words (trigram similarity), so a typo still finds
 * something.
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
      /** Typos: the words corrected to the site's own, else words of similar trigrams. */
      const similar = async () => {
        const corrected = await repository.correctWords(tenant, words, criteria.now);
        if (corrected.some((word, index) => word !== words[index])) {
          const correctedQuery = await repository.buildQuery(corrected);
          const found = correctedQuery
            ? await repository.search(tenant, correctedQuery, { ...criteria, words: corrected })
            : [];
          if (found.length > 0) return found;
        }
        return repository.search(tenant, tsquery, { ...criteria, fuzzy: true });
      };

      let rows = await repository.search(tenant, tsquery, criteria);
      let fuzzy = false;
      const matchesOnFirstPage = async () =>
        (await repository.search(tenant, tsquery, { ...criteria, offset: 0, limit: 1 })).length > 0;
      // Later pages of a typo search: only when the words themselves match nothing.
      const wordsMatch = rows.length > 0 || (page > 1 && (await matchesOnFirstPage()));
      if (!wordsMatch) {
        rows = await similar();
        fuzzy = rows.length > 0;
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
