import { maxSearchPage, searchPageSize } from '@plein/api-client';
import type { Knex } from 'knex';
import { publicBlockSql } from '../pages/public-visibility';
import type { Tenant } from '../platforms/repository';

/**
 * The most list items one search ranks: the newest matches, enough for every page a visitor may
 * ask for (docs/decisions/0007).
 */
export const searchCandidates = maxSearchPage * searchPageSize + 1;

/** How many of the newest items the first walk reads before it judges the word rare. */
export const firstWalk = 5_000;

/** The longest second walk (for words in roughly 2.5 % or more of the items). */
const longestWalk = 25_000;

/** Below this share of matching items, reading every match from the GIN index is cheaper. */
const walkWorthShare = 0.025;

/** Which items may match: `condition` and `binding` test one row of `list_items li`. */
export interface ItemMatch {
  condition: string;
  binding: string;
}

const expiredShown = JSON.stringify([{ name: 'showExpiredItemsByDefault', value: 'true' }]);
const activeOnly = JSON.stringify([{ name: 'hasActiveItems', value: 'true' }]);

/**
 * The tenant's list blocks whose items a visitor may find: on a published page, not hidden, with
 * whether the list shows expired items (a CTE body; bindings: tenant id, two option filters).
 */
const visibleBlocksSql = `
  select b.id, (b.options @> cast(? as jsonb) and not b.options @> cast(? as jsonb)) as shows_expired
  from building_block_instances b
  join pages p on p.id = b.page_id and p.platform_id = b.platform_id
  where b.platform_id = ? and ${publicBlockSql('b', 'p')}`;

/** A visitor may find the item `r` (a row with block_id and period_end) now (binding: now). */
const findableSql = `exists (
  select 1 from visible_blocks vb
  where vb.id = r.block_id and (r.period_end is null or r.period_end > ? or vb.shows_expired))`;

/** A live list item `li`: published, not deleted, published on or before now (binding: now). */
export const liveSql = 'li.is_published and li.deleted_at is null and li.published_on <= ?';

/**
 * The newest findable matches among the tenant's `budget` newest live items, at most
 * {@link searchCandidates}. The inner `order by … limit` pins the plan to the newest-first index
 * (`list_items_platform_published_on`), so the walk stops as soon as enough items match.
 */
async function walkNewest(
  db: Knex | Knex.Transaction,
  tenant: Tenant,
  match: ItemMatch,
  now: Date,
  budget: number,
): Promise<{ ids: number[]; walked: number }> {
  const result = await db.raw<{ rows: { id: number | null; walked: string }[] }>(
    `with visible_blocks as materialized (${visibleBlocksSql}),
    newest as materialized (
      select li.id, li.block_id, li.period_end, ${match.condition} as matches
      from list_items li
      where li.platform_id = ? and ${liveSql}
      order by li.published_on desc, li.id desc
      limit ?
    ), found as (
      select r.id from newest r where r.matches and ${findableSql} limit ?
    )
    select found.id, (select count(*) from newest) as walked
    from (select 1) one left join found on true`,
    [
      expiredShown,
      activeOnly,
      tenant.id,
      match.binding,
      tenant.id,
      now,
      budget,
      now,
      searchCandidates,
    ],
  );
  const ids = result.rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  return { ids, walked: Number(result.rows[0]?.walked ?? 0) };
}

/** Every findable match read from the GIN index, newest first, at most {@link searchCandidates}. */
async function everyMatch(
  db: Knex | Knex.Transaction,
  tenant: Tenant,
  match: ItemMatch,
  now: Date,
): Promise<number[]> {
  const result = await db.raw<{ rows: { id: number }[] }>(
    `with visible_blocks as materialized (${visibleBlocksSql}),
    matched as materialized (
      select li.id, li.block_id, li.period_end, li.published_on
      from list_items li
      where li.platform_id = ? and ${match.condition} and ${liveSql}
    )
    select r.id from matched r where ${findableSql}
    order by r.published_on desc, r.id desc limit ?`,
    [expiredShown, activeOnly, tenant.id, tenant.id, match.binding, now, now, searchCandidates],
  );
  return result.rows.map((row) => row.id);
}

/**
 * The list items a search ranks: the newest {@link searchCandidates} items a visitor may find
 * that match. Ranking every match of a common word costs time in proportion to the matches
 * (half a second at a million items), so the newest items are walked first: a common word
 * fills the candidates within a few thousand items. A word found too rarely in that walk is
 * read from the GIN index instead, which then holds few matches; a word in between gets a
 * longer walk sized by how often the first one met it.
 *
 * @example
 * const ids = await searchCandidateIds(db, tenant, { condition: 'li.search_vector @@ cast(? as tsquery)', binding: q }, now);
 */
export async function searchCandidateIds(
  db: Knex | Knex.Transaction,
  tenant: Tenant,
  match: ItemMatch,
  now: Date,
): Promise<number[]> {
  const first = await walkNewest(db, tenant, match, now, firstWalk);
  if (first.ids.length >= searchCandidates || first.walked < firstWalk) return first.ids;
  const share = first.ids.length / firstWalk;
  if (share < walkWorthShare) return everyMatch(db, tenant, match, now);
  const budget = Math.min(longestWalk, Math.ceil((searchCandidates / share) * 1.25));
  return (await walkNewest(db, tenant, match, now, budget)).ids;
}
