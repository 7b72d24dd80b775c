import { listCountPagesAhead, maxListWindow } from '@plein/api-client';
import type {
  ListItem,
  ListItemType,
  ListSortBy,
  NameValue,
  PeriodEndCondition,
} from '@plein/api-client';
import type { Knex } from 'knex';
import { wherePublicBlock } from '../pages/public-visibility';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { listItemColumns, toListItem } from './item-rows';
import type { ListItemRow } from './item-rows';

/** The block types that own list items. */
export const listBlockTypes = ['list', 'list-widget'] as const;

/** A list or list-widget block on a published page. */
export interface ListBlockRecord {
  id: number;
  guid: string;
  buildingBlock: string;
  options: NameValue[];
}

/** What a visitor's list query asks for, with every default already decided. */
export interface ListCriteria {
  sortBy: ListSortBy;
  offset: number;
  limit: number;
  /** Items under at least one of these parents; null: any. */
  parentGuids: string[] | null;
  periodEnd: PeriodEndCondition;
  /** Only active items, whatever `periodEnd` says (the block's `hasActiveItems`). */
  activeOnly: boolean;
  /** Only items published in the last N days; 0: no limit. */
  recentForDays: number;
  highlight: boolean | null;
  /** Words the items must contain; null: no search. */
  searchWords: string[] | null;
  now: Date;
}

/** One page of visible items and how many match (counted a hundred pages ahead, at most {@link maxListWindow}). */
export interface ListSlice {
  items: ListItem[];
  total: number;
  capped: boolean;
}

/** A visible item with the options of the block that owns it. */
export interface ListItemRecord {
  item: ListItem;
  periodEnd: Date | null;
  blockOptions: NameValue[];
}

/** Visitor reads of list blocks, list items and item types, always within one tenant. */
export interface ListItemsRepository {
  /** The list or list-widget block with this guid on a published page, or null. */
  findVisibleBlock(tenant: Tenant, guid: string): Promise<ListBlockRecord | null>;
  /** A page of the block's published items matching `criteria`. */
  listVisible(tenant: Tenant, block: ListBlockRecord, criteria: ListCriteria): Promise<ListSlice>;
  /** A published item (published on or before `now`) of a list on a published page, or null. */
  findVisibleItem(
    tenant: Tenant,
    key: { guid: string } | { shortId: string },
    now: Date,
  ): Promise<ListItemRecord | null>;
  listTypes(tenant: Tenant): Promise<ListItemType[]>;
}

const sortColumns: Record<ListSortBy, [string, 'asc' | 'desc'][]> = {
  publishedOn_desc: [
    ['published_on', 'desc'],
    ['id', 'desc'],
  ],
  publishedOn_asc: [
    ['published_on', 'asc'],
    ['id', 'asc'],
  ],
  title_asc: [
    ['title', 'asc'],
    ['id', 'asc'],
  ],
  title_desc: [
    ['title', 'desc'],
    ['id', 'desc'],
  ],
  // PostgreSQL puts nulls (never expires) last going up and first going down: the index order.
  periodEnd_asc: [
    ['period_end', 'asc'],
    ['id', 'asc'],
  ],
  periodEnd_desc: [
    ['period_end', 'desc'],
    ['id', 'desc'],
  ],
  position_asc: [
    ['position', 'asc'],
    ['id', 'asc'],
  ],
  position_desc: [
    ['position', 'desc'],
    ['id', 'desc'],
  ],
};

function active(qb: Knex.QueryBuilder, now: Date) {
  void qb.where((w) => void w.whereNull('period_end').orWhere('period_end', '>', now));
}

/**
 * Where a list query reads: `items` (`list_items`), or `parents` (`list_item_parents`, one row per
 * live published item and parent, with the filter columns), which answers a parent filter from
 * one btree range instead of a heap visit per match.
 */
type ListSource = 'items' | 'parents';

/** The source of a query: parent rows when a parent filter is all they cannot answer. */
function sourceOf(c: ListCriteria): ListSource {
  return c.parentGuids !== null && c.searchWords === null ? 'parents' : 'items';
}

/** Adds the conditions of `criteria` on the unaliased table of `source`, for one block. */
function whereCriteria(
  qb: Knex.QueryBuilder,
  tenant: Tenant,
  block: ListBlockRecord,
  c: ListCriteria,
  source: ListSource,
): void {
  void qb
    .where({ platform_id: tenant.id, block_id: block.id })
    .andWhere('published_on', '<=', c.now);
  // Parent rows exist for live published items only.
  if (source === 'items') void qb.where('is_published', true).whereNull('deleted_at');
  const period = c.periodEnd;
  if (period === 'active' || c.activeOnly) active(qb, c.now);
  if (period === 'expired') void qb.where('period_end', '<=', c.now);
  if (typeof period === 'object') {
    if (period.after) void qb.where('period_end', '>', new Date(period.after));
    if (period.before) void qb.where('period_end', '<', new Date(period.before));
  }
  if (c.recentForDays > 0) {
    void qb.where('published_on', '>=', new Date(c.now.getTime() - c.recentForDays * 86_400_000));
  }
  if (c.highlight !== null) void qb.where('highlight', c.highlight);
  if (c.parentGuids && source === 'parents') void qb.whereIn('parent_guid', c.parentGuids);
  if (c.parentGuids && source === 'items') {
    void qb.whereRaw('parent_guids && ?::uuid[]', [c.parentGuids]);
  }
  if (c.searchWords) {
    void qb.whereRaw('search_vector @@ plein_search_query(?::text[])', [c.searchWords]);
  }
}

