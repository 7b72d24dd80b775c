/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * List items in the activity of pages: an entry about an item of a list on the page names the
 * item (`list_item_id`, null once it is gone for good) and keeps its title of the time.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('page_activity', (t) => {
    t.integer('list_item_id')
      .nullable()
      .references('id')
      .inTable('list_items')
      .onDelete('SET NULL');
    t.text('item_title').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('page_activity', (t) => {
    t.dropColumn('item_title');
    t.dropColumn('list_item_id');
  });
}
