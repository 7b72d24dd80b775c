import { isDeepStrictEqual } from 'node:util';
import type { ListItem, ListItemRevisionSummary } from '@plein/api-client';
import type { Knex } from 'knex';
import { memberNameSql } from '../pages/page-rows';
import { assertTenant } from '../platforms/repository';
import type { Tenant } from '../platforms/repository';
import { toListItem } from './item-rows';
import type { ItemFields, ListItemRow } from './item-rows';

/** An item's published columns as stored fields (the shape of `list_items.draft`). */
const publishedFieldsSql = `jsonb_build_object(
  'title', li.title,
  'list_item_type_name', li.list_item_type_name,
  'parent_guids', to_jsonb(li.parent_guids),
  'description', li.description,
  'period_end', li.period_end,
  'published_on', li.published_on,
  'highlight', li.highlight,
  'language', li.language,
  'content', li.content)`;

interface RevisionRow {
  number: number;
  published_at: Date | string;
  published_by_name: string | null;
  fields: ItemFields;
}

/** The publications of list items, each kept whole (an item's history). */
export interface ListItemRevisionsRepository {
  /**
   * Keeps the item as published now as its next revision, unless it equals the latest one;
   * answers the number of the revision that holds it (null when the item is not published).
   */
  add(tenant: Tenant, itemId: number, publishedBy: number | null): Promise<number | null>;
  /** The item's revisions, newest first. */
  list(tenant: Tenant, itemId: number): Promise<ListItemRevisionSummary[]>;
  /**
   * One revision: who and when, and the item as it was published (ids as they are now); with
   * whether the item is published now.
   */
  find(
    tenant: Tenant,
    itemId: number,
    number: number,
  ): Promise<{
    summary: ListItemRevisionSummary;
    item: ListItem;
    fields: ItemFields;
    isPublished: boolean;
  } | null>;
}

/**
 * Whether two stored versions are the same for readers: every save gives the content blocks new
 * guids, so those are left out.
 */
function sameFields(a: ItemFields, b: ItemFields): boolean {
  const readable = ({ content, ...rest }: ItemFields) => ({
    ...rest,
    content: content.map(({ guid: _guid, ...block }) => block),
  });
  return isDeepStrictEqual(readable(a), readable(b));
}

const summary = (row: RevisionRow): ListItemRevisionSummary => ({
  number: row.number,
  title: row.fields.title,
  publishedAt: new Date(row.published_at).toISOString(),
  publishedBy: row.published_by_name,
});

/**
 * The list item revisions repository over `db` (the root knex or a transaction).
 *
 * @example
 * const history = await createListItemRevisionsRepository(trx).list(tenant, itemId);
 */
export function createListItemRevisionsRepository(
  db: Knex | Knex.Transaction,
): ListItemRevisionsRepository {
  const revisions = (tenant: Tenant, itemId: number) => {
    assertTenant(tenant);
    return db('list_item_revisions as r')
      .leftJoin('platform_memberships as m', 'm.id', 'r.published_by')
      .leftJoin('accounts as a', 'a.id', 'm.account_id')
      .where({ 'r.platform_id': tenant.id, 'r.list_item_id': itemId })
      .select(
        'r.number',
        'r.published_at',
        'r.fields',
        db.raw(`${memberNameSql('m', 'a')} as published_by_name`),
      );
  };
  return {
    async add(tenant, itemId, publishedBy) {
      assertTenant(tenant);
      const current = await db('list_items as li')
        .where({ 'li.platform_id': tenant.id, 'li.id': itemId, 'li.is_published': true })
        .whereNull('li.deleted_at')
        .first<{ fields: ItemFields } | undefined>(db.raw(`${publishedFieldsSql} as fields`));
      if (!current) return null;
      const latest = (await revisions(tenant, itemId).orderBy('r.number', 'desc').first()) as
        RevisionRow | undefined;
      if (latest && sameFields(latest.fields, current.fields)) return latest.number;
      const number = (latest?.number ?? 0) + 1;
      await db('list_item_revisions').insert({
        platform_id: tenant.id,
        list_item_id: itemId,
        number,
        fields: JSON.stringify(current.fields),
        published_by: publishedBy,
      });
      return number;
    },
    async list(tenant, itemId) {
      const rows = (await revisions(tenant, itemId).orderBy('r.number', 'desc')) as RevisionRow[];
      return rows.map(summary);
    },
    async find(tenant, itemId, number) {
      const row = await revisions(tenant, itemId)
        .join('list_items as li', 'li.id', 'r.list_item_id')
        .join('building_block_instances as b', 'b.id', 'li.block_id')
        .where('r.number', number)
        .first<
          | (RevisionRow & Pick<ListItemRow, 'guid' | 'short_id' | 'is_published' | 'block_guid'>)
          | undefined
        >('li.guid', 'li.short_id', 'li.is_published', 'b.guid as block_guid');
      if (!row) return null;
      const { fields } = row;
      const item = toListItem({
        ...fields,
        id: itemId,
        guid: row.guid,
        short_id: row.short_id,
        block_guid: row.block_guid,
        is_published: true,
        published_on: fields.published_on ?? new Date(row.published_at).toISOString(),
      });
      return { summary: summary(row), item, fields, isPublished: row.is_published };
    },
  };
}
