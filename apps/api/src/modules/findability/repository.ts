import type { NameValue } from '@plein/api-client';
import type { Knex } from 'knex';
import { listBlockTypes } from '../list-items/repository';
import { wherePublicBlock } from '../pages/public-visibility';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';

/** A published page every visitor may see. */
export interface PublicPage {
  id: number;
  guid: string;
  name: string;
  /** When its published version was published (its last change visitors saw). */
  lastModified: Date;
}

/** A list item every visitor may open, with the page its list is on. */
export interface PublicItem {
  guid: string;
  title: string;
  pageId: number;
  /** Its last change of the published columns, or its publish date when that came later. */
  lastModified: Date;
}

/** A list block on a public page, with its options. */
export interface PublicListBlock {
  id: number;
  options: NameValue[];
}

/** Which of the visible items a sitemap lists. */
export interface ItemScope {
  now: Date;
  /** Pages whose items are left out (their page is not listed either). */
  leftOutPageIds: readonly number[];
  /** Blocks that show their expired items (the others hide them, also on the item's page). */
  blocksShowingExpired: readonly number[];
}

/** The public page a list block is on. */
export interface ListBlockPage {
  guid: string;
  name: string;
  title: string;
  /** When its published version was published. */
  lastModified: Date;
}

/** A list item a visitor can open, with the page its list is on. */
export interface ItemOnPage {
  guid: string;
  title: string;
  page: { guid: string; name: string };
}

/** The reads of the sitemap and the feeds, always within one tenant. */
export interface FindabilityRepository {
  /**
   * A published item (published by `now`, not deleted) of a public block on a published page
   * without view roles, with that page; null otherwise.
   */
  itemOnPage(tenant: Tenant, itemGuid: string, now: Date): Promise<ItemOnPage | null>;
  /**
   * The page of a `list` block visitors see (published, public, on a published page without
   * view roles, not in the trash), or null.
   */
  listBlockPage(tenant: Tenant, blockGuid: string): Promise<ListBlockPage | null>;
  /** Published pages without view roles, not in the trash, oldest first. */
  publicPages(tenant: Tenant): Promise<PublicPage[]>;
  /** The list blocks visitors see (published, public, on public pages). */
  publicListBlocks(tenant: Tenant): Promise<PublicListBlock[]>;
  countItems(tenant: Tenant, scope: ItemScope): Promise<number>;
  /** The items in a stable order (oldest first), `limit` of them from `offset`. */
  items(tenant: Tenant, scope: ItemScope, offset: number, limit: number): Promise<PublicItem[]>;
}

const asDate = (value: Date | string) => new Date(value);

/**
 * The sitemap's reads over `db`. An item is listed when a visitor can open it: published, not
 * deleted, its publish date passed, in a public block of a public page (`publicBlockSql`), and
 * not ended unless its block shows ended items.
 *
 * @example
 * const pages = await createFindabilityRepository(knex).publicPages(tenant);
 */
