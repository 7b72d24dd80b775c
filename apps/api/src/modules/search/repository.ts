import type { ContentLanguage } from '@plein/api-client';
import type { Knex } from 'knex';
import { publicBlockSql } from '../pages/public-visibility';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';

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
}

/** Must equal the expressions of the page search indexes (migration 202511212001_search). */
const pageVector: Record<ContentLanguage, string> = {
  nl: `(to_tsvector('dutch'::regconfig, b.search_text) || to_tsvector('simple'::regconfig, b.search_text))`,
  en: `(to_tsvector('english'::regconfig, b.search_text) || to_tsvector('simple'::regconfig, b.search_text))`,
};

const headlineOptions =
  'StartSel=\u0002, StopSel=\u0003, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';

const expiredShown = JSON.stringify([{ name: 'showExpiredItemsByDefault', value: 'true' }]);
const activeOnly = JSON.stringify([{ name: 'hasActiveItems', value: 'true' }]);

/**
 * The search repository over `db`. Items: published, published on or before now, not expired
 * (unless their list shows expired items), in a list on a published page. Pages: published,
 * ranked by their best matching block. Snippets come from `ts_headline`.
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
      // Full text: the GIN indexes answer `@@`; fuzzy: the trigram index answers `<%`. The item
      // matches are materialised first, so the planner reads the GIN index once instead of once
      // per list block of the tenant.
      const itemMatch = c.fuzzy
        ? ['cast(? as text) <% li.title', 'word_similarity(cast(? as text), li.title)', text]
        : [
            'li.search_vector @@ cast(? as tsquery)',
            'ts_rank_cd(li.search_vector, cast(? as tsquery))',
            query,
          ];
      const pageMatch = c.fuzzy
        ? [
            'cast(? as text) <% b.search_text',
            'word_similarity(cast(? as text), b.search_text)',
            text,
          ]
        : [`${vector} @@ cast(? as tsquery)`, `ts_rank_cd(${vector}, cast(? as tsquery))`, query];
      const sql = `
        with matched_items as materialized (
          select li.id, li.block_id, li.period_end, ${itemMatch[1]} as rank
          from list_items li
          where li.platform_id = ? and ${itemMatch[0]}
            and li.is_published and li.deleted_at is null and li.published_on <= ?
        ), hits as (
          select 'listItem' as kind, m.id, b.page_id, m.rank
          from matched_items m
          join building_block_instances b on b.id = m.block_id and b.platform_id = ?
          join pages p on p.id = b.page_id and p.platform_id = b.platform_id
          where ${publicBlockSql('b', 'p')}
            and (m.period_end is null or m.period_end > ?
              or (b.options @> cast(? as jsonb) and not b.options @> cast(? as jsonb)))
          union all
          select * from (
            select distinct on (b.page_id) 'page' as kind, b.id, b.page_id, ${pageMatch[1]} as rank
            from building_block_instances b
            join pages p on p.id = b.page_id and p.platform_id = b.platform_id
            where b.platform_id = ? and ${publicBlockSql('b', 'p')} and ${pageMatch[0]}
            order by b.page_id, rank desc
          ) best_blocks
        ), ranked as (
          select * from hits order by rank desc, kind, id limit ? offset ?
        )
        select h.kind, h.rank, p.name as page_name, p.guid as page_guid, p.title as page_title,
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
        itemMatch[2],
        tenant.id,
        itemMatch[2],
        c.now,
        tenant.id,
        c.now,
        expiredShown,
        activeOnly,
        pageMatch[2],
        tenant.id,
        pageMatch[2],
        c.limit,
        c.offset,
        query,
        headlineOptions,
      ];
      const result = await db.raw<{ rows: SearchHitRow[] }>(sql, bindings as Knex.RawBinding[]);
      return result.rows.map((row) => ({ ...row, rank: Number(row.rank) }));
    },
  };
}
