import type { ListBlockSummary, ListItem, NameValue, Page } from '@plein/api-client';
import type { Knex } from 'knex';
import { memberNameSql } from '../pages/page-rows';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { listItemColumns, toEditorListItem } from './item-rows';
import type { EditorItemRow } from './item-rows';
import { listBlockTypes } from './repository';
import type { ListBlockRecord } from './repository';

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
  /**
   * A live item as its editors see it (its draft's fields, with `draft`, when it has one; in any
   * publication state) and the edit rule of its page, or null.
   */
  /**
   * A live list or list-widget block in its draft state (its draft's options), on a page not in
   * the trash, with the edit rule of its page; or null.
   */
  findEditorBlock(
    tenant: Tenant,
    guid: string,
  ): Promise<{ block: ListBlockRecord; page: PageEditRule } | null>;
  findEditorItem(
    tenant: Tenant,
    key: { guid: string } | { shortId: string },
  ): Promise<{ item: ListItem; page: PageEditRule } | null>;
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
    async findEditorBlock(tenant, guid) {
      assertTenant(tenant);
      const row = await blocks(tenant).where('b.guid', guid).whereNull('p.deleted_at').first<
        | (Pick<RuleRow, 'id' | 'edit_roles' | 'edit_permission'> & {
            guid: string;
            building_block: string;
            options: NameValue[];
          })
        | undefined
      >('b.id', 'b.guid', 'b.building_block', db.raw(`coalesce(b.draft -> 'options', b.options) as options`), 'p.edit_roles', 'p.edit_permission');
      if (!row) return null;
      return {
        block: {
          id: row.id,
          guid: row.guid,
          buildingBlock: row.building_block,
          options: row.options,
        },
        page: { editRoles: row.edit_roles, editPermission: row.edit_permission },
      };
    },
    async findEditorItem(tenant, key) {
      assertTenant(tenant);
      const row = await blocks(tenant)
        .join('list_items as li', (j) => {
          j.on('li.block_id', 'b.id').andOn('li.platform_id', 'b.platform_id');
        })
        .leftJoin('platform_memberships as m', 'm.id', 'li.draft_changed_by')
        .leftJoin('accounts as a', 'a.id', 'm.account_id')
        .whereNull('li.deleted_at')
        .whereNull('p.deleted_at')
        .where('guid' in key ? { 'li.guid': key.guid } : { 'li.short_id': key.shortId })
        .first<(EditorItemRow & Pick<RuleRow, 'edit_roles' | 'edit_permission'>) | undefined>(
          ...listItemColumns,
          'b.guid as block_guid',
          'li.draft',
          'li.draft_changed_at',
          db.raw(`${memberNameSql('m', 'a')} as draft_changed_by_name`),
          'p.edit_roles',
          'p.edit_permission',
        );
      if (!row) return null;
      const page = { editRoles: row.edit_roles, editPermission: row.edit_permission };
      return { item: toEditorListItem(row), page };
    },
  };
}
