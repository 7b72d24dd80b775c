/* eslint-disable check-file/filename-naming-convention -- migrations are named YYYYMMDDHHMM_name.ts (docs/style.md), sorted by time */
import type { Knex } from 'knex';
import { tenantColumn } from '../schema-helpers';

/** Pages and the building blocks placed on them. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pages', (t) => {
    t.increments('id');
    t.uuid('guid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    tenantColumn(t);
    t.text('name').notNullable();
    t.text('title').notNullable();
    t.text('layout').notNullable().defaultTo('100');
    t.boolean('is_published').notNullable().defaultTo(false);
    t.jsonb('options').notNullable().defaultTo('[]');
    t.jsonb('edit_roles').notNullable().defaultTo('[]');
    t.text('edit_permission').notNullable().defaultTo('Admin');
    t.jsonb('role_ids').notNullable().defaultTo('[]');
    t.timestamps(true, true, false);
    t.unique(['platform_id', 'name']);
    // Lets child rows reference (platform_id, id), so a row can never point into another tenant.
    t.unique(['platform_id', 'id']);
    t.check(`layout in ('100', '25-75', '75-25', '25-50-25')`, [], 'pages_layout_known');
    t.check(
      `edit_permission in ('Admin', 'Roles', 'Users', 'Public', 'Verify')`,
      [],
      'pages_edit_permission_known',
    );
  });
  await knex.schema.createTable('building_block_instances', (t) => {
    t.increments('id');
    t.uuid('guid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    tenantColumn(t);
    t.integer('page_id').notNullable();
    t.text('building_block').notNullable();
    t.jsonb('options').notNullable().defaultTo('[]');
    t.text('layout_position').notNullable().defaultTo('main');
    t.integer('sort_id').notNullable().defaultTo(0);
    t.jsonb('content').notNullable().defaultTo('{}');
    t.foreign(['platform_id', 'page_id'])
      .references(['platform_id', 'id'])
      .inTable('pages')
      .onDelete('CASCADE');
    t.index(['page_id']);
    t.check(
      `layout_position in ('top', 'side-left', 'main', 'side-right', 'bottom')`,
      [],
      'building_block_instances_layout_position_known',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('building_block_instances');
  await knex.schema.dropTable('pages');
}
