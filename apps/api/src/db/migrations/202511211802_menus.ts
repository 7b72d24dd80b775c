/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';
import { tenantColumn } from '../schema-helpers';

/** Menus and their (nested) items. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('menus', (t) => {
    t.increments('id');
    tenantColumn(t);
    t.text('name').notNullable();
    t.unique(['platform_id', 'name']);
    t.unique(['platform_id', 'id']);
  });
  await knex.schema.createTable('menu_items', (t) => {
    t.increments('id');
    t.uuid('guid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    tenantColumn(t);
    t.integer('menu_id').notNullable();
    t.integer('parent_id').nullable();
    t.text('url_segment').notNullable().defaultTo('');
    t.text('name').notNullable();
    t.integer('page_id').nullable();
    t.text('external_url').nullable();
    t.integer('sort_id').notNullable().defaultTo(0);
    t.unique(['platform_id', 'id']);
    t.foreign(['platform_id', 'menu_id'])
      .references(['platform_id', 'id'])
      .inTable('menus')
      .onDelete('CASCADE');
    t.index(['menu_id']);
  });
  // Composite keys keep parents and pages inside the item's own tenant. `set null (page_id)`
  // (PostgreSQL 15+) clears only the page reference, not platform_id, when a page is deleted.
  await knex.raw(`
    alter table menu_items
      add constraint menu_items_parent_fk foreign key (platform_id, parent_id)
        references menu_items (platform_id, id) on delete cascade,
      add constraint menu_items_page_fk foreign key (platform_id, page_id)
        references pages (platform_id, id) on delete set null (page_id)
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('menu_items');
  await knex.schema.dropTable('menus');
}
