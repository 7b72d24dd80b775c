import type { ContentLanguage } from '@plein/api-client';
import type { Knex } from 'knex';
import { publicBlockSql } from '../pages/public-visibility';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { liveSql, searchCandidateIds } from './search-candidates';
import type { ItemMatch } from './search-candidates';

/** One ranked hit; `snippet` marks matches with U+0002 and U+0003 (see `snippetHtml`). */
export interface SearchHitRow {
  kind: 'page' | 'listItem';
  guid: string;
  title: string;
  rank: number;
  page_name: string;
  page_guid: string;
  page_title: string;
  short_id: string | null;
  language: ContentLanguage | null;
  snippet: string;
  /** How many hits the query has in all (the same on every row). */
  total: number;
}

/** What one search asks the database for. */
export interface SearchCriteria {
  /** The words (letters and digits only, see `searchWords`). */
  words: string[];
  /** Stemming of page text. */
  lang: ContentLanguage;
  offset: number;
  limit: number;
  /** true: trigram similarity of the words (typos) instead of full-text matching. */
  fuzzy: boolean;
  now: Date;
}

/** Full-text search over a tenant's published pages and visible list items. */
export interface SearchRepository {
  /** The tsquery of the words (null when they are all stop words). */
  buildQuery(words: string[]): Promise<string | null>;
  /** Ranked hits, best first; `query` is the tsquery text from {@link buildQuery}. */
  search(tenant: Tenant, query: string, criteria: SearchCriteria): Promise<SearchHitRow[]>;
  /**
   * Each word, or the word of the site's published text closest to it when that is a word or two
   * of edits away (a typo): one edit for words under five letters, two from five on.
   */
  correctWords(tenant: Tenant, words: string[], now: Date): Promise<string[]>;
}

/** How many of the newest live list items lend their title words to typo correction. */
const correctionItems = 5_000;

/** Must equal the expressions of the page search indexes (migration 202511212001_search). */
const pageVector: Record<ContentLanguage, string> = {
  nl: `(to_tsvector('dutch'::regconfig, b.search_text) || to_tsvector('simple'::regconfig, b.search_text))`,
  en: `(to_tsvector('english'::regconfig, b.search_text) || to_tsvector('simple'::regconfig, b.search_text))`,
};

const headlineOptions =
  'StartSel=\u0002, StopSel=\u0003, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';

/** A match condition with its rank expression; both take `binding` once. */
interface RankedMatch extends ItemMatch {
  rank: string;
}

/**
 * The search repository over `db`. Items: published, published on or before now, not expired
 * (unless their list shows expired items), in a list on a published page; only the newest
 * matches are ranked (`searchCandidateIds`). Pages: published, ranked by their best matching
 * block. Snippets come from `ts_headline`.
 *
 * @example
 * const q = await repo.buildQuery(['fietsen']);
 */
