import type { MenuItem } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';

/** A menu item row joined with its page, flat (parents by id, children not yet attached). */
export type MenuItemRecord = Omit<MenuItem, 'relatedMenuItems'> & {
  id: number;
  parentId: number | null;
  sortId: number;
};

/** Input of {@link MenusRepository.addItem}. */
export interface NewMenuItem {
  name: string;
  urlSegment?: string;
  parentId?: number | null;
  pageId?: number | null;
  externalUrl?: string | null;
  sortId: number;
}

/** One item of {@link MenusRepository.replaceItems}: parents come before their children. */
export interface ReplacementMenuItem {
  guid: string;
  parentGuid: string | null;
  name: string;
  urlSegment: string;
  pageId: number | null;
  externalUrl: string | null;
  sortId: number;
}

/** Menus and their items, always within one tenant. */
export interface MenusRepository {
  /** The id of the tenant's menu with this name, or null. */
  findIdByName(tenant: Tenant, name: string): Promise<number | null>;
  /** Every item of a menu, flat, ordered by sortId. */
  listItems(tenant: Tenant, menuId: number): Promise<MenuItemRecord[]>;
  create(tenant: Tenant, name: string): Promise<number>;
  addItem(
    tenant: Tenant,
    menuId: number,
    input: NewMenuItem,
  ): Promise<{ id: number; guid: string }>;
  /**
   * The id of the tenant's menu with this name, created when missing, locked until the
   * transaction ends (concurrent saves of one menu run one after the other). Use in a transaction.
   */
  lockOrCreate(tenant: Tenant, name: string): Promise<number>;
  /** The guids of a menu's items. */
  itemGuids(tenant: Tenant, menuId: number): Promise<string[]>;
  /** Page ids by guid, for those of `guids` that are pages of this tenant. */
  pageIdsByGuid(tenant: Tenant, guids: readonly string[]): Promise<Map<string, number>>;
  /** Replaces every item of a menu by `items` (guids as given). Use in a transaction. */
  replaceItems(
    tenant: Tenant,
    menuId: number,
    items: readonly ReplacementMenuItem[],
  ): Promise<void>;
}

interface ItemRow {
  id: number;
  parent_id: number | null;
  guid: string;
  url_segment: string;
  name: string;
  external_url: string | null;
  sort_id: number;
  page_guid: string | null;
  page_name: string | null;
  page_is_published: boolean | null;
}

/**
 * The menus repository over `db` (the root knex or a transaction).
 *
 * @example
 * const id = await createMenusRepository(knex).findIdByName(tenant, 'Top level menu');
 */
export function createMenusRepository(db: Knex | Knex.Transaction): MenusRepository {
  return {
    async findIdByName(tenant, name) {
      assertTenant(tenant);
      const row = await db('menus')
        .where({ platform_id: tenant.id, name })
        .first<{ id: number } | undefined>('id');
      return row?.id ?? null;
    },
    async listItems(tenant, menuId) {
      assertTenant(tenant);
      const rows = await db('menu_items as mi')
        .leftJoin('pages as p', function joinPage() {
          // A page in the trash counts as gone.
          this.on('p.id', '=', 'mi.page_id')
            .andOn('p.platform_id', '=', 'mi.platform_id')
            .andOnNull('p.deleted_at');
        })
        .where({ 'mi.platform_id': tenant.id, 'mi.menu_id': menuId })
        .orderBy([{ column: 'mi.sort_id' }, { column: 'mi.id' }])
        .select<ItemRow[]>(
          'mi.id',
          'mi.parent_id',
          'mi.guid',
          'mi.url_segment',
          'mi.name',
          'mi.external_url',
          'mi.sort_id',
          'p.guid as page_guid',
          'p.name as page_name',
          'p.is_published as page_is_published',
        );
      return rows.map((row) => ({
        id: row.id,
        parentId: row.parent_id,
        guid: row.guid,
        urlSegment: row.url_segment,
        name: row.name,
        pageGuid: row.page_guid,
        pageName: row.page_name,
        pageIsPublished: row.page_is_published === true,
        externalUrl: row.external_url,
        sortId: row.sort_id,
      }));
    },
    async create(tenant, name) {
      assertTenant(tenant);
      const [row] = await db('menus')
        .insert({ platform_id: tenant.id, name })
        .returning<{ id: number }[]>(['id']);
      if (!row) throw new Error('Inserting a menu returned no row.');
      return row.id;
    },
    async addItem(tenant, menuId, input) {
      assertTenant(tenant);
      const [row] = await db('menu_items')
        .insert({
          platform_id: tenant.id,
          menu_id: menuId,
          parent_id: input.parentId ?? null,
          url_segment: input.urlSegment ?? '',
          name: input.name,
          page_id: input.pageId ?? null,
          external_url: input.externalUrl ?? null,
          sort_id: input.sortId,
        })
        .returning<{ id: number; guid: string }[]>(['id', 'guid']);
      if (!row) throw new Error('Inserting a menu item returned no row.');
      return row;
    },
    async lockOrCreate(tenant, name) {
      assertTenant(tenant);
      await db('menus')
        .insert({ platform_id: tenant.id, name })
        .onConflict(['platform_id', 'name'])
        .ignore();
      const row = await db('menus')
        .where({ platform_id: tenant.id, name })
        .forUpdate()
        .first<{ id: number } | undefined>('id');
      if (!row) throw new Error('A menu just created or found was not there.');
      return row.id;
    },
    async itemGuids(tenant, menuId) {
      assertTenant(tenant);
      return db('menu_items').where({ platform_id: tenant.id, menu_id: menuId }).pluck('guid');
    },
    async pageIdsByGuid(tenant, guids) {
      assertTenant(tenant);
      if (guids.length === 0) return new Map();
      const rows = await db('pages')
        .where({ platform_id: tenant.id })
        .whereNull('deleted_at')
        .whereIn('guid', [...guids])
        .select<{ id: number; guid: string }[]>('id', 'guid');
      return new Map(rows.map((row) => [row.guid, row.id]));
    },
    async replaceItems(tenant, menuId, items) {
      assertTenant(tenant);
      await db('menu_items').where({ platform_id: tenant.id, menu_id: menuId }).del();
      // Insert generation by generation: a child needs its parent's id.
      const ids = new Map<string, number>();
      let pending = [...items];
      while (pending.length > 0) {
        const ready = pending.filter(
          (item) => item.parentGuid === null || ids.has(item.parentGuid),
        );
        if (ready.length === 0) throw new Error('Menu items refer to a parent that is not there.');
        const rows = await db('menu_items')
          .insert(
            ready.map((item) => ({
              guid: item.guid,
              platform_id: tenant.id,
              menu_id: menuId,
              parent_id: item.parentGuid === null ? null : ids.get(item.parentGuid),
              url_segment: item.urlSegment,
              name: item.name,
              page_id: item.pageId,
              external_url: item.externalUrl,
              sort_id: item.sortId,
            })),
          )
          .returning<{ id: number; guid: string }[]>(['id', 'guid']);
        for (const row of rows) ids.set(row.guid, row.id);
        pending = pending.filter((item) => !ready.includes(item));
      }
    },
  };
}
