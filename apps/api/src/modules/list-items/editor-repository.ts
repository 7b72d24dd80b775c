import type { ListBlockSummary, Page } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { listBlockTypes } from './repository';

/** What decides who may edit a page (canEditPage). */
export type PageEditRule = Pick<Page, 'editRoles' | 'editPermission'>;

/** The page a list is on: who may edit it, and what its activity names. */
export interface ListPage extends PageEditRule {
  id: number;
  name: string;
  title: string;
}

/** Where the editor's list item writes land: the block and the edit rule of its page. */
export interface ListItemsEditorRepository {
  /** The live list or list-widget block with this guid and its page's edit rule, or null. */
  findBlock(tenant: Tenant, guid: string): Promise<{ id: number; page: ListPage } | null>;
  /** Every live list block of the tenant (not widgets), with its page, by page title. */
  listBlocks(tenant: Tenant): Promise<ListBlockSummary[]>;
  /**
   * The item (id, title) and the page of its (live) block, or null when there is no such item;
   * a deleted item counts only when `deleted` is true (to restore it).
   */
  findItemPage(
    tenant: Tenant,
    itemGuid: string,
    deleted?: boolean,
  ): Promise<{ item: { id: number; title: string }; page: ListPage } | null>;
}

interface RuleRow {
  id: number;
  page_id: number;
  page_name: string;
  page_title: string;
  edit_roles: string[];
  edit_permission: PageEditRule['editPermission'];
}

const pageColumns = ['p.id as page_id', 'p.name as page_name', 'p.title as page_title'];

const listPage = (row: RuleRow): ListPage => ({
  id: row.page_id,
  name: row.page_name,
  title: row.page_title,
  editRoles: row.edit_roles,
  editPermission: row.edit_permission,
});

/**
 * The list items editor repository over `db` (the root knex or a transaction). Soft-deleted
 * blocks count as missing: their items stay, but nobody writes to them until the block is back.
 *
 * @example
 * const block = await createListItemsEditorRepository(trx).findBlock(tenant, guid);
 */
export function createListItemsEditorRepository(
  db: Knex | Knex.Transaction,
): ListItemsEditorRepository {
  const blocks = (tenant: Tenant) =>
    db('building_block_instances as b')
      .join('pages as p', (j) => {
        j.on('p.id', 'b.page_id').andOn('p.platform_id', 'b.platform_id');
      })
      .where('b.platform_id', tenant.id)
      .whereIn('b.building_block', listBlockTypes)
      .whereNull('b.deleted_at');
  return {
    async findBlock(tenant, guid) {
      assertTenant(tenant);
      const row = await blocks(tenant)
        .where('b.guid', guid)
        .first<RuleRow | undefined>('b.id', ...pageColumns, 'p.edit_roles', 'p.edit_permission');
      return row ? { id: row.id, page: listPage(row) } : null;
    },
    async listBlocks(tenant) {
      assertTenant(tenant);
      return blocks(tenant)
        .where('b.building_block', 'list')
        .orderBy([{ column: 'p.title' }, { column: 'b.sort_id' }])
        .select<ListBlockSummary[]>(
          'b.guid',
          db.raw(`coalesce(b.content ->> 'title', '') as title`),
          'p.name as pageName',
          'p.title as pageTitle',
        );
    },
    async findItemPage(tenant, itemGuid, deleted = false) {
      assertTenant(tenant);
      const row = await blocks(tenant)
        .join('list_items as li', (j) => {
          j.on('li.block_id', 'b.id').andOn('li.platform_id', 'b.platform_id');
        })
        .where('li.guid', itemGuid)
        .modify(
          (qb) => void (deleted ? qb.whereNotNull('li.deleted_at') : qb.whereNull('li.deleted_at')),
        )
        .first<(RuleRow & { item_id: number; item_title: string }) | undefined>(
          'b.id',
          'li.id as item_id',
          'li.title as item_title',
          ...pageColumns,
          'p.edit_roles',
          'p.edit_permission',
        );
      return row ? { item: { id: row.item_id, title: row.item_title }, page: listPage(row) } : null;
    },
  };
}
