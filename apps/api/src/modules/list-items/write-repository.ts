import { randomUUID } from 'node:crypto';
import { pageTrashDays } from '@plein/api-client';
import type {
  BuildingBlockInstance,
  ListItem,
  ListItemInput,
  TrashedListItem,
} from '@plein/api-client';
import type { Knex } from 'knex';
import { prepareBlockContent } from '../pages/block-content';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { memberNameSql } from '../pages/page-rows';
import { listItemColumns, toEditorListItem } from './item-rows';
import type { EditorItemRow, ItemFields } from './item-rows';

/** A created item's ids. */
export interface CreatedItem {
  id: number;
  guid: string;
  shortId: string;
}

/** Writes of list item types and list items, always within one tenant. */
export interface ListItemsWriteRepository {
  /** Creates the type unless the tenant has it already. */
  ensureType(tenant: Tenant, name: string): Promise<void>;
  /** The id of the tenant's list or list-widget block with this guid (any page), or null. */
  findBlockId(tenant: Tenant, guid: string): Promise<number | null>;
  /** Inserts items into a block, in order; their content is checked and sanitised first. */
  createItems(tenant: Tenant, blockId: number, items: ListItemInput[]): Promise<CreatedItem[]>;
  /** Replaces an item's fields (and drops its draft); false when the tenant has no such item. */
  updateItem(tenant: Tenant, guid: string, item: ListItemInput): Promise<boolean>;
  /** Whether the live item is published; null when the tenant has no live such item. */
  isPublished(tenant: Tenant, guid: string): Promise<boolean | null>;
  /** Keeps `input` as the draft of a live item, changed by `membershipId`. */
  saveDraft(
    tenant: Tenant,
    guid: string,
    input: ListItemInput,
    membershipId: number,
  ): Promise<void>;
  /** Publishes a live item's draft; answers its title, or null when it has none. */
  publishDraft(tenant: Tenant, guid: string): Promise<string | null>;
  /** Throws a live item's draft away; false when it has none. */
  discardDraft(tenant: Tenant, guid: string): Promise<boolean>;
  /**
   * Moves an item to the trash (hidden from every read), deleted by `membershipId`; false when
   * there is no live such item.
   */
  deleteItem(tenant: Tenant, guid: string, membershipId: number | null): Promise<boolean>;
  /** The block's items in the trash, newest first. */
  trashed(tenant: Tenant, blockId: number): Promise<TrashedListItem[]>;
  /** Brings a deleted item back where it was; false when there is no deleted such item. */
  restoreItem(tenant: Tenant, guid: string): Promise<boolean>;
  /** A page of the block's live items (any publication state) in manual order, and the count. */
  listAll(
    tenant: Tenant,
    block: { id: number; guid: string },
    page: { offset: number; limit: number },
  ): Promise<{ items: ListItem[]; total: number }>;
  /**
   * Gives the items named by `guids` (live items of the block) the places they held among
   * themselves, in the order given; false when a guid is not a live item of the block.
   */
  orderItems(tenant: Tenant, blockId: number, guids: string[]): Promise<boolean>;
}

/** The stored content blocks of an item: checked, sanitised, with guids and sort ids. */
export function itemContent(input: ListItemInput): BuildingBlockInstance[] {
  return (input.contentBuildingBlockInstances ?? []).map((block, index) => ({
    guid: randomUUID(),
    buildingBlock: block.buildingBlock,
    options: block.options ?? [],
    layoutPosition: 'main',
    sortId: index + 1,
    content: prepareBlockContent(block.buildingBlock, block.content),
  }));
}

/** The stored fields of an item input (its content checked and sanitised). */
export function itemFields(input: ListItemInput): ItemFields {
  return {
    title: input.title,
    list_item_type_name: input.listItemTypeName,
    parent_guids: input.parentGuids ?? [],
    description: input.metadata?.description ?? '',
    period_end: input.metadata?.periodEnd ? new Date(input.metadata.periodEnd).toISOString() : null,
    published_on: input.publishedOn ? new Date(input.publishedOn).toISOString() : null,
    highlight: input.highlight ?? false,
    language: input.language ?? 'nl',
    content: itemContent(input),
  };
}

/**
 * The columns of stored fields, with the search text derived by the database. Without a date, a
 * new item is published on now and an existing one keeps its date.
 */
