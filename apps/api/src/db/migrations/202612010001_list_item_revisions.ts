/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';

/**
 * Revisions of list items (docs/decisions/0016-page-drafts.md), as pages have: every
 * publication keeps the item's published fields whole (as `list_items.draft` holds a draft's),
 * numbered per item, with who published and when. Every item published now gets its state as
 * revision 1, so its history starts with what visitors see.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('list_item_revisions', (t) => {
    t.increments('id');
    t.integer('platform_id')
      .notNullable()
      .references('id')
      .inTable('platforms')
      .onDelete('CASCADE');
    t.integer('list_item_id')
      .notNullable()
      .references('id')
      .inTable('list_items')
      .onDelete('CASCADE');
    t.integer('number').notNullable();
    t.jsonb('fields').notNullable();
    t.timestamp('published_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('published_by')
      .nullable()
      .references('id')
      .inTable('platform_memberships')
      .onDelete('SET NULL');
    t.unique(['list_item_id', 'number']);
  });
  await knex.raw(`
    insert into list_item_revisions (platform_id, list_item_id, number, fields, published_at)
    select platform_id, id, 1,
      jsonb_build_object(
        'title', title,
        'list_item_type_name', list_item_type_name,
        'parent_guids', to_jsonb(parent_guids),
        'description', description,
        'period_end', period_end,
        'published_on', published_on,
        'highlight', highlight,
        'language', language,
        'content', content),
      coalesce(updated_at, now())
    from list_items
    where is_published and deleted_at is null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('list_item_revisions');
}