export function createFindabilityRepository(db: Knex): FindabilityRepository {
  function visibleItems(tenant: Tenant, scope: ItemScope): Knex.QueryBuilder {
    return db('list_items as li')
      .join('building_block_instances as b', (j) => {
        j.on('b.id', 'li.block_id').andOn('b.platform_id', 'li.platform_id');
      })
      .join('pages as p', (j) => {
        j.on('p.id', 'b.page_id').andOn('p.platform_id', 'b.platform_id');
      })
      .where({ 'li.platform_id': tenant.id, 'li.is_published': true })
      .whereNull('li.deleted_at')
      .where('li.published_on', '<=', scope.now)
      .modify(wherePublicBlock, 'b', 'p')
      .whereNull('p.deleted_at')
      .whereNotIn('p.id', [...scope.leftOutPageIds])
      .where((w) => {
        void w
          .whereNull('li.period_end')
          .orWhere('li.period_end', '>', scope.now)
          .orWhereIn('li.block_id', [...scope.blocksShowingExpired]);
      });
  }

  return {
    async itemOnPage(tenant, itemGuid, now) {
      assertTenant(tenant);
      const row = await db('list_items as li')
        .join('building_block_instances as b', (j) => {
          j.on('b.id', 'li.block_id').andOn('b.platform_id', 'li.platform_id');
        })
        .join('pages as p', (j) => {
          j.on('p.id', 'b.page_id').andOn('p.platform_id', 'b.platform_id');
        })
        .where({ 'li.platform_id': tenant.id, 'li.guid': itemGuid, 'li.is_published': true })
        .whereNull('li.deleted_at')
        .where('li.published_on', '<=', now)
        .modify(wherePublicBlock, 'b', 'p')
        .whereNull('p.deleted_at')
        .first<{ guid: string; title: string; page_guid: string; page_name: string } | undefined>(
          'li.guid',
          'li.title',
          'p.guid as page_guid',
          'p.name as page_name',
        );
      return row
        ? { guid: row.guid, title: row.title, page: { guid: row.page_guid, name: row.page_name } }
        : null;
    },

    async listBlockPage(tenant, blockGuid) {
      assertTenant(tenant);
      const row = await db('building_block_instances as b')
        .join('pages as p', (j) => {
          j.on('p.id', 'b.page_id').andOn('p.platform_id', 'b.platform_id');
        })
        .where({ 'b.platform_id': tenant.id, 'b.guid': blockGuid, 'b.building_block': 'list' })
        .modify(wherePublicBlock, 'b', 'p')
        .whereNull('p.deleted_at')
        .whereRaw(`p.role_ids = '[]'::jsonb`)
        .first<
          { guid: string; name: string; title: string; last_modified: Date | string } | undefined
        >(
          'p.guid',
          'p.name',
          'p.title',
          db.raw('coalesce(p.published_at, p.updated_at) as last_modified'),
        );
      return row
        ? {
            guid: row.guid,
            name: row.name,
            title: row.title,
            lastModified: asDate(row.last_modified),
          }
        : null;
    },

    async publicPages(tenant) {
      assertTenant(tenant);
      const rows = await db('pages as p')
        .where({ 'p.platform_id': tenant.id, 'p.is_published': true })
        .whereNull('p.deleted_at')
        .whereRaw(`p.role_ids = '[]'::jsonb`)
        .orderBy('p.id')
        .select<{ id: number; guid: string; name: string; last_modified: Date | string }[]>(
          'p.id',
          'p.guid',
          'p.name',
          db.raw('coalesce(p.published_at, p.updated_at) as last_modified'),
        );
      return rows.map((row) => ({
        id: row.id,
        guid: row.guid,
        name: row.name,
        lastModified: asDate(row.last_modified),
      }));
    },

    async publicListBlocks(tenant) {
      assertTenant(tenant);
      return db('building_block_instances as b')
        .join('pages as p', (j) => {
          j.on('p.id', 'b.page_id').andOn('p.platform_id', 'b.platform_id');
        })
        .where('b.platform_id', tenant.id)
        .whereIn('b.building_block', listBlockTypes)
        .modify(wherePublicBlock, 'b', 'p')
        .select<PublicListBlock[]>('b.id', 'b.options');
    },

    async countItems(tenant, scope) {
      assertTenant(tenant);
      const [row] = await visibleItems(tenant, scope).count<{ count: string | number }[]>({
        count: '*',
      });
      return Number(row?.count ?? 0);
    },

    async items(tenant, scope, offset, limit) {
      assertTenant(tenant);
      if (limit <= 0) return [];
      const rows = await visibleItems(tenant, scope)
        .orderBy('li.id')
        .offset(offset)
        .limit(limit)
        .select<{ guid: string; title: string; page_id: number; last_modified: Date | string }[]>(
          'li.guid',
          'li.title',
          'p.id as page_id',
          db.raw('greatest(li.updated_at, li.published_on) as last_modified'),
        );
      return rows.map((row) => ({
        guid: row.guid,
        title: row.title,
        pageId: row.page_id,
        lastModified: asDate(row.last_modified),
      }));
    },
  };
}