export function createSearchRepository(db: Knex | Knex.Transaction): SearchRepository {
  return {
    async buildQuery(words) {
      const result = await db.raw<{ rows: { q: string | null }[] }>(
        'select plein_search_query(cast(? as text[]))::text as q',
        [words],
      );
      return result.rows[0]?.q ?? null;
    },

    async search(tenant, query, c) {
      assertTenant(tenant);
      const text = c.words.join(' ');
      const vector = pageVector[c.lang];
      // Full text: `@@` (GIN indexes); fuzzy: `<%` (trigram index).
      const itemMatch: RankedMatch = c.fuzzy
        ? {
            condition: 'cast(? as text) <% li.title',
            rank: 'word_similarity(cast(? as text), li.title)',
            binding: text,
          }
        : {
            condition: 'li.search_vector @@ cast(? as tsquery)',
            rank: 'ts_rank_cd(li.search_vector, cast(? as tsquery))',
            binding: query,
          };
      const pageMatch: RankedMatch = c.fuzzy
        ? {
            condition: 'cast(? as text) <% b.search_text',
            rank: 'word_similarity(cast(? as text), b.search_text)',
            binding: text,
          }
        : {
            condition: `${vector} @@ cast(? as tsquery)`,
            rank: `ts_rank_cd(${vector}, cast(? as tsquery))`,
            binding: query,
          };
      const candidates = await searchCandidateIds(db, tenant, itemMatch, c.now);
      const sql = `
        with matched_items as (
          select li.id, b.page_id
          from list_items li
          join building_block_instances b on b.id = li.block_id and b.platform_id = li.platform_id
          where li.platform_id = ? and li.id = any(cast(? as integer[]))
        ), hits as (
          select 'listItem' as kind, m.id, m.page_id, ${itemMatch.rank} as rank
          from matched_items m
          join list_items li on li.id = m.id
          union all
          select * from (
            select distinct on (b.page_id) 'page' as kind, b.id, b.page_id, ${pageMatch.rank} as rank
            from building_block_instances b
            join pages p on p.id = b.page_id and p.platform_id = b.platform_id
            where b.platform_id = ? and ${publicBlockSql('b', 'p')} and ${pageMatch.condition}
            order by b.page_id, rank desc
          ) best_blocks
        ), ranked as (
          select *, count(*) over () as total from hits order by rank desc, kind, id limit ? offset ?
        )
        select h.kind, h.rank, h.total, p.name as page_name, p.guid as page_guid, p.title as page_title,
          case when h.kind = 'page' then p.guid else li.guid end as guid,
          case when h.kind = 'page' then p.title else li.title end as title,
          li.short_id, li.language,
          ts_headline('simple',
            case when h.kind = 'page' then b.search_text
              else coalesce(nullif(trim(li.description || ' ' || li.search_text), ''), li.title) end,
            cast(? as tsquery), ?) as snippet
        from ranked h
        join pages p on p.id = h.page_id
        left join list_items li on h.kind = 'listItem' and li.id = h.id
        left join building_block_instances b on h.kind = 'page' and b.id = h.id
        order by h.rank desc, h.kind, h.id`;
      const bindings = [
        tenant.id,
        candidates,
        itemMatch.binding,
        pageMatch.binding,
        tenant.id,
        pageMatch.binding,
        c.limit,
        c.offset,
        query,
        headlineOptions,
      ];
      const result = await db.raw<{ rows: SearchHitRow[] }>(sql, bindings as Knex.RawBinding[]);
      return result.rows.map((row) => ({
        ...row,
        rank: Number(row.rank),
        total: Number(row.total),
      }));
    },

    async correctWords(tenant, words, now) {
      assertTenant(tenant);
      // The vocabulary: the words of published page text and of the newest live items' titles.
      // Only a search that found nothing comes here, and what a correction finds still passes
      // the visibility rules of `search`.
      const result = await db.raw<{ rows: { typed: string; word: string | null }[] }>(
        `with vocabulary as materialized (
          select distinct word from (
            select regexp_split_to_table(lower(b.search_text), '[^[:alnum:]]+') as word
            from building_block_instances b
            join pages p on p.id = b.page_id and p.platform_id = b.platform_id
            where b.platform_id = ? and ${publicBlockSql('b', 'p')}
            union all
            select regexp_split_to_table(lower(newest.title), '[^[:alnum:]]+')
            from (
              select li.title from list_items li
              where li.platform_id = ? and ${liveSql}
              order by li.published_on desc
              limit ?
            ) newest
          ) words
          where length(word) >= 3
        )
        select typed, (
          select v.word from vocabulary v
          where abs(length(v.word) - length(typed)) <= 2
            and levenshtein_less_equal(v.word, typed, 2)
              <= case when length(typed) >= 5 then 2 else 1 end
          order by levenshtein_less_equal(v.word, typed, 2), v.word
          limit 1
        ) as word
        from unnest(cast(? as text[])) with ordinality as typed_words(typed, position)
        order by position`,
        [tenant.id, tenant.id, now, correctionItems, words],
      );
      return result.rows.map((row) => row.word ?? row.typed);
    },
  };
}