/**
 * The ids of one page, in the order of `criteria.sortBy`. In publish order a parent filter reads
 * the parent rows; an item under two of the asked parents has two rows, hence the grouping.
 */
function pageIds(
  db: Knex | Knex.Transaction,
  tenant: Tenant,
  block: ListBlockRecord,
  criteria: ListCriteria,
): Knex.QueryBuilder {
  const inPublishOrder = criteria.sortBy.startsWith('publishedOn_');
  const source = inPublishOrder ? sourceOf(criteria) : 'items';
  const ids =
    source === 'parents'
      ? db('list_item_parents').select('item_id as id')
      : db('list_items').select('id');
  void ids
    .modify(whereCriteria, tenant, block, criteria, source)
    .limit(criteria.limit)
    .offset(criteria.offset);
  if (source === 'parents' && (criteria.parentGuids?.length ?? 0) > 1) {
    void ids.groupBy('item_id', 'published_on');
  }
  for (const [column, direction] of sortColumns[criteria.sortBy]) {
    void ids.orderBy(source === 'parents' && column === 'id' ? 'item_id' : column, direction);
  }
  return ids;
}

/** How many items match, counting at most `cap + 1` (one more tells that there are more). */
async function countMatches(
  db: Knex | Knex.Transaction,
  tenant: Tenant,
  block: ListBlockRecord,
  criteria: ListCriteria,
  cap: number,
): Promise<number> {
  const source = sourceOf(criteria);
  const matching =
    source === 'parents' && (criteria.parentGuids?.length ?? 0) > 1
      ? db('list_item_parents').distinct('item_id')
      : db(source === 'parents' ? 'list_item_parents' : 'list_items').select(db.raw('1'));
  void matching.modify(whereCriteria, tenant, block, criteria, source).limit(cap + 1);
  const [row] = (await db
    .from(matching.as('matching'))
    .count<{ count: string | number }[]>('* as count')) as { count: string | number }[];
  return Number(row?.count ?? 0);
}

/**
 * The list items repository over `db` (the root knex or a transaction). A page is one statement
 * with a deferred join: the ids in keyset-index order (index-only, so deep pages skip index
 * entries, not rows), then only those rows.
 *
 * @example
 * const block = await createListItemsRepository(knex).findVisibleBlock(tenant, guid);
 */
export function createListItemsRepository(db: Knex | Knex.Transaction): ListItemsRepository {
  return {
    async findVisibleBlock(tenant, guid) {
      assertTenant(tenant);
      const row = await db('building_block_instances as b')
        .join('pages as p', (j) => {
          j.on('p.id', 'b.page_id').andOn('p.platform_id', 'b.platform_id');
        })
        .where({ 'b.platform_id': tenant.id, 'b.guid': guid })
        .modify(wherePublicBlock, 'b', 'p')
        .whereIn('b.building_block', listBlockTypes)
        .first<
          { id: number; guid: string; building_block: string; options: NameValue[] } | undefined
        >('b.id', 'b.guid', 'b.building_block', 'b.options');
      return row
        ? { id: row.id, guid: row.guid, buildingBlock: row.building_block, options: row.options }
        : null;
    },

    async listVisible(tenant, block, criteria) {
      assertTenant(tenant);
      const rowsQuery = db
        .with('page_ids', pageIds(db, tenant, block, criteria))
        .from('page_ids')
        .join('list_items as li', 'li.id', 'page_ids.id')
        .select(listItemColumns)
        .select(db.raw('? as block_guid', [block.guid]));
      for (const [column, direction] of sortColumns[criteria.sortBy]) {
        void rowsQuery.orderBy(`li.${column}`, direction);
      }
      const rows = (await rowsQuery) as ListItemRow[];
      const countCap = Math.min(
        maxListWindow,
        criteria.offset + criteria.limit * (listCountPagesAhead + 1),
      );
      const total =
        criteria.offset === 0 && rows.length < criteria.limit
          ? rows.length
          : await countMatches(db, tenant, block, criteria, countCap);
      return {
        items: rows.map(toListItem),
        total: Math.min(total, countCap),
        capped: total > countCap,
      };
    },

    async findVisibleItem(tenant, key, now) {
      assertTenant(tenant);
      const row = await db('list_items as li')
        .join('building_block_instances as b', (j) => {
          j.on('b.id', 'li.block_id').andOn('b.platform_id', 'li.platform_id');
        })
        .join('pages as p', (j) => {
          j.on('p.id', 'b.page_id').andOn('p.platform_id', 'b.platform_id');
        })
        .where({ 'li.platform_id': tenant.id, 'li.is_published': true })
        .whereNull('li.deleted_at')
        .modify(wherePublicBlock, 'b', 'p')
        .where('li.published_on', '<=', now)
        .where('guid' in key ? { 'li.guid': key.guid } : { 'li.short_id': key.shortId })
        .first<(ListItemRow & { block_options: NameValue[] }) | undefined>(
          ...listItemColumns,
          'b.guid as block_guid',
          'b.options as block_options',
        );
      if (!row) return null;
      return {
        item: toListItem(row),
        periodEnd: row.period_end === null ? null : new Date(row.period_end),
        blockOptions: row.block_options,
      };
    },

    async listTypes(tenant) {
      assertTenant(tenant);
      const names = (await db('list_item_types')
        .where({ platform_id: tenant.id })
        .orderBy('name')
        .pluck('name')) as string[];
      return names.map((name) => ({ name }));
    },
  };
}