function fieldColumns(db: Knex | Knex.Transaction, fields: ItemFields, isNew: boolean) {
  const content = JSON.stringify(fields.content);
  return {
    title: fields.title,
    list_item_type_name: fields.list_item_type_name,
    parent_guids: db.raw('?::uuid[]', [fields.parent_guids]),
    description: fields.description,
    period_end: fields.period_end ? new Date(fields.period_end) : null,
    ...(fields.published_on
      ? { published_on: new Date(fields.published_on) }
      : isNew
        ? { published_on: db.fn.now() }
        : {}),
    highlight: fields.highlight,
    language: fields.language,
    content,
    search_text: db.raw(
      `coalesce((select string_agg(plein_block_text(e -> 'content'), ' ')
        from jsonb_array_elements(?::jsonb) as e), '')`,
      [content],
    ),
  };
}

/** The columns of an item input. */
function itemColumns(db: Knex | Knex.Transaction, input: ListItemInput, isNew: boolean) {
  return {
    ...fieldColumns(db, itemFields(input), isNew),
    is_published: input.isPublished ?? false,
  };
}

/** No draft: what publishing or replacing an item leaves. */
const noDraft = { draft: null, draft_changed_at: null, draft_changed_by: null };

/**
 * The list items write repository over `db` (the root knex or a transaction); the seed and the
 * editor's calls share it.
 *
 * @example
 * await createListItemsWriteRepository(trx).createItems(tenant, blockId, items);
 */
