/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

const sortIndexes = (live: string) => [
  `create index list_items_block_published_on on list_items
    (block_id, published_on desc, id desc) include (platform_id, period_end, highlight)
    where ${live}`,
  `create index list_items_block_title on list_items
    (block_id, title, id) include (platform_id, published_on, period_end, highlight)
    where ${live}`,
  `create index list_items_block_period_end on list_items
    (block_id, period_end, id) include (platform_id, published_on, highlight)
    where ${live}`,
];

/**
 * A manual order and a soft delete for list items. `position` orders a block's items (1 first);
 * existing items are numbered in their default order (newest first). `deleted_at` marks an item
 * deleted by an editor, who can restore it (undo); deleted items are never purged silently. The
 * visitor's sort indexes only hold live published items, and a fourth serves `position`. The
 * editor's read of every item of a block uses the `block_id` index (one block's items, sorted).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('list_items', (t) => {
    t.integer('position').notNullable().defaultTo(0);
    t.timestamp('deleted_at', { useTz: true }).nullable();
  });
  await knex.raw(`
    update list_items li set position = numbered.n
    from (
      select id, row_number() over (partition by block_id order by published_on desc, id desc) as n
      from list_items
    ) numbered
    where numbered.id = li.id`);
  await knex.raw('drop index list_items_block_published_on');
  await knex.raw('drop index list_items_block_title');
  await knex.raw('drop index list_items_block_period_end');
  for (const sql of sortIndexes('is_published and deleted_at is null')) await knex.raw(sql);
  await knex.raw(`
    create index list_items_block_position on list_items
      (block_id, position, id) include (platform_id, published_on, period_end, highlight)
      where is_published and deleted_at is null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index list_items_block_position');
  await knex.raw('drop index list_items_block_published_on');
  await knex.raw('drop index list_items_block_title');
  await knex.raw('drop index list_items_block_period_end');
  // Deleted items were gone as far as anyone could see: a rollback makes that final.
  await knex('list_items').whereNotNull('deleted_at').delete();
  await knex.schema.alterTable('list_items', (t) => {
    t.dropColumn('deleted_at');
    t.dropColumn('position');
  });
  for (const sql of sortIndexes('is_published')) await knex.raw(sql);
}
