import type { ContentLanguage } from './list-items';

/** Results per search page. */
export const searchPageSize = 10;

/** Most search pages one query can be paged through. */
export const maxSearchPage = 50;

/** Query of `GET /api/search`. */
export interface SearchQuery {
  /** The words to find (1-200 characters). */
  q: string;
  /** 1-based result page (default 1, at most {@link maxSearchPage}). */
  page?: number;
  /** The visitor's language: page text is stemmed in it (default `nl`). */
  lang?: ContentLanguage;
}

/** One search hit: a published page or a visible list item. */
export interface SearchResult {
  kind: 'page' | 'listItem';
  /** The page guid or the list item guid. */
  guid: string;
  title: string;
  /**
   * A piece of the matching text as HTML: the text is escaped and the matched words are wrapped
   * in `<mark>`; nothing else is markup.
   */
  snippet: string;
  rank: number;
  /** The page's name (kind `page`), or the name of the page holding the item's list. */
  pageName: string;
  /** That page's guid. */
  pageGuid: string;
  /** That page's title, to name where an item was found. */
  pageTitle: string;
  /** The item's short id (kind `listItem`). */
  shortId?: string;
  language?: ContentLanguage;
}

/** Answer of `GET /api/search`. */
export interface SearchResponse {
  query: string;
  page: number;
  pageSize: number;
  results: SearchResult[];
  /** True when a next page has results. */
  hasMore: boolean;
  /**
   * How many results the query found in all (list items are counted up to the
   * {@link maxSearchPage} × {@link searchPageSize} + 1 a visitor can page through); 0 on a page
   * past the last.
   */
  total: number;
  /**
   * True when nothing matched the words themselves and these results come from similar words
   * (typos), found by trigram similarity.
   */
  fuzzy: boolean;
}