export function createListItemsWriteRepository(
  db: Knex | Knex.Transaction,
): ListItemsWriteRepository {
  /** The tenant's items that are not deleted. */
  const live = (tenant: Tenant) =>
    db('list_items').where({ platform_id: tenant.id }).whereNull('deleted_at');
  return {
    async ensureType(tenant, name) {
      assertTenant(tenant);
      await db('list_item_types')
        .insert({ platform_id: tenant.id, name })
        .onConflict(['platform_id', 'name'])
        .ignore();
    },
    async findBlockId(tenant, guid) {
      assertTenant(tenant);
      const row = await db('building_block_instances')
        .where({ platform_id: tenant.id, guid })
        .whereIn('building_block', ['list', 'list-widget'])
        .first<{ id: number } | undefined>('id');
      return row?.id ?? null;
    },
    async createItems(tenant, blockId, items) {
      assertTenant(tenant);
      const created: CreatedItem[] = [];
      for (const input of items) {
        // New items go last in the manual order (deleted items keep their place for a restore).
        const position = db('list_items')
          .where({ platform_id: tenant.id, block_id: blockId })
          .select(db.raw('coalesce(max(position), 0) + 1'));
        const [row] = await db('list_items')
          .insert({
            platform_id: tenant.id,
            block_id: blockId,
            position,
            ...itemColumns(db, input, true),
          })
          .returning<{ id: number; guid: string; short_id: string }[]>(['id', 'guid', 'short_id']);
        if (!row) throw new Error('Inserting a list item returned no row.');
        created.push({ id: row.id, guid: row.guid, shortId: row.short_id });
      }
      return created;
    },
    async updateItem(tenant, guid, input) {
      assertTenant(tenant);
      const changed = await db('list_items')
        .where({ platform_id: tenant.id, guid })
        .whereNull('deleted_at')
        .update({ ...itemColumns(db, input, false), ...noDraft, updated_at: db.fn.now() })
        .returning<{ id: number }[]>(['id']);
      return changed.length > 0;
    },
    async isPublished(tenant, guid) {
      assertTenant(tenant);
      const row = await live(tenant)
        .where({ guid })
        .first<{ is_published: boolean } | undefined>('is_published');
      return row ? row.is_published : null;
    },
    async saveDraft(tenant, guid, input, membershipId) {
      assertTenant(tenant);
      await live(tenant)
        .where({ guid })
        .update({
          draft: JSON.stringify(itemFields(input)),
          draft_changed_at: db.fn.now(),
          draft_changed_by: membershipId,
        });
    },
    async publishDraft(tenant, guid) {
      assertTenant(tenant);
      const row = await live(tenant)
        .where({ guid })
        .whereNotNull('draft')
        .forUpdate()
        .first<{ draft: ItemFields } | undefined>('draft');
      if (!row) return null;
      await live(tenant)
        .where({ guid })
        .update({
          ...fieldColumns(db, row.draft, false),
          is_published: true,
          ...noDraft,
          updated_at: db.fn.now(),
        });
      return row.draft.title;
    },
    async discardDraft(tenant, guid) {
      assertTenant(tenant);
      const rows = await live(tenant)
        .where({ guid })
        .whereNotNull('draft')
        .update(noDraft)
        .returning<{ id: number }[]>(['id']);
      return rows.length > 0;
    },
    async deleteItem(tenant, guid, membershipId) {
      assertTenant(tenant);
      // `returning`: knex-pglite reports a row count as an object, not a number.
      const rows = await db('list_items')
        .where({ platform_id: tenant.id, guid })
        .whereNull('deleted_at')
        .update({ deleted_at: db.fn.now(), deleted_by: membershipId })
        .returning<{ id: number }[]>(['id']);
      return rows.length > 0;
    },
    async trashed(tenant, blockId) {
      assertTenant(tenant);
      const rows = await db('list_items as li')
        .leftJoin('platform_memberships as m', 'm.id', 'li.deleted_by')
        .leftJoin('accounts as a', 'a.id', 'm.account_id')
        .where({ 'li.platform_id': tenant.id, 'li.block_id': blockId })
        .whereNotNull('li.deleted_at')
        .orderBy('li.deleted_at', 'desc')
        .select<{ guid: string; title: string; deleted_at: Date | string; by: string | null }[]>(
          'li.guid',
          'li.title',
          'li.deleted_at',
          db.raw(`${memberNameSql('m', 'a')} as by`),
        );
      return rows.map((row) => {
        const deletedAt = new Date(row.deleted_at);
        return {
          guid: row.guid,
          title: row.title,
          deletedAt: deletedAt.toISOString(),
          deletedBy: row.by,
          purgeAt: new Date(deletedAt.getTime() + pageTrashDays * 86_400_000).toISOString(),
        };
      });
    },
    async restoreItem(tenant, guid) {
      assertTenant(tenant);
      const rows = await db('list_items')
        .where({ platform_id: tenant.id, guid })
        .whereNotNull('deleted_at')
        .update({ deleted_at: null, deleted_by: null, updated_at: db.fn.now() })
        .returning<{ id: number }[]>(['id']);
      return rows.length > 0;
    },
    async listAll(tenant, block, page) {
      assertTenant(tenant);
      const live = () =>
        db('list_items')
          .where({ platform_id: tenant.id, block_id: block.id })
          .whereNull('deleted_at');
      const rows = (await db('list_items as li')
        .leftJoin('platform_memberships as m', 'm.id', 'li.draft_changed_by')
        .leftJoin('accounts as a', 'a.id', 'm.account_id')
        .where({ 'li.platform_id': tenant.id, 'li.block_id': block.id })
        .whereNull('li.deleted_at')
        .select(listItemColumns)
        .select('li.draft', 'li.draft_changed_at')
        .select(db.raw(`${memberNameSql('m', 'a')} as draft_changed_by_name`))
        .select(db.raw('? as block_guid', [block.guid]))
        .orderBy([
          { column: 'li.position', order: 'asc' },
          { column: 'li.id', order: 'asc' },
        ])
        .limit(page.limit)
        .offset(page.offset)) as unknown as EditorItemRow[];
      const [counted] = (await live().count<{ count: string | number }[]>('* as count')) as {
        count: string | number;
      }[];
      return { items: rows.map(toEditorListItem), total: Number(counted?.count ?? 0) };
    },
    async orderItems(tenant, blockId, guids) {
      assertTenant(tenant);
      const live = () =>
        db('list_items')
          .where({ platform_id: tenant.id, block_id: blockId })
          .whereNull('deleted_at');
      const read = () =>
        live()
          .whereIn('guid', guids)
          .select<{ guid: string; position: number }[]>('guid', 'position');
      let rows = await read();
      if (rows.length !== guids.length) return false;
      if (new Set(rows.map((row) => row.position)).size !== rows.length) {
        // Two items shared a place (created at once): number the whole block first.
        await db.raw(
          `update list_items li set position = numbered.n
           from (select id, row_number() over (order by position, id) as n
                 from list_items where platform_id = ? and block_id = ?) numbered
           where numbered.id = li.id`,
          [tenant.id, blockId],
        );
        rows = await read();
      }
      const places = rows.map((row) => row.position).sort((a, b) => a - b);
      for (const [index, guid] of guids.entries()) {
        await live().where({ guid }).update({ position: places[index], updated_at: db.fn.now() });
      }
      return true;
    },
  };
}

/**
 * Deletes for good the list items that have been in the trash for `pageTrashDays`; answers how
 * many.
 *
 * @example
 * await purgeListItemTrash(knex, new Date());
 */
export async function purgeListItemTrash(db: Knex, now: Date): Promise<number> {
  const before = new Date(now.getTime() - pageTrashDays * 86_400_000);
  const purged = await db('list_items')
    .whereNotNull('deleted_at')
    .where('deleted_at', '<', before)
    .delete()
    .returning<{ id: number }[]>('id');
  return purged.length;
}
