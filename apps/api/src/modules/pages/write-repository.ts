import type { AccessLevel, LayoutPosition, NameValue, PageLayoutName } from '@plein/api-client';
import type { Knex } from 'knex';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { inLayoutOrder } from './page-rows';

/** The editable fields of a page, as stored by {@link PagesWriteRepository.update}. */
export interface PageFields {
  name: string;
  title: string;
  layout: PageLayoutName;
  options: NameValue[];
  editRoles: string[];
  editPermission: AccessLevel;
  roleIds: string[];
}

/** A block's place on its page. */
export interface BlockPlace {
  id: number;
  layoutPosition: LayoutPosition;
  sortId: number;
}

/** The editor's writes to pages and blocks, always within one tenant; run in a transaction. */
export interface PagesWriteRepository {
  /** Locks the page row until the transaction ends (writes to one page run one at a time). */
  lockPage(tenant: Tenant, guid: string): Promise<number | null>;
  /** Whether another page of the tenant has this name. */
  nameTaken(tenant: Tenant, name: string, exceptPageId: number | null): Promise<boolean>;
  update(tenant: Tenant, pageId: number, fields: PageFields): Promise<void>;
  setPublished(tenant: Tenant, pageId: number, isPublished: boolean): Promise<void>;
  /** Deletes a page with its blocks (and their list items); menu items lose their page. */
  remove(tenant: Tenant, pageId: number): Promise<void>;
  /** Marks the page changed (its `updated_at`: cache tokens and the pages list show it). */
  touch(tenant: Tenant, pageId: number): Promise<void>;
  /** The highest sortId in a position, counting soft-deleted blocks too; null when empty. */
  lastSortId(tenant: Tenant, pageId: number, position: LayoutPosition): Promise<number | null>;
  /** Every block of the page in one of `positions`, soft-deleted ones too, in layout order. */
  blocksIn(tenant: Tenant, pageId: number, positions: readonly LayoutPosition[]): Promise<number[]>;
  placeBlocks(tenant: Tenant, pageId: number, places: readonly BlockPlace[]): Promise<void>;
  setBlockContent(tenant: Tenant, blockId: number, content: unknown): Promise<void>;
  setBlockOptions(tenant: Tenant, blockId: number, options: readonly NameValue[]): Promise<void>;
  setBlockPermission(
    tenant: Tenant,
    blockId: number,
    permission: AccessLevel,
    roles: readonly string[],
  ): Promise<void>;
  /** Soft-deletes (true) or restores (false) a block. */
  setBlockDeleted(tenant: Tenant, blockId: number, deleted: boolean): Promise<void>;
}

/**
 * The pages write repository over a transaction.
 *
 * @example
 * await knex.transaction((trx) => createPagesWriteRepository(trx).touch(tenant, pageId));
 */
export function createPagesWriteRepository(db: Knex | Knex.Transaction): PagesWriteRepository {
  const block = (tenant: Tenant, id: number) => {
    assertTenant(tenant);
    return db('building_block_instances').where({ platform_id: tenant.id, id });
  };
  const page = (tenant: Tenant, id: number) => {
    assertTenant(tenant);
    return db('pages').where({ platform_id: tenant.id, id });
  };
  return {
    async lockPage(tenant, guid) {
      assertTenant(tenant);
      const row = await db('pages')
        .where({ platform_id: tenant.id, guid })
        .forUpdate()
        .first<{ id: number } | undefined>('id');
      return row?.id ?? null;
    },
    async nameTaken(tenant, name, exceptPageId) {
      assertTenant(tenant);
      const query = db('pages').where({ platform_id: tenant.id, name });
      if (exceptPageId !== null) void query.whereNot('id', exceptPageId);
      return (await query.first<{ id: number } | undefined>('id')) !== undefined;
    },
    async update(tenant, pageId, fields) {
      await page(tenant, pageId).update({
        name: fields.name,
        title: fields.title,
        layout: fields.layout,
        options: JSON.stringify(fields.options),
        edit_roles: JSON.stringify(fields.editRoles),
        edit_permission: fields.editPermission,
        role_ids: JSON.stringify(fields.roleIds),
        updated_at: db.fn.now(),
      });
    },
    async setPublished(tenant, pageId, isPublished) {
      await page(tenant, pageId).update({ is_published: isPublished, updated_at: db.fn.now() });
    },
    async remove(tenant, pageId) {
      await page(tenant, pageId).delete();
    },
    async touch(tenant, pageId) {
      await page(tenant, pageId).update({ updated_at: db.fn.now() });
    },
    async lastSortId(tenant, pageId, position) {
      assertTenant(tenant);
      const row = await db('building_block_instances')
        .where({ platform_id: tenant.id, page_id: pageId, layout_position: position })
        .max<{ max: number | null }>('sort_id as max')
        .first();
      return row?.max ?? null;
    },
    async blocksIn(tenant, pageId, positions) {
      assertTenant(tenant);
      if (positions.length === 0) return [];
      const rows = await db('building_block_instances')
        .where({ platform_id: tenant.id, page_id: pageId })
        .whereIn('layout_position', [...positions])
        .modify(inLayoutOrder)
        .select<{ id: number }[]>('id');
      return rows.map((row) => row.id);
    },
    async placeBlocks(tenant, pageId, places) {
      assertTenant(tenant);
      for (const place of places) {
        await db('building_block_instances')
          .where({ platform_id: tenant.id, page_id: pageId, id: place.id })
          .update({ layout_position: place.layoutPosition, sort_id: place.sortId });
      }
    },
    async setBlockContent(tenant, blockId, content) {
      await block(tenant, blockId).update({ content: JSON.stringify(content) });
    },
    async setBlockOptions(tenant, blockId, options) {
      await block(tenant, blockId).update({ options: JSON.stringify(options) });
    },
    async setBlockPermission(tenant, blockId, permission, roles) {
      await block(tenant, blockId).update({ permission, roles: JSON.stringify(roles) });
    },
    async setBlockDeleted(tenant, blockId, deleted) {
      await block(tenant, blockId).update({ deleted_at: deleted ? db.fn.now() : null });
    },
  };
}
