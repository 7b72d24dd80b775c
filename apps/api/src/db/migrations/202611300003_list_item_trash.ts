/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * The trash of list items: a deleted item names who deleted it, and the schedule job deletes it
 * for good 30 days after `deleted_at` (found through the partial index).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('list_items', (t) => {
    t.integer('deleted_by')
      .nullable()
      .references('id')
      .inTable('platform_memberships')
      .onDelete('SET NULL');
  });
  await knex.raw(
    'create index list_items_trash on list_items (deleted_at) where deleted_at is not null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index list_items_trash');
  await knex.schema.alterTable('list_items', (t) => {
    t.dropColumn('deleted_by');
  });
}
